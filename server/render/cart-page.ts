/**
 * The classic cart page's `[woocommerce_cart]` output: the cart form with one
 * row per item (remove link, thumbnail, name, price, quantity, subtotal) and
 * the totals, or the empty-cart message. Presets are digital, so there is no
 * shipping row, and coupons are not offered.
 */
import type { CartItemView, CartView } from '../cart.ts';
import { URLS } from '../site.ts';
import { escAttr, escHtml, escUrl } from './escape.ts';
import { thumbnailImg } from './image.ts';
import { removeItemUrl } from './mini-cart.ts';
import { wcPrice } from './price.ts';
import { quantityInput } from './quantity.ts';

function cartRow(item: CartItemView, cartNonce: string): string {
  // The thumbnail link has no text of its own, so its image names it.
  const name = escHtml(item.name);
  const link = escUrl(item.permalink);
  const field = `cart[${item.key}][qty]`;
  const quantity = item.soldIndividually
    ? `1 <input type="hidden" name="${field}" value="1" />`
    : quantityInput({ idSeed: `cart-${item.key}`, name: field, value: item.quantity, productName: item.name, min: 0, max: item.maxQuantity });
  return (
    `\t\t\t\t\t\t\t\t<tr class="woocommerce-cart-form__cart-item cart_item">\n\n` +
    `\t\t\t\t\t\t<td class="product-remove">\n` +
    `\t\t\t\t\t\t\t<a href="${escUrl(removeItemUrl(item.key, cartNonce))}" class="remove" aria-label="Remove ${escAttr(item.name)} from cart" ` +
    `data-product_id="${item.productId}" data-product_sku="${escAttr(item.sku)}">&times;</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-thumbnail">\n` +
    `\t\t\t\t\t\t<a href="${link}">${thumbnailImg(item.image, { priority: 'auto', alt: item.name })}</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-name" data-title="Product">\n` +
    `\t\t\t\t\t\t<a href="${link}">${name}</a>\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-price" data-title="Price">\n` +
    `\t\t\t\t\t\t\t${wcPrice(item.unitCents)}\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-quantity" data-title="Quantity">\n` +
    `\t\t\t\t\t\t${quantity}\n\t\t\t\t\t\t</td>\n\n` +
    `\t\t\t\t\t\t<td class="product-subtotal" data-title="Subtotal">\n` +
    `\t\t\t\t\t\t\t${wcPrice(item.lineCents)}\t\t\t\t\t\t</td>\n` +
    `\t\t\t\t\t</tr>\n`
  );
}

function cartForm(cart: CartView, cartNonce: string): string {
  return (
    `\n<form class="woocommerce-cart-form" action="${URLS.cart}" method="post">\n\t\n` +
    `\t<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">\n` +
    `\t\t<thead>\n\t\t\t<tr>\n` +
    `\t\t\t\t<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>\n` +
    `\t\t\t\t<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>\n` +
    `\t\t\t\t<th class="product-name">Product</th>\n` +
    `\t\t\t\t<th class="product-price">Price</th>\n` +
    `\t\t\t\t<th class="product-quantity">Quantity</th>\n` +
    `\t\t\t\t<th class="product-subtotal">Subtotal</th>\n` +
    `\t\t\t</tr>\n\t\t</thead>\n\t\t<tbody>\n\t\t\t\n` +
    cart.items.map((item) => cartRow(item, cartNonce)).join('') +
    `\t\t\t\t\t\n\t\t\t\n\t\t\t<tr>\n\t\t\t\t<td colspan="6" class="actions">\n\n` +
    `\t\t\t\t\t<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>\n\n\t\t\t\t\t\n` +
    `\t\t\t\t\t<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${escAttr(cartNonce)}" />` +
    `<input type="hidden" name="_wp_http_referer" value="${URLS.cart}" />\t\t\t\t</td>\n\t\t\t</tr>\n\n` +
    `\t\t\t\t\t</tbody>\n\t</table>\n\t</form>\n\n`
  );
}

function cartTotals(cart: CartView): string {
  const subtotal = wcPrice(cart.subtotalCents);
  return (
    `\n<div class="cart-collaterals">\n\t<div class="cart_totals ">\n\n\t\n\t<h2>Cart totals</h2>\n\n` +
    `\t<table cellspacing="0" class="shop_table shop_table_responsive">\n\n` +
    `\t\t<tr class="cart-subtotal">\n\t\t\t<th>Subtotal</th>\n\t\t\t<td data-title="Subtotal">${subtotal}</td>\n\t\t</tr>\n\n\t\t\n\t\t\n` +
    `\t\t<tr class="order-total">\n\t\t\t<th>Total</th>\n\t\t\t<td data-title="Total"><strong>${subtotal}</strong> </td>\n\t\t</tr>\n\n\t\t\n\t</table>\n\n` +
    `\t<div class="wc-proceed-to-checkout">\n\t\t\n<a href="${URLS.checkout}" class="checkout-button button alt wc-forward">\n\tProceed to checkout</a>\n\t</div>\n\n\t\n</div>\n</div>\n\n`
  );
}

/** `[woocommerce_cart]`: the cart table and totals, or the empty-cart message. */
export function cartShortcode(cart: CartView, cartNonce: string): string {
  if (cart.items.length === 0) {
    return (
      `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message">\n` +
      `\t<div class="cart-empty woocommerce-info">\n\t\tYour cart is currently empty.\t</div>\n</div>` +
      `\t<p class="return-to-shop">\n\t\t<a class="button wc-backward" href="${URLS.shop}">\n\t\t\tReturn to shop\t\t</a>\n\t</p>\n</div>`
    );
  }
  return `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${cartForm(cart, cartNonce)}${cartTotals(cart)}</div>`;
}

/**
 * The mini-cart (`div.widget_shopping_cart_content`), byte for byte the
 * platform's cart/mini-cart.php as the captures show it — including its
 * `\r\n` and tab runs, so fragments and pages agree with a real shop.
 */
import type { CartItemView, CartView } from '../cart.ts';
import { URLS } from '../site.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import { thumbnailImg } from './image.ts';

/** The remove link's target: the non-JS fallback, guarded by the cart nonce. */
export function removeItemUrl(key: string, cartNonce: string): string {
  return `${URLS.cart}?remove_item=${key}&_wpnonce=${cartNonce}`;
}

function miniCartItem(item: CartItemView, cartNonce: string): string {
  const name = escHtml(item.name);
  const remove =
    `<a href="${escUrl(removeItemUrl(item.key, cartNonce))}" class="remove remove_from_cart_button" ` +
    `aria-label="Remove ${escAttr(item.name)} from cart" data-product_id="${item.productId}" ` +
    `data-cart_item_key="${escAttr(item.key)}" data-product_sku="${escAttr(item.sku)}" ` +
    `data-success_message="&ldquo;${escAttr(item.name)}&rdquo; has been removed from your cart">&times;</a>`;
  return (
    `<li class="woocommerce-mini-cart-item mini_cart_item">\r\n` +
    `\t\t\t\t\t${remove}\t\t\t\t\t\t\t\t\t\t\t<a href="${escUrl(item.permalink)}">\r\n` +
    `\t\t\t\t\t\t\t${thumbnailImg(item.image)}${name}\t\t\t\t\t\t</a>\r\n` +
    `\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<span class="quantity">${item.quantity} &times; ${wcPrice(item.unitCents)}</span>\t\t\t\t</li>\r\n`
  );
}

/** The whole `div.widget_shopping_cart_content` for a cart: the item list, or the empty message. */
export function miniCartContent(cart: CartView, cartNonce: string): string {
  if (cart.items.length === 0) {
    return `<div class="widget_shopping_cart_content">\r\n\r\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\r\n\r\n\r\n</div>`;
  }
  return (
    `<div class="widget_shopping_cart_content">\r\n\r\n` +
    `\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\r\n` +
    // The template's indentation: 6 tabs before the first item, 8 between items, 5 before </ul>.
    `\t\t\t\t\t\t${cart.items.map((item) => miniCartItem(item, cartNonce)).join('\t\t\t\t\t\t\t\t')}\t\t\t\t\t</ul>\r\n\r\n` +
    `\t<p class="woocommerce-mini-cart__total total">\r\n` +
    `\t\t<strong>Subtotal:</strong> ${wcPrice(cart.subtotalCents)}\t</p>\r\n\r\n\t\r\n` +
    `\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${URLS.cart}" class="button wc-forward">View cart</a>` +
    `<a href="${URLS.checkout}" class="button checkout wc-forward">Checkout</a></p>\r\n\r\n\t\r\n\r\n</div>`
  );
}

/**
 * The classic cart page's `[woocommerce_cart]` output: the reservation bar and the
 * free-shipping goal, the cart form with one row per item (remove link, thumbnail,
 * name, price, quantity, subtotal) and its actions (the theme's collapsible coupon
 * section, Update cart), then the totals (coupons, shipping, total) — or the
 * empty-cart message. Everything lives inside the one `div.woocommerce`, so
 * replacing it with the empty message removes the table, the goal and the totals
 * together (§4 "Cart page rows").
 */
import type { CartItemView, CartView } from '../cart.ts';
import { CART_NONCE_ACTIONS } from '../cart-nonces.ts';
import { couponError, findCoupon, LISTED_COUPONS } from '../coupons.ts';
import { URLS } from '../site.ts';
import type { CartTotals } from '../totals.ts';
import type { VisitorState } from '../views.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import { cartGoal } from './cart-goal.ts';
import { cartTotalsHtml } from './cart-totals.ts';
import { thumbnailImg } from './image.ts';
import { removeItemUrl } from './mini-cart.ts';
import { quantityInput } from './quantity.ts';
import { reservationBar } from './reservation.ts';

function cartRow(item: CartItemView, cartNonce: string): string {
  // The thumbnail link has no text of its own, so its image names it.
  const name = escHtml(item.name);
  const link = escUrl(item.permalink);
  const field = `cart[${item.key}][qty]`;
  const quantity = item.soldIndividually
    ? `1 <input type="hidden" name="${field}" value="1" />`
    : quantityInput({
        idSeed: `cart-${item.key}`,
        name: field,
        value: item.quantity,
        productName: item.name,
        min: 0,
        max: item.maxQuantity,
      });
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

/**
 * The theme's collapsible coupon section: a native disclosure (works without script and
 * with every screen reader) around the platform's `.coupon` field, plus one-click coupon
 * links. A link is `selected` once its coupon is applied and `disabled` while the cart
 * does not qualify; neither can be applied (§4 "Coupons"). Without script a link is a
 * plain `?apply_coupon=` request.
 */
function couponSection(totals: CartTotals): string {
  const applied = new Set(totals.discounts.map((d) => d.code));
  const links = LISTED_COUPONS.map((code) => {
    const coupon = findCoupon(code);
    if (!coupon) return '';
    const selected = applied.has(code);
    const disabled = !selected && couponError(code, totals.subtotalCents) !== null;
    const state = selected ? ' selected' : disabled ? ' disabled' : '';
    const aria = selected || disabled ? ' aria-disabled="true"' : '';
    const note = selected
      ? ' <span class="cart-coupon-link__state">(applied)</span>'
      : disabled
        ? ' <span class="cart-coupon-link__state">(not available for this cart)</span>'
        : '';
    return (
      `<li><a href="${escUrl(`${URLS.cart}?apply_coupon=${encodeURIComponent(code)}`)}" class="cart-coupon-link${state}" data-coupon="${escAttr(code)}"${aria}>` +
      `<strong>${escHtml(code)}</strong> ${escHtml(coupon.description)}${note}</a></li>`
    );
  }).join('');
  return (
    `\t\t\t\t\t<details class="cart-coupon">\n\t\t\t\t\t\t<summary class="cart-coupon__toggle">Have a coupon?</summary>\n` +
    `\t\t\t\t\t\t<div class="coupon">\n\t\t\t\t\t\t\t<label for="coupon_code" class="screen-reader-text">Coupon:</label> ` +
    `<input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> ` +
    `<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>\n\t\t\t\t\t\t</div>\n` +
    `\t\t\t\t\t\t<ul class="cart-coupon-list" aria-label="Available coupons">${links}</ul>\n\t\t\t\t\t</details>\n\n`
  );
}

function cartForm(cart: CartView, totals: CartTotals, cartNonce: string): string {
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
    couponSection(totals) +
    `\t\t\t\t\t<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>\n\n\t\t\t\t\t\n` +
    `\t\t\t\t\t<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${escAttr(cartNonce)}" />` +
    `<input type="hidden" name="_wp_http_referer" value="${URLS.cart}" />\t\t\t\t</td>\n\t\t\t</tr>\n\n` +
    `\t\t\t\t\t</tbody>\n\t</table>\n\t</form>\n\n`
  );
}

/** `[woocommerce_cart]`: reservation bar, goal, the cart form and totals, or the empty-cart message. */
export function cartShortcode(visitor: VisitorState): string {
  const { cart, totals } = visitor;
  if (cart.items.length === 0) {
    return (
      `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message">\n` +
      `\t<div class="cart-empty woocommerce-info">\n\t\tYour cart is currently empty.\t</div>\n</div>` +
      `\t<p class="return-to-shop">\n\t\t<a class="button wc-backward" href="${URLS.shop}">\n\t\t\tReturn to shop\t\t</a>\n\t</p>\n</div>`
    );
  }
  const calculatorNonce = visitor.cartNonces[CART_NONCE_ACTIONS.shippingCalculator];
  return (
    `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${reservationBar()}${cartGoal(totals)}` +
    cartForm(cart, totals, visitor.cartNonce) +
    `\n<div class="cart-collaterals">\n\t${cartTotalsHtml(totals, visitor.cartMeta, calculatorNonce)}\n</div>\n\n</div>`
  );
}

/**
 * The theme's cart drawer (`#popup-fly-cart`), its fragments and its lazily loaded
 * add-on panels. There is no capture of the theme's drawer, so this is the markup a
 * theme like it prints, chosen so the platform's own pieces keep working inside it:
 *
 * - A closed drawer is `hidden` (nothing to read or tab to; the header cart link
 *   still goes to /cart/ without script). Inside: an overlay, then one
 *   `role="dialog"` panel labelled by its title, with a header (title + close
 *   button), messages (the free-shipping goal `div.cart-goal`, the cart countdown),
 *   a body (min-height 400 px, §9) holding a `div.widget_shopping_cart_content`
 *   placeholder, and a footer (add-on buttons, `div.fly-cart-totals`, View cart /
 *   Check out).
 * - The body's `div.widget_shopping_cart_content` is filled by fragments like every
 *   mini-cart: first the platform's key, then the theme's own
 *   `#popup-fly-cart div.widget_shopping_cart_content`, whose items are the
 *   platform's mini-cart items (same remove links, so the mini-cart island removes
 *   them) plus a quantity input per item (`input.qty[data-cart_item_key]`).
 * - Totals list the coupons (with the platform's remove link) and, when something
 *   ships, the methods of each package as radios named `fly_cart_shipping_method[i]`
 *   (not `shipping_method[i]`, so they never join the cart page's radio group).
 * - Three add-on buttons (order notes, shipping calculator, coupon) open
 *   `div.fly-cart-addon-modal[data-template]` panels that start empty and are filled
 *   once from `/?{theme}-ajax=template_lazyload&template=…&context=wc_cart`.
 * - The countdown's settings (§3) are data attributes: length in minutes, loop,
 *   formatter (`{timer}` is replaced) and the expired message.
 * - Page-level cart info (§3) is a hidden `span.cart-info` with data attributes,
 *   delivered as a fragment.
 */
import type { CartItemView, CartView } from '../cart.ts';
import type { CartMeta } from '../cart-state.ts';
import { RESERVATION } from '../reservation.ts';
import { URLS } from '../site.ts';
import type { CartTotals } from '../totals.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import { couponAmountHtml, shippingCalculator, shippingRateLabel } from './cart-totals.ts';
import { countdownText } from './countdown-text.ts';
import { thumbnailImg } from './image.ts';
import { removeItemUrl } from './mini-cart.ts';

export const DRAWER_FRAGMENTS = {
  miniCart: '#popup-fly-cart div.widget_shopping_cart_content',
  totals: 'div.fly-cart-totals',
  cartInfo: 'span.cart-info',
} as const;

/**
 * §3 cart countdown settings of this shop. Its length is the ProductX reservation's: the drawer
 * counts from the reservation cookie's start, so the two show one end time (src/shop/countdown.ts).
 */
export const COUNTDOWN = {
  minutes: RESERVATION.minutes,
  loop: false,
  formatter: 'Products in your cart are reserved for {timer}',
  expiredMessage: 'Your reservation has ended, but you can still check out.',
} as const;

/** The add-on panels, in button order: template name → button text and panel label. */
export const ADDON_TEMPLATES = {
  'order-notes': { button: 'Note', label: 'Order notes' },
  'shipping-calculator': { button: 'Shipping', label: 'Estimate shipping' },
  coupon: { button: 'Coupon', label: 'Add a coupon' },
} as const;

export type AddonTemplate = keyof typeof ADDON_TEMPLATES;

export function isAddonTemplate(name: string): name is AddonTemplate {
  return Object.hasOwn(ADDON_TEMPLATES, name);
}

function drawerItem(item: CartItemView, cartNonce: string): string {
  const id = `fly-cart-qty-${item.key}`;
  const max = item.maxQuantity === null ? '' : ` max="${item.maxQuantity}"`;
  const remove =
    `<a href="${escUrl(removeItemUrl(item.key, cartNonce))}" class="remove remove_from_cart_button" ` +
    `aria-label="Remove ${escAttr(item.name)} from cart" data-product_id="${item.productId}" ` +
    `data-cart_item_key="${escAttr(item.key)}" data-product_sku="${escAttr(item.sku)}" ` +
    `data-success_message="&ldquo;${escAttr(item.name)}&rdquo; has been removed from your cart">&times;</a>`;
  const quantity = item.soldIndividually
    ? `<span class="fly-cart-item-qty">Qty 1</span>`
    : `<div class="quantity fly-cart-quantity"><label class="screen-reader-text" for="${id}">${escHtml(item.name)} quantity</label>` +
      `<input type="number" id="${id}" class="input-text qty text" name="cart[${escAttr(item.key)}][qty]" value="${item.quantity}" ` +
      `min="0"${max} step="1" inputmode="numeric" autocomplete="off" data-cart_item_key="${escAttr(item.key)}" /></div>`;
  return (
    `<li class="woocommerce-mini-cart-item mini_cart_item">${remove}` +
    `<a href="${escUrl(item.permalink)}">${thumbnailImg(item.image)}${escHtml(item.name)}</a>` +
    `<span class="fly-cart-item-price">${wcPrice(item.unitCents)}</span>${quantity}</li>`
  );
}

/** The drawer's own `div.widget_shopping_cart_content`: the items with quantity inputs, or the empty message. */
export function drawerMiniCart(cart: CartView, cartNonce: string): string {
  if (cart.items.length === 0) {
    return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>`;
  }
  return (
    `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget fly-cart-items">` +
    cart.items.map((item) => drawerItem(item, cartNonce)).join('') +
    `</ul></div>`
  );
}

function drawerShipping(totals: CartTotals): string {
  return totals.packages
    .map((pkg) => {
      const choices = pkg.rates
        .map((rate) => {
          const id = `fly-cart-shipping-method-${pkg.index}-${rate.id.replace(/[^a-z0-9_]/gi, '')}`;
          const checked = rate.id === pkg.chosen ? ' checked' : '';
          return (
            `<li><input type="radio" name="fly_cart_shipping_method[${pkg.index}]" data-index="${pkg.index}" id="${id}" value="${escAttr(rate.id)}" class="fly-cart-shipping-method"${checked} />` +
            `<label for="${id}">${shippingRateLabel(rate)}</label></li>`
          );
        })
        .join('');
      return `<tr class="fly-cart-shipping"><th scope="row">Shipping</th><td><ul class="fly-cart-shipping-methods">${choices}</ul></td></tr>`;
    })
    .join('');
}

/** `div.fly-cart-totals`: empty for an empty cart. */
export function drawerTotals(totals: CartTotals): string {
  if (totals.count === 0) return `<div class="fly-cart-totals"></div>`;
  const coupons = totals.discounts
    .map(
      (discount) =>
        `<tr class="cart-discount coupon-${escAttr(discount.code)}"><th scope="row">Coupon: ${escHtml(discount.code)}</th>` +
        `<td>${couponAmountHtml(discount.code, discount.amountCents, discount.freeShipping, true)}</td></tr>`,
    )
    .join('');
  return (
    `<div class="fly-cart-totals"><table class="fly-cart-totals__table"><tbody>` +
    `<tr class="cart-subtotal"><th scope="row">Subtotal</th><td>${wcPrice(totals.subtotalCents)}</td></tr>` +
    coupons +
    drawerShipping(totals) +
    `<tr class="order-total"><th scope="row">Total</th><td><strong>${wcPrice(totals.totalCents)}</strong></td></tr>` +
    `</tbody></table></div>`
  );
}

/** §3 cart info (+ the cart goal's percent) for the page-level marks, as a hidden fragment. */
export function cartInfo(totals: CartTotals): string {
  return `<span class="cart-info" hidden data-count="${totals.count}" data-free_shipping_class_only="${totals.freeShippingClassOnly ? 1 : 0}" data-goal="${totals.count > 0 ? totals.goal.percent : 0}"></span>`;
}

function countdown(): string {
  const timer = countdownText(COUNTDOWN.minutes);
  return (
    `<div class="cart-countdown" data-length="${COUNTDOWN.minutes}" data-loop="${COUNTDOWN.loop ? 'yes' : 'no'}" ` +
    `data-formatter="${escAttr(COUNTDOWN.formatter)}" data-expired_message="${escAttr(COUNTDOWN.expiredMessage)}">` +
    `<span class="cart-countdown__text" role="timer">${escHtml(COUNTDOWN.formatter.replace('{timer}', timer))}</span></div>`
  );
}

/**
 * The drawer as every page prints it: closed, with empty placeholders that the cart
 * fragments fill (the page itself is the same for every visitor).
 */
export function cartDrawerShell(): string {
  const buttons = (Object.keys(ADDON_TEMPLATES) as AddonTemplate[])
    .map(
      (name) =>
        `<button type="button" class="fly-cart-addon-button" data-template="${name}" aria-haspopup="dialog" aria-expanded="false" aria-controls="fly-cart-addon-${name}">${ADDON_TEMPLATES[name].button}</button>`,
    )
    .join('');
  const panels = (Object.keys(ADDON_TEMPLATES) as AddonTemplate[])
    .map(
      (name) =>
        `<div class="fly-cart-addon-modal" id="fly-cart-addon-${name}" data-template="${name}" role="dialog" aria-modal="true" aria-label="${ADDON_TEMPLATES[name].label}" hidden></div>`,
    )
    .join('\n\t\t');
  return (
    `<span class="cart-info" hidden></span>\n` +
    `<div id="popup-fly-cart" class="popup-fly-cart" hidden>\n` +
    `\t<div class="fly-cart-overlay"></div>\n` +
    `\t<div class="fly-cart-panel" role="dialog" aria-modal="true" aria-labelledby="popup-fly-cart-title" tabindex="-1">\n` +
    `\t\t<div class="fly-cart-header"><h2 class="fly-cart-title" id="popup-fly-cart-title">Shopping cart</h2>` +
    `<button type="button" class="fly-cart-close" aria-label="Close cart"><span aria-hidden="true">&times;</span></button></div>\n` +
    `\t\t<div class="fly-cart-messages"><div class="cart-goal" hidden></div>${countdown()}</div>\n` +
    `\t\t<div class="fly-cart-body"><div class="widget_shopping_cart_content"></div></div>\n` +
    `\t\t<div class="fly-cart-footer"><div class="fly-cart-addons" role="group" aria-label="Cart options">${buttons}</div>` +
    `<div class="fly-cart-totals"></div>` +
    `<p class="fly-cart-buttons"><a href="${URLS.cart}" class="button wc-forward">View cart</a> <a href="${URLS.checkout}" class="button checkout wc-forward">Check out</a></p></div>\n` +
    `\t\t${panels}\n` +
    `\t</div>\n</div>\n`
  );
}

const closeButton = `<button type="button" class="button fly-cart-addon__close">Cancel</button>`;
const notices = `<div class="fly-cart-addon__notices"></div>`;

/** The `template_lazyload` templates (context wc_cart), with this visitor's saved values. */
export function addonTemplate(name: AddonTemplate, meta: CartMeta, calculatorNonce: string, themeAjaxCalculate: string): string {
  const title = `<h3 class="fly-cart-addon__title">${ADDON_TEMPLATES[name].label}</h3>`;
  switch (name) {
    case 'coupon':
      return (
        `<div class="fly-cart-addon fly-cart-addon--coupon">${title}<form class="fly-cart-coupon-form" action="${URLS.cart}" method="post">` +
        `<label for="fly-cart-coupon-code">Coupon code</label><input type="text" id="fly-cart-coupon-code" name="coupon_code" class="input-text" autocomplete="off" />` +
        `${notices}<p class="fly-cart-addon__actions"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply</button>${closeButton}</p></form></div>`
      );
    case 'order-notes':
      return (
        `<div class="fly-cart-addon fly-cart-addon--order-notes">${title}<form class="fly-cart-notes-form" action="${URLS.cart}" method="post">` +
        `<label for="fly-cart-order-comments">Notes about your order, e.g. special notes for delivery.</label>` +
        `<textarea id="fly-cart-order-comments" name="order_comments" class="input-text" rows="4">${escHtml(meta.orderNotes)}</textarea>` +
        `${notices}<p class="fly-cart-addon__actions"><button type="submit" class="button">Save</button>${closeButton}</p></form></div>`
      );
    case 'shipping-calculator':
      return (
        `<div class="fly-cart-addon fly-cart-addon--shipping-calculator">${title}` +
        shippingCalculator(meta.destination, calculatorNonce, { action: themeAjaxCalculate, idPrefix: 'fly-cart-', hidden: false }) +
        `${notices}<p class="fly-cart-addon__actions">${closeButton}</p></div>`
      );
  }
}

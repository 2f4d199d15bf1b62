/**
 * The platform's cart/cart-totals.php (`div.cart_totals` on the cart page, also the
 * answer of `update_shipping_method` and `get_cart_totals`): subtotal, one row per
 * coupon with its remove link, the shipping methods of each package with the
 * destination and the shipping calculator, and the total.
 */
import type { CartMeta } from '../cart-state.ts';
import { COUNTRIES, countryName, DEFAULT_DESTINATION, type Destination, type ShippingPackage, type ShippingRate } from '../shipping.ts';
import { URLS } from '../site.ts';
import type { CartTotals } from '../totals.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';

/** wc_cart_totals_shipping_method_label(): cost after the label unless free (or free shipping / pickup at $0). */
export function shippingRateLabel(rate: ShippingRate): string {
  return rate.costCents > 0 ? `${escHtml(rate.label)}: ${wcPrice(rate.costCents)}` : escHtml(rate.label);
}

/** wc_cart_totals_coupon_html(): the discount and the remove link (a plain GET link without script). */
export function couponAmountHtml(code: string, amountCents: number, freeShipping: boolean, removeLabel = false): string {
  const amount = amountCents === 0 && freeShipping ? 'Free shipping coupon' : `-${wcPrice(amountCents)}`;
  const label = removeLabel ? ` aria-label="Remove coupon ${escAttr(code)}"` : '';
  return `${amount} <a href="${escUrl(`${URLS.cart}?remove_coupon=${encodeURIComponent(code)}`)}" class="woocommerce-remove-coupon" data-coupon="${escAttr(code)}"${label}>[Remove]</a>`;
}

/** "CA" for the base country, else "State, Country": what "Shipping to …" names. */
export function destinationText(destination: Destination): string {
  const country = destination.country === DEFAULT_DESTINATION.country ? '' : countryName(destination.country);
  return (
    [destination.city, destination.state, destination.postcode, country].filter(Boolean).map(escHtml).join(', ') ||
    escHtml(countryName(destination.country))
  );
}

/** cart/cart-shipping.php's method list: radios when there is a choice, one hidden input otherwise (cart totals and checkout review). */
export function shippingMethods(pkg: ShippingPackage): string {
  const radio = pkg.rates.length > 1;
  const items = pkg.rates
    .map((rate) => {
      const id = `shipping_method_${pkg.index}_${rate.id.replace(/[^a-z0-9_]/gi, '')}`;
      const checked = radio && rate.id === pkg.chosen ? " checked='checked'" : '';
      return (
        `\t\t\t\t\t<li>\n\t\t\t\t\t\t<input type="${radio ? 'radio' : 'hidden'}" name="shipping_method[${pkg.index}]" data-index="${pkg.index}" id="${id}" value="${escAttr(rate.id)}" class="shipping_method"${checked} />` +
        `<label for="${id}">${shippingRateLabel(rate)}</label>\t\t\t\t\t</li>\n`
      );
    })
    .join('');
  return `<ul id="shipping_method" class="woocommerce-shipping-methods">\n${items}\t\t\t\t</ul>\n`;
}

/** cart/shipping-calculator.php: a plain POST form (works without script), toggled by its button. */
export function shippingCalculator(
  destination: Destination,
  nonce: string,
  options: { action: string; idPrefix: string; hidden: boolean },
): string {
  const id = (name: string): string => `${options.idPrefix}${name}`;
  const countries = COUNTRIES.map(
    ([code, name]) => `<option value="${code}"${code === destination.country ? " selected='selected'" : ''}>${escHtml(name)}</option>`,
  ).join('');
  const field = (name: string, label: string, value: string): string =>
    `\t\t<p class="form-row form-row-wide" id="${id(name)}_field">\n\t\t\t<label for="${id(name)}">${label}</label>\n` +
    `\t\t\t<input type="text" class="input-text" value="${escAttr(value)}" name="${name}" id="${id(name)}" />\n\t\t</p>\n`;
  return (
    `<form class="woocommerce-shipping-calculator" action="${escUrl(options.action)}" method="post">\n` +
    (options.hidden
      ? `\t<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="${id('shipping-calculator-form')}" role="button">Change address</a>\n`
      : '') +
    `\t<section class="shipping-calculator-form" id="${id('shipping-calculator-form')}"${options.hidden ? ' style="display:none;"' : ''}>\n` +
    `\t\t<p class="form-row form-row-wide" id="${id('calc_shipping_country')}_field">\n\t\t\t<label for="${id('calc_shipping_country')}">Country / region</label>\n` +
    `\t\t\t<select name="calc_shipping_country" id="${id('calc_shipping_country')}" class="country_to_state country_select">${countries}</select>\n\t\t</p>\n` +
    field('calc_shipping_state', 'State / County', destination.state) +
    field('calc_shipping_city', 'City:', destination.city) +
    field('calc_shipping_postcode', 'Postcode / ZIP:', destination.postcode) +
    `\t\t<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>\n` +
    `\t\t<input type="hidden" name="woocommerce-shipping-calculator-nonce" value="${escAttr(nonce)}" /><input type="hidden" name="_wp_http_referer" value="${URLS.cart}" />\t</section>\n</form>\n`
  );
}

function shippingRow(pkg: ShippingPackage, destination: Destination, nonce: string): string {
  return (
    `\t\t\t<tr class="woocommerce-shipping-totals shipping">\n\t<th>Shipping</th>\n\t<td data-title="Shipping">\n` +
    `\t\t\t\t\t${shippingMethods(pkg)}` +
    `\t\t\t\t\t\t\t<p class="woocommerce-shipping-destination">\n\t\t\t\t\tShipping to <strong>${destinationText(destination)}</strong>. \t\t\t\t</p>\n` +
    shippingCalculator(destination, nonce, { action: URLS.cart, idPrefix: '', hidden: true }) +
    `\t\t\t</td>\n</tr>\n`
  );
}

/** `div.cart_totals` for these totals. */
export function cartTotalsHtml(totals: CartTotals, meta: CartMeta, calculatorNonce: string): string {
  const coupons = totals.discounts
    .map(
      (discount) =>
        `\t\t\t<tr class="cart-discount coupon-${escAttr(discount.code)}">\n\t\t\t\t<th>Coupon: ${escHtml(discount.code)}</th>\n` +
        `\t\t\t\t<td data-title="Coupon: ${escAttr(discount.code)}">${couponAmountHtml(discount.code, discount.amountCents, discount.freeShipping, true)}</td>\n\t\t\t</tr>\n`,
    )
    .join('');
  const shipping = totals.packages.map((pkg) => shippingRow(pkg, meta.destination, calculatorNonce)).join('');
  return (
    `<div class="cart_totals ">\n\n\t\n\t<h2>Cart totals</h2>\n\n\t<table cellspacing="0" class="shop_table shop_table_responsive">\n\n` +
    `\t\t<tr class="cart-subtotal">\n\t\t\t<th>Subtotal</th>\n\t\t\t<td data-title="Subtotal">${wcPrice(totals.subtotalCents)}</td>\n\t\t</tr>\n\n` +
    coupons +
    shipping +
    `\t\t<tr class="order-total">\n\t\t\t<th>Total</th>\n\t\t\t<td data-title="Total"><strong>${wcPrice(totals.totalCents)}</strong> </td>\n\t\t</tr>\n\n\t\t\n\t</table>\n\n` +
    `\t<div class="wc-proceed-to-checkout">\n\t\t\n<a href="${URLS.checkout}" class="checkout-button button alt wc-forward">\n\tProceed to checkout</a>\n\t</div>\n\n\t\n</div>`
  );
}

/**
 * The real shop's checkout markup (fixtures-html/captures/woocommerce-9.9-storefront/checkout.html):
 * the review table update_order_review answers and the page prints. The payment methods are
 * the captured ones (bacs, cod) and stay as captured in the page.
 */
import { escHtml } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import type { RealTotals } from './cart-state.ts';
import { couponRows, shippingRow } from './render-cart.ts';

/** The captured shop's gateways (id → title), in the order the page lists them. */
export const REAL_GATEWAYS: Readonly<Record<string, string>> = { bacs: 'Direct bank transfer', cod: 'Cash on delivery' };

/** What update_order_review answers, keyed as the platform keys them. */
export const REAL_REVIEW_TABLE = '.woocommerce-checkout-review-order-table';

/** checkout/review-order.php's table. */
export function reviewTable(totals: RealTotals): string {
  const rows = totals.view.items
    .map(
      (item) =>
        `\t\t\t\t\t\t<tr class="cart_item">\n\t\t\t\t\t<td class="product-name">\n\t\t\t\t\t\t${escHtml(item.name)}&nbsp;\t\t\t\t\t\t <strong class="product-quantity">&times;&nbsp;${item.quantity}</strong>\t\t\t\t\t\t\t\t\t\t\t</td>\n` +
        `\t\t\t\t\t<td class="product-total">\n\t\t\t\t\t\t${wcPrice(item.lineCents)}\t\t\t\t\t</td>\n\t\t\t\t</tr>\n`,
    )
    .join('');
  return (
    `<table class="shop_table woocommerce-checkout-review-order-table">\n\t<thead>\n\t\t<tr>\n\t\t\t<th class="product-name">Product</th>\n\t\t\t<th class="product-total">Subtotal</th>\n\t\t</tr>\n\t</thead>\n\t<tbody>\n` +
    rows +
    `\t\t\t\t\t</tbody>\n\t<tfoot>\n\n\t\t<tr class="cart-subtotal">\n\t\t\t<th>Subtotal</th>\n\t\t\t<td>${wcPrice(totals.subtotalCents)}</td>\n\t\t</tr>\n\n` +
    couponRows(totals, false) +
    shippingRow(totals, '') +
    `\t\t<tr class="order-total">\n\t\t\t<th>Total</th>\n\t\t\t<td><strong>${wcPrice(totals.totalCents)}</strong> </td>\n\t\t</tr>\n\n\t\t\n\t</tfoot>\n</table>`
  );
}

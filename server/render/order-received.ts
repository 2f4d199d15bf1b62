/**
 * The order received page (`/checkout/order-received/<id>/?key=wc_order_…`): the platform's
 * checkout/thankyou.php — the thank-you notice, the order overview, the payment method's
 * instructions, the order details table and the billing address. With a wrong or missing key
 * only the thank-you notice shows, as on the platform.
 */
import { PAYMENT_GATEWAYS } from '../checkout.ts';
import type { Order } from '../checkout-store.ts';
import { countryName } from '../shipping.ts';
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';
import { escHtml, escUrl } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import { CHECKOUT_BODY_CLASS } from './checkout-page.ts';

const THANK_YOU = 'Thank you. Your order has been received.';

/** "November 22, 2026" (the site's date format, UTC). */
export function orderDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function overview(order: Order): string {
  const email = order.billing.billing_email ?? '';
  return (
    `\t\t<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">\n\n` +
    `\t\t\t<li class="woocommerce-order-overview__order order">\n\t\t\t\tOrder number:\t\t\t\t<strong>${order.id}</strong>\n\t\t\t</li>\n\n` +
    `\t\t\t<li class="woocommerce-order-overview__date date">\n\t\t\t\tDate:\t\t\t\t<strong>${orderDate(order.createdAt)}</strong>\n\t\t\t</li>\n\n` +
    (email
      ? `\t\t\t\t\t\t\t<li class="woocommerce-order-overview__email email">\n\t\t\t\t\tEmail:\t\t\t\t\t<strong>${escHtml(email)}</strong>\n\t\t\t\t</li>\n\t\t\t\n`
      : '') +
    `\t\t\t<li class="woocommerce-order-overview__total total">\n\t\t\t\tTotal:\t\t\t\t<strong>${wcPrice(order.totals.totalCents)}</strong>\n\t\t\t</li>\n\n` +
    (order.paymentMethodTitle
      ? `\t\t\t\t\t\t\t<li class="woocommerce-order-overview__payment-method method">\n\t\t\t\t\tPayment method:\t\t\t\t\t<strong>${escHtml(order.paymentMethodTitle)}</strong>\n\t\t\t\t</li>\n\t\t\t\n`
      : '') +
    `\t\t</ul>\n\n`
  );
}

function details(order: Order): string {
  const rows = order.items
    .map(
      (item) =>
        `\t<tr class="woocommerce-table__line-item order_item">\n\n\t<td class="woocommerce-table__product-name product-name">\n` +
        `\t\t<a href="${escUrl(item.permalink)}">${escHtml(item.name)}</a> <strong class="product-quantity">&times;&nbsp;${item.quantity}</strong>\t</td>\n\n` +
        `\t<td class="woocommerce-table__product-total product-total">\n\t\t${wcPrice(item.totalCents)}\t</td>\n\n</tr>\n`,
    )
    .join('');
  const totals: Array<[string, string]> = [['Subtotal:', wcPrice(order.totals.subtotalCents)]];
  const discount = order.totals.discounts.reduce((sum, d) => sum + d.amountCents, 0);
  if (discount > 0) totals.push(['Discount:', `-${wcPrice(discount)}`]);
  if (order.totals.shipping) {
    const { label, costCents } = order.totals.shipping;
    totals.push([
      'Shipping:',
      `${costCents > 0 ? wcPrice(costCents) : escHtml(label)}&nbsp;<small class="shipped_via">via ${escHtml(label)}</small>`,
    ]);
  }
  if (order.paymentMethodTitle) totals.push(['Payment method:', escHtml(order.paymentMethodTitle)]);
  totals.push(['Total:', wcPrice(order.totals.totalCents)]);
  if (order.customerNote) totals.push(['Note:', escHtml(order.customerNote).replace(/\r?\n/g, '<br />')]);
  return (
    `\t<section class="woocommerce-order-details">\n\t\n\t<h2 class="woocommerce-order-details__title">Order details</h2>\n\n` +
    `\t<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">\n\n\t\t<thead>\n\t\t\t<tr>\n` +
    `\t\t\t\t<th class="woocommerce-table__product-name product-name">Product</th>\n\t\t\t\t<th class="woocommerce-table__product-table product-total">Total</th>\n\t\t\t</tr>\n\t\t</thead>\n\n` +
    `\t\t<tbody>\n${rows}\t\t</tbody>\n\n\t\t<tfoot>\n` +
    totals
      .map(
        ([label, value]) =>
          `\t\t\t\t\t\t\t\t\t<tr>\n\t\t\t\t\t\t<th scope="row">${label}</th>\n\t\t\t\t\t\t<td>${value}</td>\n\t\t\t\t\t</tr>\n`,
      )
      .join('') +
    `\t\t\t\t\t</tfoot>\n\t</table>\n\n\t\n\t</section>\n\n`
  );
}

function address(fields: Readonly<Record<string, string>>, prefix: 'billing' | 'shipping'): string {
  const get = (key: string): string => fields[`${prefix}_${key}`] ?? '';
  const name = [get('first_name'), get('last_name')].filter(Boolean).join(' ');
  const cityLine = [get('city'), get('state'), get('postcode')].filter(Boolean).join(', ');
  const lines = [name, get('company'), get('address_1'), get('address_2'), cityLine, countryName(get('country'))]
    .filter(Boolean)
    .map(escHtml);
  return lines.join('<br/>');
}

function customerDetails(order: Order): string {
  const phone = order.billing.billing_phone ?? '';
  const email = order.billing.billing_email ?? '';
  const shipping = Object.keys(order.shipping).length
    ? `\t\t<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2">\n\t\t\t<h2 class="woocommerce-column__title">Shipping address</h2>\n\t\t\t<address>\n\t\t\t\t${address(order.shipping, 'shipping')}\t\t\t</address>\n\t\t</div>\n`
    : '';
  return (
    `\t<section class="woocommerce-customer-details">\n\n\t${shipping ? '\t<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">\n\t\t<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">\n\n' : ''}` +
    `\t<h2 class="woocommerce-column__title">Billing address</h2>\n\n\t<address>\n\t\t${address(order.billing, 'billing')}\n\n` +
    (phone ? `\t\t\t\t\t<p class="woocommerce-customer-details--phone">${escHtml(phone)}</p>\n\t\t\n` : '') +
    (email ? `\t\t\t\t\t<p class="woocommerce-customer-details--email">${escHtml(email)}</p>\n\t\t\n` : '') +
    `\t\t\t</address>\n\n` +
    (shipping ? `\t\t</div><!-- /.col-1 -->\n\n${shipping}\t</section><!-- /.col2-set -->\n` : '') +
    `\n\t\n\t</section>\n`
  );
}

/** thankyou.php for `order`, or only the thank-you notice when the order cannot be shown. */
export function thankYou(order: Order | null): string {
  const notice = `\t\t<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">${THANK_YOU}</p>\n\n`;
  if (!order) return `<div class="woocommerce">\n<div class="woocommerce-order">\n\n\t\n${notice}\t\n</div>\n</div>`;
  const gateway = PAYMENT_GATEWAYS.find((g) => g.id === order.paymentMethod);
  return (
    `<div class="woocommerce">\n<div class="woocommerce-order">\n\n\t\n${notice}${overview(order)}` +
    (gateway ? `\t\t<p>${escHtml(gateway.description)}</p>\n` : '') +
    `\n\t\n\t${details(order)}${customerDetails(order)}\n\t\n</div>\n</div>`
  );
}

/** The page (rendered on the fly, one per order). */
export function orderReceivedPage(order: Order | null): PageSpec {
  return {
    title: 'Checkout',
    bodyClass: CHECKOUT_BODY_CLASS.replace('woocommerce-checkout', 'woocommerce-checkout woocommerce-order-received'),
    navCurrent: '',
    breadcrumb: [{ label: 'Home', href: URLS.home }, { label: 'Checkout' }],
    main: () =>
      `\n\t\t\t\n<article id="post-7" class="post-7 page type-page status-publish hentry">\n` +
      `\t\t\t<header class="entry-header">\n\t\t\t<h1 class="entry-title">Order received</h1>\t\t</header><!-- .entry-header -->\n` +
      `\t\t\t\t<div class="entry-content">\n\t\t\t${thankYou(order)}\n\t\t\t\t\t</div><!-- .entry-content -->\n` +
      `\t\t</article><!-- #post-## -->\n\n\t\t`,
    sidebar: false,
    isCart: false,
  };
}

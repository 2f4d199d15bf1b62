/**
 * Placing an order in the real shop: the platform's validation (server/checkout-fields.ts,
 * the captured form's fields), an order in the shared orders table (server/checkout-store.ts),
 * then the emptied cart, as WC_Checkout::process_checkout() does. No nonce check: the real
 * shop's pages carry the captured nonces.
 */
import type { Context } from 'hono';
import { addressFields, validateCheckout, type CheckoutError } from '../checkout-fields.ts';
import { checkoutStore, type NewOrder, type Order } from '../checkout-store.ts';
import type { FormFields } from '../http.ts';
import type { Shop } from '../shop.ts';
import { changeRealCart, realTotals } from './cart-state.ts';
import { REAL_GATEWAYS } from './render-checkout.ts';
import { readRealSession } from './session.ts';
import { REAL_URLS } from './shop.ts';
import { itemLink } from './render-cart.ts';

/** The platform's notice when the session has no cart any more. */
export const SESSION_EXPIRED = 'Sorry, your session has expired. <a href="/real/shop/" class="wc-backward">Return to shop</a>';

export type RealCheckoutOutcome = { ok: true; order: Order; redirect: string } | { ok: false; errors: CheckoutError[] };

/** `/real/checkout/order-received/<id>/?key=…` */
export function realOrderReceivedUrl(order: Pick<Order, 'id' | 'key'>): string {
  return `${REAL_URLS.orderReceived}${order.id}/?key=${order.key}`;
}

class Refused extends Error {
  constructor(readonly errors: CheckoutError[]) {
    super('checkout refused');
  }
}

function addressOf(form: Readonly<FormFields>, fieldset: 'billing' | 'shipping'): Record<string, string> {
  return Object.fromEntries(addressFields(fieldset, form[`${fieldset}_country`] ?? '').map((field) => [field.key, form[field.key] ?? '']));
}

/** WC_Checkout::process_checkout() for the real shop. */
export function placeRealOrder(c: Context, shop: Shop, form: Readonly<FormFields>): RealCheckoutOutcome {
  const store = checkoutStore(shop.store);
  try {
    const { value } = changeRealCart(c, shop, readRealSession(c, shop.store), (state) => {
      if (state.lines.length === 0) throw new Refused([{ html: SESSION_EXPIRED }]);
      const shipElsewhere = (form.ship_to_different_address ?? '') !== '';
      const errors = validateCheckout(form, { shipToDifferentAddress: shipElsewhere, paymentMethods: Object.keys(REAL_GATEWAYS) });
      if (errors.length) throw new Refused(errors);
      const totals = realTotals(shop, state);
      const method = form.payment_method ?? '';
      const order: NewOrder = {
        status: method === 'cod' ? 'processing' : 'on-hold',
        createdVia: 'checkout',
        customerId: null,
        sessionId: null,
        paymentMethod: method,
        paymentMethodTitle: REAL_GATEWAYS[method] ?? '',
        billing: addressOf(form, 'billing'),
        shipping: addressOf(form, shipElsewhere ? 'shipping' : 'billing'),
        items: totals.view.items.map((item) => ({
          productId: item.productId,
          variationId: item.variationId,
          name: item.name,
          permalink: itemLink(shop.catalogue, item).replaceAll('&#038;', '&'),
          quantity: item.quantity,
          totalCents: item.lineCents,
        })),
        totals: {
          subtotalCents: totals.subtotalCents,
          discounts: totals.discounts.map((d) => ({ code: d.code, amountCents: d.amountCents })),
          shipping: totals.shippingCents ? { label: 'Flat rate', costCents: totals.shippingCents } : null,
          totalCents: totals.totalCents,
        },
        customerNote: form.order_comments ?? '',
        attribution: {},
      };
      // wc_empty_cart(): the lines and the applied coupons go.
      return { lines: [], meta: { ...state.meta, coupons: [] }, value: store.createOrder(order) };
    });
    return { ok: true, order: value, redirect: realOrderReceivedUrl(value) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }
}

/** The order a received page asks for, when its key matches. */
export function receivedOrder(shop: Shop, id: number, key: string | undefined): Order | null {
  const order = checkoutStore(shop.store).loadOrder(id);
  return order && key === order.key ? order : null;
}

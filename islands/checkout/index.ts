/**
 * Claims the classic checkout form (`form.checkout.woocommerce-checkout`, §2 "Checkout page");
 * the island also drives the checkout's login and coupon toggles printed just before it.
 * Hydrates at idle: a click on place order before then posts the form to the server, which
 * processes it without JavaScript.
 */
import { CHECKOUT_FORM } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const checkoutIsland = defineIsland<Record<string, never>>({
  name: 'checkout',
  selector: CHECKOUT_FORM,
  hydrate: { on: 'idle' },
  props: (element) => (element instanceof HTMLFormElement ? { ok: true, props: {} } : { ok: false, reason: 'the checkout is not a form.' }),
  load: () => import('./Checkout.tsx'),
});

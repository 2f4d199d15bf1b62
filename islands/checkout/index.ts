/**
 * Claims the classic checkout form (`form.checkout.woocommerce-checkout`, §2 "Checkout page");
 * the island also drives the checkout's login and coupon toggles printed just before it.
 * Hydrates at idle: a click on place order before then posts the form to the server, which
 * processes it without JavaScript. The selector only matches a form, so there is nothing to check.
 */
import { CHECKOUT_FORM } from '../../dom-bridge/checkout-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const checkoutIsland = defineIsland<Record<string, never>>({
  name: 'checkout',
  selector: CHECKOUT_FORM,
  hydrate: { on: 'idle' },
  load: () => import('./Checkout.ts'),
});

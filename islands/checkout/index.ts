/**
 * Claims the classic checkout form (`form.checkout.woocommerce-checkout`, §2 "Checkout page");
 * the island also drives the checkout's login and coupon toggles printed just before it.
 * Hydrates at idle: a submit before then is held and sent once it is live (or, if it cannot load,
 * posted to the server, which processes it without JavaScript). The toggles sit outside the form:
 * a click on one before then is held too (their `href="#"` would only scroll to the top) and wakes
 * it. The selector only matches a form, so there is nothing to check.
 */
import { CHECKOUT, CHECKOUT_FORM } from '../../dom-bridge/checkout-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const checkoutIsland = defineIsland<Record<string, never>>({
  name: 'checkout',
  selector: CHECKOUT_FORM,
  hydrate: [{ on: 'idle' }, { on: 'interaction', trigger: `${CHECKOUT.loginToggle},${CHECKOUT.couponToggle}`, anywhere: true }],
  load: () => import('./Checkout.ts'),
});

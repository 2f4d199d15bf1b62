/**
 * Claims the billing e-mail input of the classic checkout (`#billing_email`) and of the block
 * checkout (`#email`, rendered later by the platform's own script: the runtime claims it when it
 * appears). No React: the watcher only feeds `$billingEmail` (§2 "Checkout page").
 */
import { CHECKOUT_EMAIL_INPUT } from '../../dom-bridge/checkout-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const checkoutEmailIsland = defineIsland<Record<string, never>>({
  name: 'checkout-email',
  selector: CHECKOUT_EMAIL_INPUT,
  hydrate: { on: 'idle' },
  load: () => import('./watch.ts'),
});

/**
 * Claims where the checkout's order-attribution values go (§3, §7 "Order attribution"): the
 * classic checkout's `<wc-order-attribution-inputs>` (hidden `wc_order_attribution_*` inputs,
 * posted with the order) and the block checkout (its extension data). No React.
 */
import { ORDER_ATTRIBUTION_TARGET } from '../../dom-bridge/checkout-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const orderAttributionIsland = defineIsland<Record<string, never>>({
  name: 'order-attribution',
  selector: ORDER_ATTRIBUTION_TARGET,
  hydrate: { on: 'idle' },
  load: () => import('./fill.ts'),
});

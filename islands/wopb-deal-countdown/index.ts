/** Claims ProductX's deal countdown (`.wopb-product-deals[data-date]`, §4 "Listing blocks"); started once it is in view. */
import { DEAL_SELECTORS } from '../../dom-bridge/discovery-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbDealCountdownIsland = defineIsland<Record<string, never>>({
  name: 'wopb-deal-countdown',
  selector: DEAL_SELECTORS.root,
  hydrate: { on: 'visible' },
  load: () => import('./DealCountdown.ts'),
});

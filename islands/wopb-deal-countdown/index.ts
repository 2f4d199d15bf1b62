/** Claims ProductX's deal countdown (`.wopb-product-deals[data-date]`, §4 "Listing blocks"); started once it is in view. */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbDealCountdownIsland = defineIsland<Record<string, never>>({
  name: 'wopb-deal-countdown',
  selector: DISCOVERY_CLAIMS.deal,
  hydrate: { on: 'visible' },
  load: () => import('./DealCountdown.ts'),
});

/**
 * Claims the platform's result count (`.woocommerce-result-count`, §2 "Product listings"): it is
 * re-announced to screen readers 2 s after load. Hydrated when idle (after load, as the timer is).
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const resultCountIsland = defineIsland<Record<string, never>>({
  name: 'result-count',
  selector: DISCOVERY_CLAIMS.resultCount,
  hydrate: { on: 'idle' },
  load: () => import('./ResultCount.ts'),
});

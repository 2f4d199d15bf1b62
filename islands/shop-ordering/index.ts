/**
 * Claims the platform's sort form (`form.woocommerce-ordering`, §2 "Product listings"): its select
 * submits the form as soon as it changes. Hydrated when idle, so a keyboard user's change (which
 * needs no click) finds it there; an earlier press loads it and is replayed.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const shopOrderingIsland = defineIsland<Record<string, never>>({
  name: 'shop-ordering',
  selector: DISCOVERY_CLAIMS.ordering,
  hydrate: [{ on: 'idle' }, { on: 'interaction' }],
  load: () => import('./Ordering.ts'),
});

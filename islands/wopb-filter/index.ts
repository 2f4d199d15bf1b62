/**
 * Claims ProductX's filter block (`.wopb-filter-block`, §2 "Filter block"). Hydrated at once: a
 * filter state in the URL (a shared link, a reload) is applied on arrival.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbFilterIsland = defineIsland<Record<string, never>>({
  name: 'wopb-filter',
  selector: DISCOVERY_CLAIMS.filter,
  hydrate: { on: 'now' },
  load: () => import('./Filter.ts'),
});

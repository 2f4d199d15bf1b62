/**
 * Claims ProductX's filter block (`.wopb-filter-block`, §2 "Filter block"). Hydrated at once: a
 * filter state in the URL (a shared link, a reload) is applied on arrival. A press on its inputs
 * before the chunk has arrived is held (busy) and replayed once live (issue 18): a box ticked
 * meanwhile would otherwise show a filter the island never applied.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbFilterIsland = defineIsland<Record<string, never>>({
  name: 'wopb-filter',
  selector: DISCOVERY_CLAIMS.filter,
  hydrate: [{ on: 'now' }, { on: 'interaction', trigger: 'input,label' }],
  load: () => import('./Filter.ts'),
});

/**
 * Claims ProductX's numbered pagination (`.wopb-pagination-wrap`, §4 "Listing blocks"). Hydrated
 * at once: a page named in the URL (back/forward, reload, a shared link) is loaded on arrival.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbPaginationIsland = defineIsland<Record<string, never>>({
  name: 'wopb-pagination',
  selector: DISCOVERY_CLAIMS.pagination,
  hydrate: { on: 'now' },
  load: () => import('./Pagination.ts'),
});

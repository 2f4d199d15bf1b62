/**
 * Claims ProductX's load-more control (`.wopb-loadmore-action`, §2 "Product listings", §4
 * "Listing blocks"). Hydrated when the browser is idle: the span needs its button role and
 * tab stop before a keyboard user reaches it; a click before that loads it and is replayed.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbLoadMoreIsland = defineIsland<Record<string, never>>({
  name: 'wopb-load-more',
  selector: DISCOVERY_CLAIMS.loadMore,
  hydrate: [{ on: 'idle' }, { on: 'interaction' }],
  load: () => import('./LoadMore.ts'),
});

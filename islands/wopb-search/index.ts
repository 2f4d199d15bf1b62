/**
 * Claims ProductX's product search block (issue 14, §2 "Product search block"), in the discovery
 * claim group (its wrapper carries `.wopb-block-wrapper`, the group's sniff). Nothing loads with the
 * page: a click in it loads it and is replayed; the first focus on the page (a keyboard user tabbing
 * to its field) loads it too, and what was typed meanwhile is searched once it is live.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbSearchIsland = defineIsland<Record<string, never>>({
  name: 'search-block',
  selector: DISCOVERY_CLAIMS.searchBlock,
  hydrate: [{ on: 'interaction' }, { on: 'event', names: ['focusin'] }],
  load: () => import('./SearchBlock.ts'),
});

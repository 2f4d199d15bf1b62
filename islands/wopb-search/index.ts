/**
 * Claims ProductX's product search block (issue 14, §2 "Product search block"), in the discovery
 * claim group (its wrapper carries `.wopb-block-wrapper`, the group's sniff). Live when the browser
 * is idle, so a keyboard user can type at once; a click in it before that loads it and is replayed.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbSearchIsland = defineIsland<Record<string, never>>({
  name: 'search-block',
  selector: DISCOVERY_CLAIMS.searchBlock,
  hydrate: [{ on: 'idle' }, { on: 'interaction' }],
  load: () => import('./SearchBlock.ts'),
});

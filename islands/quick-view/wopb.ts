/**
 * Claims ProductX's quick-view triggers (issue 25), with the discovery group (its grids, the
 * archive pages). A click loads the island and is replayed; so does the first focus inside a card
 * (the trigger is a `div` until then: the island makes it a button a keyboard reaches).
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbQuickViewIsland = defineIsland<Record<string, never>>({
  name: 'wopb-quick-view',
  selector: DISCOVERY_CLAIMS.quickView,
  hydrate: [{ on: 'interaction' }, { on: 'event', names: ['focusin'], within: DISCOVERY_CLAIMS.flipCard }],
  load: () => import('./WopbQuickView.ts'),
});

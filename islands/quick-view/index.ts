/**
 * Claims every product card's quick-view trigger (any listing may show one, so the claim is in the
 * entry). The first click loads the island and is replayed; until then the runtime marks the trigger
 * busy in the same frame (src/strategies/interaction.ts).
 */
import { QUICK_VIEW_TRIGGER } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const quickViewIsland = defineIsland<Record<string, never>>({
  name: 'quick-view',
  selector: QUICK_VIEW_TRIGGER,
  hydrate: { on: 'interaction' },
  load: () => import('./QuickView.ts'),
});

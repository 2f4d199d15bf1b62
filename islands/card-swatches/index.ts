/**
 * Claims a product card's variation swatches. The first press of a swatch loads the island
 * and is replayed; until then the card's button is the plain "Select options" link.
 */
import { CARD_SWATCHES_SELECTOR } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const cardSwatchesIsland = defineIsland<Record<string, never>>({
  name: 'card-swatches',
  selector: CARD_SWATCHES_SELECTOR,
  hydrate: { on: 'interaction', trigger: '[data-term]' },
  load: () => import('./CardSwatches.ts'),
});

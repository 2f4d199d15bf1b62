/**
 * Claims ProductX's flip images (issue 25): a card's second image, which shows while the card is
 * hovered. Nothing loads for it until a pointer or focus first enters a card; the island then
 * catches up with where the pointer and focus already are.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbFlipImageIsland = defineIsland<Record<string, never>>({
  name: 'wopb-flip-image',
  selector: DISCOVERY_CLAIMS.flipImage,
  hydrate: { on: 'event', names: ['mouseover', 'focusin'], within: DISCOVERY_CLAIMS.flipCard },
  load: () => import('./FlipImage.ts'),
});

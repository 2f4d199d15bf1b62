/** Claims ProductX's product slider (`.wopb-product-blocks-slide`, §2, §9); Swiper is fetched when it scrolls into view. */
import { SLIDER_SELECTORS } from '../../dom-bridge/discovery-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbSliderIsland = defineIsland<Record<string, never>>({
  name: 'wopb-slider',
  selector: SLIDER_SELECTORS.root,
  hydrate: { on: 'visible' },
  load: () => import('./ProductSlider.ts'),
});

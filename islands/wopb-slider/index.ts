/** Claims ProductX's product slider (`.wopb-product-blocks-slide`, §2, §9); Swiper is fetched when it scrolls into view. */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbSliderIsland = defineIsland<Record<string, never>>({
  name: 'wopb-slider',
  selector: DISCOVERY_CLAIMS.slider,
  hydrate: { on: 'visible' },
  load: () => import('./ProductSlider.ts'),
});

/**
 * Claims the builder's image carousel widget (issue 16 "The builder's own widgets"): near the viewport
 * (the server's markup shows the first slides until then), its chunk and the shared Swiper arrive together.
 */
import { CAROUSEL_CLAIMS } from '../../dom-bridge/carousel-claims.ts';
import { loadContentSwiper } from '../../src/carousel/load-swiper.ts';
import { defineIsland } from '../../src/island.ts';

export const imageCarouselIsland = defineIsland<Record<string, never>>({
  name: 'image-carousel',
  selector: CAROUSEL_CLAIMS.imageCarousel,
  hydrate: { on: 'visible' },
  load: () => Promise.all([import('./ImageCarousel.ts'), loadContentSwiper()]).then(([carousel]) => carousel),
});

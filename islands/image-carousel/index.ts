/**
 * Claims the builder's image carousel widget (issue 16 "The builder's own widgets"): near the viewport
 * (the server's markup shows the first slides until then), its chunk and the shared Swiper arrive together.
 */
import { IMAGE_CAROUSEL } from '../../dom-bridge/carousel-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const imageCarouselIsland = defineIsland<Record<string, never>>({
  name: 'image-carousel',
  selector: IMAGE_CAROUSEL,
  hydrate: { on: 'visible' },
  // Swiper's chunk is asked for beside the island's (the island waits for it and its styles): no waterfall, and
  // nothing but this claim in the group chunk.
  load: () => Promise.all([import('./ImageCarousel.ts'), import('../../src/carousel/swiper.ts')]).then(([carousel]) => carousel),
});

/**
 * Claims the theme's carousel blocks (`.tm-swiper`, §2 "Content pages"): near the viewport (the
 * server's markup shows the first slides until then), the island's chunk and the shared Swiper arrive
 * together.
 */
import { THEME_CAROUSEL } from '../../dom-bridge/carousel-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const themeCarouselIsland = defineIsland<Record<string, never>>({
  name: 'theme-carousel',
  selector: THEME_CAROUSEL,
  hydrate: { on: 'visible' },
  // Swiper's chunk is asked for beside the island's (the island waits for it and its styles): no waterfall, and
  // nothing but this claim in the group chunk.
  load: () => Promise.all([import('./ThemeCarousel.ts'), import('../../src/carousel/swiper.ts')]).then(([carousel]) => carousel),
});

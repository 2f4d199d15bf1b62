/**
 * Claims the theme's carousel blocks (`.tm-swiper`, §2 "Content pages"): near the viewport (the
 * server's markup shows the first slides until then), the island's chunk and the shared Swiper arrive
 * together.
 */
import { CAROUSEL_CLAIMS } from '../../dom-bridge/carousel-claims.ts';
import { loadContentSwiper } from '../../src/carousel/load-swiper.ts';
import { defineIsland } from '../../src/island.ts';

export const themeCarouselIsland = defineIsland<Record<string, never>>({
  name: 'theme-carousel',
  selector: CAROUSEL_CLAIMS.theme,
  hydrate: { on: 'visible' },
  load: () => Promise.all([import('./ThemeCarousel.ts'), loadContentSwiper()]).then(([carousel]) => carousel),
});

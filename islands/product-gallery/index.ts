/**
 * Claims the product gallery (§2 "Single product page": carousel, thumbnails, zoom,
 * lightbox, video, follows the variation). Hydrates when it comes into view; the
 * markup is read in the island's own chunk.
 */
import { GALLERY_ROOT } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';
import { loadCarousel } from './load-carousel.ts';

export const productGalleryIsland = defineIsland<Record<string, never>>({
  name: 'product-gallery',
  selector: GALLERY_ROOT,
  hydrate: { on: 'visible' },
  // Both chunks at once: the gallery's code and Swiper, no waterfall.
  load: () => Promise.all([import('./ProductGallery.ts'), loadCarousel()]).then(([gallery]) => gallery),
});

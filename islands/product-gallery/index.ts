/**
 * Claims the product gallery (§2 "Single product page": carousel, thumbnails, zoom,
 * lightbox, video, follows the variation). Hydrates when it comes into view; the
 * markup is read in the island's own chunk. A click on a slide's image before then is held (busy)
 * and opens the lightbox once live (issue 18), rather than leaving for the bare image file.
 */
import { GALLERY_ROOT, GALLERY_SLIDE_LINK } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';
import { loadCarousel } from './load-carousel.ts';

export const productGalleryIsland = defineIsland<Record<string, never>>({
  name: 'product-gallery',
  selector: GALLERY_ROOT,
  hydrate: [{ on: 'visible' }, { on: 'interaction', trigger: GALLERY_SLIDE_LINK }],
  // Both chunks at once: the gallery's code and Swiper, no waterfall.
  load: () => Promise.all([import('./ProductGallery.ts'), loadCarousel()]).then(([gallery]) => gallery),
});

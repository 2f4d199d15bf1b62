/**
 * The product gallery (§2) as a plain controller over the server's markup: the slides in a
 * Swiper carousel, thumbnails as buttons, arrow keys while focus is in the gallery, zoom on
 * hover, a zoom button opening the PhotoSwipe lightbox (loaded on first use), videos paused
 * when their slide leaves, and the variation's image or slides while a variation is chosen.
 * No React: the island only drives and adds to server markup.
 */
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import type { Unmount } from '../../src/island.ts';
import { startGallery } from './gallery-controller.ts';
import { loadCarousel } from './load-carousel.ts';

// The helpers' tests import them from the island.
export { keyTarget } from './gallery-input.ts';
export { lightboxItems } from './lightbox-opener.ts';
export { thumbLabel } from './thumbnails.ts';

/** The platform's text (wc_single_product_params.i18n_product_gallery_trigger_text). */
const TRIGGER_TEXT = 'View full-screen image gallery';

/** Mounts the island on a claimed gallery. */
export async function mount(gallery: HTMLElement): Promise<Unmount> {
  const wrapper = gallery.querySelector<HTMLElement>(GALLERY.wrapper);
  if (!wrapper || !wrapper.querySelector(GALLERY.slide)) {
    throw new Error(`no ${GALLERY.wrapper} with ${GALLERY.slide} slides; the gallery stays as printed.`);
  }
  // Swiper is its own chunk (budgeted on its own); index.ts starts fetching it alongside this one.
  const { createCarousel } = await loadCarousel();
  const triggerText = str(globalRecord(GALLERY.paramsGlobal), 'i18n_product_gallery_trigger_text', TRIGGER_TEXT);
  return startGallery(gallery, wrapper, { name: 'product-gallery', triggerText, carouselFactory: createCarousel });
}

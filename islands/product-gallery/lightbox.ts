/**
 * The full-screen lightbox (§2 "A zoom button opens a full-screen lightbox"):
 * PhotoSwipe. This module (with PhotoSwipe's lightbox and its CSS) is fetched on
 * the first open, and PhotoSwipe's core only when the lightbox opens it — never at
 * page load. Esc closes it and focus goes back to where it was (PhotoSwipe's
 * returnFocus).
 */
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import photoswipeCss from 'photoswipe/style.css?url';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import type { LargeImage } from './slides.ts';

export interface Lightbox {
  open(images: LargeImage[], index: number): void;
  destroy(): void;
}

export function createLightbox(): Lightbox {
  const lightbox = new PhotoSwipeLightbox({
    pswpModule: () => import('photoswipe'),
    // The platform opens and closes without animation (its photoswipe_options: 0 ms).
    showHideAnimationType: 'none',
    returnFocus: true,
  });
  lightbox.init();
  return {
    open(images, index) {
      const dataSource = images.map(({ src, width, height, alt }) => ({ src, width, height, alt }));
      // PhotoSwipe's layout must apply before it measures the viewport.
      void loadStylesheet(photoswipeCss).then(() => lightbox.loadAndOpen(index, dataSource));
    },
    destroy() {
      lightbox.destroy();
    },
  };
}

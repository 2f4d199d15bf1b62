/**
 * The gallery's lightbox (§2 "A zoom button opens a full-screen lightbox"): the shared lightbox
 * (src/lightbox/, PhotoSwipe loaded on the first open), over the slides' large images.
 */
import { createLightboxOpener as createSharedOpener } from '../../src/lightbox/lightbox-opener.ts';
import { GALLERY_OPTIONS } from '../../src/lightbox/types.ts';
import type { LargeImage, Slide } from './slides.ts';

export interface LightboxOpener {
  /** Opens `slides[slideIndex]`; nothing when no slide has an image. `pressed` is busy while PhotoSwipe first loads. */
  open(slides: Slide[], slideIndex: number, pressed?: Element): void;
  destroy(): void;
}

/** The lightbox's images and the one to open: the shown slide, or the first image when a video is shown. */
export function lightboxItems(slides: Slide[], active: number): { images: LargeImage[]; index: number } {
  const withImage = slides.filter((slide) => slide.large !== null);
  const index = withImage.indexOf(slides[active] as Slide);
  return { images: withImage.map((slide) => slide.large as LargeImage), index: Math.max(index, 0) };
}

export function createLightboxOpener(name: string): LightboxOpener {
  const shared = createSharedOpener(name, GALLERY_OPTIONS);
  return {
    open(slides, slideIndex, pressed) {
      const { images, index } = lightboxItems(slides, slideIndex);
      shared.open(images, index, pressed);
    },
    destroy: shared.destroy,
  };
}

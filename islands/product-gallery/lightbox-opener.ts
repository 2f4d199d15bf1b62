/**
 * The gallery's lightbox (§2 "A zoom button opens a full-screen lightbox"): PhotoSwipe,
 * loaded on the first open and destroyed with the gallery.
 */
import { warn } from '../../dom-bridge/warn.ts';
import type { Lightbox } from './lightbox.ts';
import type { LargeImage, Slide } from './slides.ts';

export interface LightboxOpener {
  /** Opens `slides[slideIndex]`; nothing when no slide has an image. */
  open(slides: Slide[], slideIndex: number): void;
  destroy(): void;
}

/** The lightbox's images and the one to open: the shown slide, or the first image when a video is shown. */
export function lightboxItems(slides: Slide[], active: number): { images: LargeImage[]; index: number } {
  const withImage = slides.filter((slide) => slide.large !== null);
  const index = withImage.indexOf(slides[active] as Slide);
  return { images: withImage.map((slide) => slide.large as LargeImage), index: Math.max(index, 0) };
}

export function createLightboxOpener(name: string): LightboxOpener {
  let lightbox: Promise<Lightbox> | null = null;
  let destroyed = false;
  return {
    open(slides, slideIndex) {
      const { images, index } = lightboxItems(slides, slideIndex);
      if (!images.length || destroyed) return;
      lightbox ??= import('./lightbox.ts').then(({ createLightbox }) => createLightbox());
      lightbox.then(
        (box) => {
          // The gallery may have gone while PhotoSwipe loaded.
          if (!destroyed) box.open(images, index);
        },
        (error: unknown) => {
          lightbox = null;
          warn(`${name}: the lightbox could not load.`, error);
        },
      );
    },
    destroy() {
      destroyed = true;
      void lightbox?.then(
        (box) => box.destroy(),
        () => {},
      );
    },
  };
}

/**
 * The gallery's lightbox (§2 "A zoom button opens a full-screen lightbox"): PhotoSwipe,
 * loaded on the first open and destroyed with the gallery.
 */
import { useCallback, useEffect, useRef } from 'react';
import { warn } from '../../dom-bridge/warn.ts';
import type { Lightbox } from './lightbox.ts';
import type { LargeImage, Slide } from './slides.ts';

/** The lightbox's images and the one to open: the shown slide, or the first image when a video is shown. */
export function lightboxItems(slides: Slide[], active: number): { images: LargeImage[]; index: number } {
  const withImage = slides.filter((slide) => slide.large !== null);
  const index = withImage.indexOf(slides[active] as Slide);
  return { images: withImage.map((slide) => slide.large as LargeImage), index: Math.max(index, 0) };
}

/** Opens `slides[slideIndex]` in the lightbox (a stable callback); nothing when no slide has an image. */
export function useLightbox(name: string): (slides: Slide[], slideIndex: number) => void {
  const lightbox = useRef<Promise<Lightbox> | null>(null);

  useEffect(
    () => () => {
      void lightbox.current?.then(
        (box) => box.destroy(),
        () => {},
      );
    },
    [],
  );

  return useCallback(
    (slides: Slide[], slideIndex: number) => {
      const { images, index } = lightboxItems(slides, slideIndex);
      if (!images.length) return;
      lightbox.current ??= import('./lightbox.ts').then(({ createLightbox }) => createLightbox());
      lightbox.current.then(
        (box) => box.open(images, index),
        (error: unknown) => {
          lightbox.current = null;
          warn(`${name}: the lightbox could not load.`, error);
        },
      );
    },
    [name],
  );
}

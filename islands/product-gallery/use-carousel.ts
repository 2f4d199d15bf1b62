/**
 * The gallery's carousel as React state: the slides shown, the variation's thumbnails and the
 * active slide, with the carousel, the variation media and the gallery's keys started in one
 * effect so teardown restores the server markup in order.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import type { Carousel, createCarousel } from './carousel.ts';
import { listenToGallery, type FocusAfterMove } from './gallery-input.ts';
import { showVariationMedia } from './gallery-variation.ts';
import { readSlides, type Slide } from './slides.ts';
import { VariationMedia } from './variation-media.ts';

export interface GalleryCarousel {
  slides: Slide[];
  /** Thumbnails of a variation's own slides, by index (the slide's own thumbnail otherwise). */
  thumbs: VariationMedia['thumbs'];
  active: number;
  /** Moves the carousel to `index` (a thumbnail press). */
  slideTo(index: number): void;
  /** For the thumbnail list, so keys pressed in it keep focus there. */
  thumbList: RefObject<HTMLOListElement | null>;
}

/** After a keyboard move, focus what the key was pressed on: the new thumbnail, or the new slide's link. */
function focusMoved(where: FocusAfterMove, thumbList: HTMLOListElement | null, slide: HTMLElement | undefined, active: number): void {
  if (where === 'thumb') thumbList?.querySelectorAll('button')[active]?.focus();
  if (where === 'slide') (slide?.querySelector<HTMLElement>('a[href], video, button') ?? slide)?.focus();
}

/** Runs the carousel on `wrapper`'s slides for as long as the gallery is mounted; `open` opens a slide in the lightbox. */
export function useCarousel(
  gallery: HTMLElement,
  wrapper: HTMLElement,
  carouselFactory: typeof createCarousel,
  open: (slides: Slide[], index: number) => void,
): GalleryCarousel {
  const [slides, setSlides] = useState<Slide[]>(() => readSlides(wrapper));
  const [thumbs, setThumbs] = useState<VariationMedia['thumbs']>([]);
  const [active, setActive] = useState(0);
  const carousel = useRef<Carousel | null>(null);
  const thumbList = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<FocusAfterMove>(null);
  const slidesRef = useRef(slides);
  slidesRef.current = slides;

  useEffect(() => {
    const previousOpacity = gallery.style.opacity;
    // The platform's inline opacity 0 waits for its gallery script; we are that script now.
    gallery.style.opacity = '1';
    const media = new VariationMedia(wrapper);
    const instance = carouselFactory(gallery, wrapper);
    carousel.current = instance;
    const offChange = instance.onChange(setActive);
    const offVariation = showVariationMedia(gallery, media, instance, (shownThumbs) => {
      setSlides(readSlides(wrapper));
      setThumbs(shownThumbs);
    });
    const stopListening = listenToGallery(gallery, wrapper, instance, {
      slides: () => slidesRef.current,
      thumbList: () => thumbList.current,
      moving: (where) => (focusAfterMove.current = where),
      open: (index) => open(slidesRef.current, index),
    });
    emitOn(gallery, GALLERY.afterInitEvent, [gallery]);
    return () => {
      stopListening();
      offVariation();
      offChange();
      media.dispose();
      instance.destroy();
      carousel.current = null;
      gallery.style.opacity = previousOpacity;
    };
  }, [gallery, wrapper, open, carouselFactory]);

  useEffect(() => {
    const where = focusAfterMove.current;
    focusAfterMove.current = null;
    focusMoved(where, thumbList.current, slides[active]?.element, active);
  }, [active, slides]);

  return { slides, thumbs, active, slideTo: (index) => carousel.current?.slideTo(index), thumbList };
}

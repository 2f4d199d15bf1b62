/**
 * The gallery while it is mounted: the slides shown, the variation's thumbnails and the active
 * slide, kept in step with the carousel, the variation form, the keys and the zoom; the view
 * and the zoom follow each change. Teardown gives the server markup back in order.
 */
import { emitOn } from '../../dom-bridge/emit.ts';
import { GALLERY } from '../../dom-bridge/media-constants.ts';
import type { Unmount } from '../../src/island.ts';
import type { createCarousel } from './carousel.ts';
import { listenToGallery, type FocusAfterMove } from './gallery-input.ts';
import { showVariationMedia } from './gallery-variation.ts';
import { createGalleryView } from './gallery-view.ts';
import { createLightboxOpener } from './lightbox-opener.ts';
import { readSlides } from './slides.ts';
import { VariationMedia } from './variation-media.ts';
import { attachZoom } from './zoom.ts';

export interface GalleryOptions {
  name: string;
  triggerText: string;
  carouselFactory: typeof createCarousel;
}

/** After a keyboard move, focus what the key was pressed on: the new thumbnail, or the new slide's link. */
function focusMoved(where: FocusAfterMove, thumbList: HTMLOListElement | null, slide: HTMLElement | undefined, active: number): void {
  if (where === 'thumb') thumbList?.querySelectorAll('button')[active]?.focus();
  if (where === 'slide') (slide?.querySelector<HTMLElement>('a[href], video, button') ?? slide)?.focus();
}

/** Runs the gallery on `wrapper`'s slides until the returned unmount; what was started is undone if a step throws. */
export function startGallery(gallery: HTMLElement, wrapper: HTMLElement, { name, triggerText, carouselFactory }: GalleryOptions): Unmount {
  const undos: Array<() => void> = [];
  const unmount: Unmount = () => {
    for (const undo of undos.splice(0).reverse()) undo();
  };
  const state = { slides: readSlides(wrapper), thumbs: [] as VariationMedia['thumbs'], active: 0, focus: null as FocusAfterMove };
  let carousel: ReturnType<typeof carouselFactory> | null = null;
  let stopZoom = (): void => {};
  try {
    const previousOpacity = gallery.style.opacity;
    // The platform's inline opacity 0 waits for its gallery script; we are that script now.
    gallery.style.opacity = '1';
    undos.push(() => (gallery.style.opacity = previousOpacity));
    const lightbox = createLightboxOpener(name);
    const view = createGalleryView(gallery, triggerText, {
      open: (pressed) => lightbox.open(state.slides, state.active, pressed),
      slideTo: (index) => carousel?.slideTo(index),
    });
    undos.push(view.remove, lightbox.destroy);
    // The view, the zoom on the shown slide, and focus after a keyboard move follow every change.
    const refresh = (): void => {
      const slide = state.slides[state.active];
      view.update(state.slides, state.thumbs, state.active);
      stopZoom();
      stopZoom = slide?.large ? attachZoom(slide.element, slide.large) : () => {};
      focusMoved(state.focus, view.thumbList(), slide?.element, state.active);
      state.focus = null;
    };
    refresh();
    const media = new VariationMedia(wrapper);
    const instance = carouselFactory(gallery, wrapper);
    carousel = instance;
    undos.push(
      () => (carousel = null),
      instance.destroy,
      () => media.dispose(),
    );
    const offChange = instance.onChange((index) => {
      state.active = index;
      refresh();
    });
    const offVariation = showVariationMedia(gallery, media, instance, (shownThumbs) => {
      state.slides = readSlides(wrapper);
      state.thumbs = shownThumbs;
      refresh();
    });
    const stopListening = listenToGallery(gallery, wrapper, instance, {
      slides: () => state.slides,
      thumbList: () => view.thumbList(),
      moving: (where) => (state.focus = where),
      open: (index, pressed) => lightbox.open(state.slides, index, pressed),
    });
    undos.push(offChange, offVariation, stopListening, () => stopZoom());
    emitOn(gallery, GALLERY.afterInitEvent, [gallery]);
  } catch (error) {
    unmount();
    throw error;
  }
  return unmount;
}

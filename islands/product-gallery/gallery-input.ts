/**
 * The gallery's own keys and slide clicks: arrow keys, Home and End move the carousel while
 * focus is in the gallery; a click on a slide's image opens it in the lightbox.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { Carousel } from './carousel.ts';
import type { Slide } from './slides.ts';

/** Where focus goes after a keyboard move, so it never falls into an inert slide. */
export type FocusAfterMove = 'thumb' | 'slide' | null;

export interface GalleryInput {
  /** The slides as shown now. */
  slides(): Slide[];
  /** The thumbnail list, when there is one. */
  thumbList(): HTMLOListElement | null;
  /** Called before a keyboard move, with where focus should follow. */
  moving(focus: FocusAfterMove): void;
  /** Opens the slide at `index` in the lightbox; `pressed` is the slide's link. */
  open(index: number, pressed: Element): void;
}

/** Where `key` moves the carousel from `active` (of `count`), or null when it is not a carousel key. */
export function keyTarget(key: string, active: number, count: number): number | null {
  if (key === 'ArrowRight') return Math.min(active + 1, count - 1);
  if (key === 'ArrowLeft') return Math.max(active - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Listens for the gallery's keys and slide clicks until the returned undo. */
export function listenToGallery(gallery: HTMLElement, wrapper: HTMLElement, carousel: Carousel, input: GalleryInput): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // A video's own controls use the arrow keys (seek, volume).
    if (event.target instanceof Element && event.target.closest('video, input, select, textarea')) return;
    const target = keyTarget(event.key, carousel.active(), input.slides().length);
    if (target === null) return;
    event.preventDefault();
    const inThumbs = event.target instanceof Node && input.thumbList()?.contains(event.target);
    input.moving(inThumbs ? 'thumb' : wrapper.contains(document.activeElement) ? 'slide' : null);
    carousel.slideTo(target);
  };
  // A click on a slide's image opens it in the lightbox (its link goes to the same image without JS).
  const onSlideClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !wrapper.contains(link)) return;
    const slides = input.slides();
    const index = slides.findIndex((slide) => slide.element.contains(link));
    if (index === -1 || slides[index]?.large === null) return;
    event.preventDefault();
    input.open(index, link);
  };
  return undoAll([listen(gallery, 'keydown', onKey), listen(wrapper, 'click', onSlideClick)]);
}

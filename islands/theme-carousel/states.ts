/**
 * The slide and block states of §4 "Carousels", kept on the server's markup as the theme's CSS expects:
 * 'animated' on the visible slides when the carousel starts and at the end of each change (removed when
 * a change starts), the Ken Burns active state at the end of each change (both unless the block turns its
 * layer transition off), centered/uncentered marks in
 * centered mode (re-checked 500 ms after an update or a resize), and the pagination hidden with one page.
 */
import type { Swiper } from 'swiper/types';
import { CAROUSEL_CLASSES as C, CAROUSEL_TIMING } from '../../dom-bridge/carousel-constants.ts';
import type { ThemeCarouselSettings } from '../../src/carousel/theme-settings.ts';

const visibleSlides = (swiper: Swiper): HTMLElement[] => swiper.slides.filter((slide) => slide.classList.contains(C.visible));

function markVisible(swiper: Swiper, ...classes: string[]): void {
  for (const slide of visibleSlides(swiper)) slide.classList.add(...classes);
}

/** §4: a visible slide lying fully inside the carousel is centered, one cut by its edge is not. */
export function markCentered(swiper: Swiper): void {
  const box = swiper.el.getBoundingClientRect();
  for (const slide of visibleSlides(swiper)) {
    const rect = slide.getBoundingClientRect();
    const inside = rect.left - 1 > box.left && rect.right + 1 < box.right;
    slide.classList.toggle(C.centered, inside);
    slide.classList.toggle(C.uncentered, !inside);
  }
}

/** §4: pagination hidden when there is only one page. */
export function pageCount(swiper: Swiper): number {
  const group = Math.max(1, Number(swiper.params.slidesPerGroup) || 1);
  return swiper.params.loop ? Math.ceil(swiper.slides.length / group) : swiper.snapGrid.length;
}

/**
 * Listens on `swiper` for the rest of its life; returns what clears the pending re-check. The 'animated' and
 * Ken Burns states are the slides' layer transition: a block that turns `layerTransition` off gets neither
 * (its layers are not meant to move; the theme's own script sets them only with it), one that does not
 * print the setting keeps §4's states.
 */
export function trackStates(
  swiper: Swiper,
  block: HTMLElement,
  settings: Pick<ThemeCarouselSettings, 'centered' | 'layerTransition'>,
): () => void {
  const { centered, layerTransition } = settings;
  const animated = layerTransition ? [C.animated] : [];
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const syncPagination = (): void => {
    block.classList.toggle(C.paginationHidden, pageCount(swiper) <= 1);
  };
  const activeItems = (): void => swiper.wrapperEl.setAttribute('data-active-items', String(swiper.params.slidesPerView));
  swiper.on('slideChangeTransitionStart', () => {
    if (layerTransition) for (const slide of swiper.slides) slide.classList.remove(C.animated);
    if (centered) for (const slide of swiper.slides) slide.classList.remove(C.centered, C.uncentered);
  });
  swiper.on('slideChangeTransitionEnd', () => {
    if (layerTransition) for (const slide of swiper.slides) slide.classList.remove(C.kenBurns);
    markVisible(swiper, ...animated, ...(layerTransition ? [C.kenBurns] : []), C.slideActive);
  });
  if (centered) {
    swiper.on('transitionEnd', () => markCentered(swiper));
    const later = (): void => {
      clearTimeout(recheck);
      // The theme waits for the layout to settle after an update before it measures.
      recheck = setTimeout(() => markCentered(swiper), CAROUSEL_TIMING.centeredRecheckMs);
    };
    swiper.on('update', later);
    swiper.on('resize', later);
  }
  swiper.on('paginationRender', syncPagination);
  swiper.on('resize', () => {
    activeItems();
    syncPagination();
  });
  // The carousel has started: its first visible slides are animated at once.
  markVisible(swiper, ...animated, C.slideActive);
  if (centered) markCentered(swiper);
  activeItems();
  syncPagination();
  return () => clearTimeout(recheck);
}

/** The classes this module adds, for the unmount to take off the slides. */
export const STATE_CLASSES = [C.animated, C.kenBurns, C.centered, C.uncentered, C.slideActive] as const;

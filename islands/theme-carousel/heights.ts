/**
 * Two heights the theme's carousel settings ask for (§3 "Carousel block settings"; the spec names them and
 * says no more, so this does what the theme's own script does, which is what its CSS expects):
 * - verticalAutoHeight (vertical carousels): every slide as tall as the shown one, the carousel as tall as
 *   its slides in view with their gaps, kept when it starts, after each change and on resize, so a shopper
 *   sees whole slides, neither cut nor floating in empty space;
 * - centeredHightlight 'scale': each slide's content height in `--placeholder-height`, which the theme's CSS
 *   reserves while it scales the centered slide up, so the row does not jump as the highlight moves.
 */
import type { Swiper } from 'swiper/types';
import type { ThemeCarouselSettings } from '../../src/carousel/theme-settings.ts';

const PLACEHOLDER_HEIGHT = '--placeholder-height';

/** The shown slide's natural height, then every slide and the carousel sized from it; Swiper lays out again. */
export function fitVerticalHeight(swiper: Swiper): void {
  if (fitting.has(swiper)) return;
  fitting.add(swiper);
  try {
    fit(swiper);
  } finally {
    fitting.delete(swiper);
  }
}

/** Swiper's update() may end a zero-length transition, whose transitionEnd would fit again inside the fit. */
const fitting = new WeakSet<Swiper>();

function fit(swiper: Swiper): void {
  for (const slide of swiper.slides) slide.style.height = 'auto';
  const shown = swiper.slides[swiper.activeIndex];
  if (!shown) return;
  const height = shown.getBoundingClientRect().height;
  const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
  const gap = typeof swiper.params.spaceBetween === 'number' ? swiper.params.spaceBetween : 0;
  swiper.el.style.height = `${perView * height + (perView - 1) * gap}px`;
  for (const slide of swiper.slides) slide.style.height = `${height}px`;
  swiper.update();
}

export function setPlaceholderHeights(swiper: Swiper): void {
  for (const slide of swiper.slides) {
    // Its layout height: the highlight's own scaling (a transform) must not shrink what is held for it.
    const content = slide.firstElementChild;
    if (content instanceof HTMLElement) slide.style.setProperty(PLACEHOLDER_HEIGHT, `${content.offsetHeight}px`);
  }
}

/** Keeps the heights the block asks for; returns what takes them off again. */
export function trackHeights(
  swiper: Swiper,
  settings: Pick<ThemeCarouselSettings, 'verticalAutoHeight' | 'centeredHighlight'>,
): () => void {
  const fit = (): void => fitVerticalHeight(swiper);
  const placeholders = (): void => setPlaceholderHeights(swiper);
  if (settings.verticalAutoHeight) {
    swiper.on('transitionEnd', fit);
    swiper.on('resize', fit);
    fit();
  }
  const scale = settings.centeredHighlight === 'scale';
  if (scale) {
    swiper.on('resize', placeholders);
    placeholders();
  }
  return () => {
    if (settings.verticalAutoHeight) {
      swiper.off('transitionEnd', fit);
      swiper.off('resize', fit);
      swiper.el.style.removeProperty('height');
      for (const slide of swiper.slides) slide.style.removeProperty('height');
    }
    if (scale) {
      swiper.off('resize', placeholders);
      for (const slide of swiper.slides) slide.style.removeProperty(PLACEHOLDER_HEIGHT);
    }
  };
}

/**
 * Fetches the shared Swiper chunk and waits for its stylesheet (plus, for the content carousels, the few
 * rules Swiper's module stylesheets would bring: carousel.css). Claims call it beside the island's own
 * chunk, so the two arrive together (no waterfall).
 */
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import carouselCss from './carousel.css?url';

export async function loadSwiper(): Promise<typeof import('./swiper.ts')> {
  const swiper = await import('./swiper.ts');
  await swiper.swiperStyles();
  return swiper;
}

/** The shared Swiper with the content carousels' own rules (locked controls, pagination styles, dots). */
export async function loadContentSwiper(): Promise<typeof import('./swiper.ts')> {
  const [swiper] = await Promise.all([loadSwiper(), loadStylesheet(carouselCss)]);
  return swiper;
}

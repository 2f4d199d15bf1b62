/**
 * The one Swiper every carousel runs on (the product gallery, ProductX's slider, the theme's and the
 * builder's carousels): its core and its stylesheet, a chunk of its own (`swiper`, budgeted on its own)
 * that only a carousel near the viewport fetches. Modules come with the carousels that use them.
 */
import Swiper from 'swiper';
import swiperCss from 'swiper/css?url';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import carouselCss from './carousel.css?url';

export { Swiper };

/** Swiper measures the layout when it starts: its stylesheet must apply first (loaded once per page). */
export function swiperStyles(): Promise<void> {
  return loadStylesheet(swiperCss);
}

/** The content carousels' rules beside Swiper's core (locked controls, pagination styles, the image carousel's dots); not the gallery's. */
export function contentCarouselStyles(): Promise<void> {
  return loadStylesheet(carouselCss);
}

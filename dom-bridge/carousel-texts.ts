/**
 * The carousels' shopper texts (§2 "Content pages": the theme's arrows; §9 "Page builder and content": the
 * a11y labels, which Swiper's A11y speaks). Apart from carousel-constants.ts because ProductX's slider
 * needs only these: its chunks should not carry the content carousels' constants.
 */
export const CAROUSEL_TEXTS = {
  prev: 'Prev',
  next: 'Next',
  prevSlide: 'Previous slide',
  nextSlide: 'Next slide',
  firstSlide: 'This is the first slide',
  lastSlide: 'This is the last slide',
  goToSlide: 'Go to slide',
} as const;

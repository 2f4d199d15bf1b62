/**
 * The carousels' markup, classes, texts and numbers (spec §3 "Carousel block settings", §4 "Carousels",
 * §9 "Carousels"), spelled once (the claims' selectors: carousel-claims.ts; the texts: carousel-texts.ts). Only the content group's claims and the
 * carousel chunks import this module (never the entry).
 */

export const CAROUSEL_SELECTORS = {
  /** Inside the block: `.swiper-inner > .swiper-container|.swiper > .swiper-wrapper > .swiper-slide`. */
  themeInner: ':scope > .swiper-inner',
  themeContainer: ':scope > .swiper-container, :scope > .swiper',
  imageContainer: '.elementor-image-carousel-wrapper',
  imagePrev: '.elementor-swiper-button-prev',
  imageNext: '.elementor-swiper-button-next',
  /** The external navigation a block names by id (`data-custom-nav`). */
  customPrev: '.slider-prev-btn',
  customNext: '.slider-next-btn',
  customPagination: '.pagination-wrapper',
  wrapper: '.swiper-wrapper',
  slide: '.swiper-slide',
} as const;

/** Classes the theme's CSS reads (§4): added by the island, removed on unmount. */
export const CAROUSEL_CLASSES = {
  container: 'swiper',
  paginationHidden: 'pagination-hidden',
  animated: 'animated',
  kenBurns: 'swiper-ken-burn-active',
  centered: 'swiper-slide-centered',
  uncentered: 'swiper-slide-uncentered',
  visible: 'swiper-slide-visible',
  slideActive: 'minimog-slide-active',
  locked: 'swiper-locked',
  productCarousel: 'minimog-product',
} as const;

/** §9 "Carousels": the theme's breakpoints (minimum widths) and its numbers. */
export const THEME_BREAKPOINTS: ReadonlyArray<readonly [number, CarouselDevice]> = [
  [361, 'mobile_extra'],
  [576, 'tablet'],
  [768, 'tablet_extra'],
  [992, 'laptop'],
  [1200, 'desktop'],
  [1600, 'widescreen'],
];

export type CarouselDevice = 'mobile' | 'mobile_extra' | 'tablet' | 'tablet_extra' | 'laptop' | 'desktop' | 'widescreen';

export const CAROUSEL_TIMING = {
  speedMs: 500,
  centeredRecheckMs: 500,
  slideToClickedRatio: 0.2,
  productAutoplayMs: 3000,
  productSpeedMs: 500,
  /** Slider defaults (§9): what a carousel that does not say gets. */
  sliderAutoplayMs: 3000,
  sliderSpeedMs: 300,
  /** The lightbox's deepest zoom, as a multiple of the fitted image (src/lightbox/lightbox.ts). */
  zoomMaxRatio: 3,
} as const;

/** The builder's page config global (§3 "Content page and site settings"), read for its breakpoints. */
export const BUILDER_CONFIG_GLOBAL = 'elementorFrontendConfig';

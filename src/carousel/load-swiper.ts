/**
 * Fetches the shared Swiper chunk and waits for its stylesheet (plus, for the content carousels, the few
 * rules Swiper's module stylesheets would bring: carousel.css). Claims call it beside the island's own
 * chunk, so the two arrive together (no waterfall). No asset is imported here: this module rides in the
 * claim group's chunk, which scripts read as plain modules too.
 */
export async function loadSwiper(): Promise<typeof import('./swiper.ts')> {
  const swiper = await import('./swiper.ts');
  await swiper.swiperStyles();
  return swiper;
}

/** The shared Swiper with the content carousels' own rules (locked controls, pagination styles, dots). */
export async function loadContentSwiper(): Promise<typeof import('./swiper.ts')> {
  const swiper = await import('./swiper.ts');
  await Promise.all([swiper.swiperStyles(), swiper.contentCarouselStyles()]);
  return swiper;
}

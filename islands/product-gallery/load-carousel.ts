/** Swiper (with its CSS) as a chunk of its own: fetched in parallel with the gallery's chunk, budgeted on its own. */
export async function loadCarousel(): Promise<typeof import('./carousel.ts')> {
  const carousel = await import('./carousel.ts');
  // Swiper measures the layout when it starts: its stylesheet must apply first.
  await carousel.stylesReady;
  return carousel;
}

/** Swiper (with its CSS) as a chunk of its own: fetched in parallel with the gallery's chunk, budgeted on its own. */
export const loadCarousel = () => import('./carousel.ts');

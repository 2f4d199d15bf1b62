/** Swiper modules only some theme carousels use (fade, mouse wheel, free mode, rows): fetched by those alone. */
export { EffectFade, FreeMode, Grid, Mousewheel } from 'swiper/modules';

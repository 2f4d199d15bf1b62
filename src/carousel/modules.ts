/**
 * The Swiper modules the content carousels and ProductX's slider share (navigation, pagination,
 * autoplay, a11y): one chunk for them; the rarer ones load only for a carousel that asks (extra-modules.ts).
 */
export { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

/**
 * What the content group's carousel claims claim by (src/claims/content.ts). Apart from the carousels'
 * constants (carousel-constants.ts) because the group chunk loads with every builder page: it carries only
 * these (one constant each, as content-claims.ts says why).
 */

/** The theme's carousel block: its settings are data attributes on it (§3). */
export const THEME_CAROUSEL = '.tm-swiper[data-lg-items]';
/** The builder's image carousel widget: its settings are its `data-settings` JSON. */
export const IMAGE_CAROUSEL = '.elementor-widget-image-carousel[data-settings]';

/**
 * What the content group's lightbox, action-link, collapsible, toggle and video claims claim by
 * (src/claims/content.ts). Apart from the islands' names (content-constants.ts) because the group
 * chunk loads with every builder page: it carries only these. One constant each, not one object: the
 * minifier inlines a constant and drops its name, where an object's keys would ride along (issue 16's
 * page weight).
 */

/**
 * The page: the builder's lightbox takes image links anywhere in it, inside its documents or not (its
 * front end listens on the document); one claim per page, so one listener.
 */
export const LIGHTBOX_PAGE = 'body';
/**
 * A link the lightbox may take: opted in, or ending like an image file (the island checks the rest); never
 * one in the platform's product gallery, whose own island opens its own lightbox (a page with a builder
 * header template loads this group on product pages too).
 */
export const IMAGE_LINK =
  ':is(a[data-elementor-open-lightbox],a[href*=".png" i],a[href*=".jpg" i],a[href*=".jpeg" i],a[href*=".gif" i],a[href*=".svg" i],a[href*=".webp" i],a[href*=".avif" i]):not(.woocommerce-product-gallery *)';
/** Action links in either form: WordPress prints the literal one URL-encoded. */
export const ACTION_LINK = 'a[href*="-action:action="],a[href*="-action%3Aaction%3D" i]';
/** A column or container with the theme's collapsible settings. */
export const COLLAPSIBLE = '.elementor-element[data-settings*="tm_collapsible"]';
export const TOGGLE = '.elementor-toggle,.elementor-accordion';
export const TAB_TITLE = '.elementor-tab-title';
export const VIDEO = '.elementor-widget-video[data-settings]';
export const VIDEO_PLAY = '.elementor-custom-embed-play';

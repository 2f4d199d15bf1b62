/**
 * Names and timings only island code uses (config, announcements, fragment updates, the
 * cart cache, ProductX logs): they load with the islands, not with the entry (constants.ts).
 */

/** The platform's document.body events only island code fires or hears (the entry's are PLATFORM_EVENTS, constants.ts). */
export const ISLAND_PLATFORM_EVENTS = {
  addingToCart: 'adding_to_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
} as const;

/** Optional integrator config: a JSON script element or a global object. */
export const CONFIG_ELEMENT_ID = 'shop-islands-config';
export const CONFIG_GLOBAL = 'shopIslandsConfig';

// Platform storage (cart-fragments.js): the keys for fragments and hash come from
// `wc_cart_fragments_params` (see config.ts); this one is fixed.
/** sessionStorage: epoch ms when the cached fragments were stored with a non-empty hash. */
export const CART_CREATED_KEY = 'wc_cart_created';
/** §9: cached fragments expire after 24 h. */
export const FRAGMENTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** §9: fragments being updated fade to this opacity. */
export const UPDATING_OPACITY = '0.6';
/** Class the platform puts on regions being updated. */
export const UPDATING_CLASS = 'updating';

// Accessibility helpers (§4 Other, §9).
/** Our single polite live region. */
export const LIVE_REGION_ID = 'shop-islands-live-region';
/** §9: the success message is announced after 1 s. */
export const ANNOUNCE_DELAY_MS = 1000;
/** §4 Other: notices with role alert get focus after 500 ms. */
export const NOTICE_FOCUS_DELAY_MS = 500;
/** §9: scroll to notices leaving 100 px above them, over 1000 ms. */
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_MS = 1000;

/** §8: failures of the wopb calls (share, add to cart, …) are only logged, with this text. */
export const WOPB_FAILURE_LOG = 'Error occured.please try again';

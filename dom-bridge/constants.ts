/**
 * Every attribute name, selector, event name and storage key the product reads
 * or writes, spelled once. Platform names are the platform's own; ours are
 * prefixed `shop-islands`.
 */

/** Defaults of the spec's four vendor tokens; an integrator overrides them in the page config. */
export const DEFAULT_VENDORS = {
  theme: 'minimog',
  platform: 'woocommerce',
  builder: 'elementor',
  marketing: 'omnisend',
} as const;

/** Optional integrator config: a JSON script element or a global object. */
export const CONFIG_ELEMENT_ID = 'shop-islands-config';
export const CONFIG_GLOBAL = 'shopIslandsConfig';

// Runtime marks on claimed markup.
/** Set on every element an island claims; its value is the island's name. */
export const ISLAND_ATTR = 'data-island';
/** 'pending' → 'live' | 'failed'. Tests wait on 'live'. */
export const ISLAND_STATE_ATTR = 'data-island-state';
/** The platform's own mark for elements a modern script handles; legacy handlers skip it. */
export const CLAIMED_CLASS = 'wc-interactive';
/** Fired (bubbling) on an island's element once it is live. */
export const HYDRATED_EVENT = 'shop-islands:hydrated';
/** Fired (bubbling) on an island's element when its chunk or mount failed. */
export const FAILED_EVENT = 'shop-islands:failed';

// Platform selectors.
export const SELECTORS = {
  ajaxAddToCart: '.add_to_cart_button.ajax_add_to_cart',
  miniCartContent: 'div.widget_shopping_cart_content',
  removeFromCart: 'a.remove_from_cart_button',
  miniCartItem: '.woocommerce-mini-cart-item',
  addedToCartLink: 'a.added_to_cart',
  headerCartCount: 'a.cart-contents',
  /** The item count inside the header cart link (Storefront prints "3 items"). */
  cartCountBadge: '.count',
  /** "2 × $44.00" inside a mini-cart row. */
  miniCartQuantity: '.quantity',
} as const;

// Platform cookies.
export const COOKIES = {
  itemsInCart: 'woocommerce_items_in_cart',
  cartHash: 'woocommerce_cart_hash',
} as const;

/** The platform's document.body events (jQuery names, also dispatched as DOM CustomEvents). */
export const PLATFORM_EVENTS = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  fragmentRefresh: 'wc_fragment_refresh',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  cartHashChanged: 'wc_cart_hash_changed',
  /** The cart page's own table/totals update; the platform refreshes fragments on it. */
  updatedWcDiv: 'updated_wc_div',
} as const;

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

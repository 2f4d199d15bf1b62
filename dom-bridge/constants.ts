/**
 * Every attribute name, selector, event name and storage key the product reads
 * or writes, spelled once. Platform names are the platform's own; ours are
 * prefixed `shop-islands`.
 *
 * This file holds what the entry needs (claims, runtime marks, the cart cookie, event
 * names, the visit record); a module is bundled whole, so names only island code uses
 * live in island-constants.ts and the area files (cart-, checkout-, media-, product-).
 */

// Runtime marks on claimed markup.
/** Set on every element an island claims; its value is the island's name. */
export const ISLAND_ATTR = 'data-island';
/** 'pending' → 'live' | 'failed'; 'skipped' when the markup's data could not be read (left to the server). Tests wait on 'live'. */
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
  headerCartCount: 'a.cart-contents',
} as const;
/** The platform's empty mini-cart (cart/mini-cart.php), printed by the entry for a visitor without a cart. */
export const MINI_CART_EMPTY_HTML = '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>';

/**
 * The platform's document.body events the entry hears (jQuery names, also dispatched as DOM
 * CustomEvents); those only islands fire or hear are ISLAND_PLATFORM_EVENTS (island-constants.ts).
 */
export const PLATFORM_EVENTS = {
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  fragmentRefresh: 'wc_fragment_refresh',
  /** The cart page's own table/totals update; the platform refreshes fragments on it. */
  updatedWcDiv: 'updated_wc_div',
} as const;

// ---- Product page: variation form, quantity, product add to cart (issue 3) ----
// Selectors an island's index.ts claims by are separate strings so the entry only carries those it uses.

/** The platform's variation form, and the bought-together add-on's nested `div.variations_form` (§3). */
export const VARIATIONS_FORM_SELECTOR = '.variations_form';
/** The product form's add-to-cart buttons: direct children of a simple `form.cart`, or in a variable form's button row. */
export const PRODUCT_ADD_BUTTON_SELECTOR =
  'form.cart > .single_add_to_cart_button, form.cart .woocommerce-variation-add-to-cart > .single_add_to_cart_button';
/** A product card's variation swatch selector (§3 "Card swatch selector"). */
export const CARD_SWATCHES_SELECTOR = '.wopb-loop-variations-form[data-product_variations]';

// Order attribution (§3 "Order attribution fields"): what the entry's per-page visit record needs.
/** `wc_order_attribution`: the platform's attribution params and field map. */
export const ORDER_ATTRIBUTION_GLOBAL = 'wc_order_attribution';
/** The visit cookies the platform's sourcebuster keeps: this prefix + the record's name (current, session, …). */
export const VISIT_COOKIE_PREFIX = 'sbjs_';
/** §9: a visit session lasts 30 minutes after the last page view. */
export const VISIT_SESSION_MINUTES = 30;

// ---- Cart: drawer, cart page, page marks, store notice, ProductX slider add (issue 4) ----
// The selectors an island's index.ts claims by are separate exports, so the entry carries only those.

/** Set by the event hydration strategy: the name of the event that woke the island. */
export const ISLAND_WAKE_ATTR = 'data-island-wake';
/** The theme's cart drawer. */
export const CART_DRAWER_ROOT = '#popup-fly-cart';
/** The platform's store notice (§2 site chrome) and its dismiss link. */
export const STORE_NOTICE = 'p.woocommerce-store-notice[data-notice-id]';
export const STORE_NOTICE_DISMISS = 'a.woocommerce-store-notice__dismiss-link';

// ---- Wishlist (issue 11): the one claim the entry makes for the add-on's widgets ----
/** The wishlist add-on's popup container, printed once in every page's footer. */
export const WISHLIST_POPUP = '#woosw_wishlist';
/** Controls of the add-on's widgets anywhere on the page: buttons, the menu, the page's and the manage popup's (`[id^=woosw_c]`: the copy link's button and field, in fewest bytes). */
export const WISHLIST_TRIGGERS =
  '.woosw-btn,.woosw-menu-item a,.woosw-item--remove,.woosw-item--note,.woosw_add_note,[id^=woosw_c],.woosw-manage';

// ---- Quick view (issue 14): the entry's one claim, on every card's trigger ----
/** A product card's quick-view trigger: the WPC add-on's button or the theme's (§2 Product listings). */
export const QUICK_VIEW_TRIGGER = '.woosq-btn[data-id],.minimog-quick-view-btn';

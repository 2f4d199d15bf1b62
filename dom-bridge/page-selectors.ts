/**
 * The markup of widgets that only some kinds of page carry: what the claim groups (src/claims/)
 * claim by. Kept apart from constants.ts, whose names the entry carries on every page.
 */

// ---- Product page (issue 3) ----
/** The platform's gallery; one printed without images has nothing to enhance (§2 "Single product page"). */
export const GALLERY_ROOT = '.woocommerce-product-gallery:not(.woocommerce-product-gallery--without-images)';
/** ProductX's size-chart button wrapper; its modal follows it. */
export const SIZE_CHART_ROOT = '.wopb-chart-btn-wrapper';
export const SIZE_CHART_OPENER = '#wopb-chart-modal-btn';
/** ProductX's share block (block markup) and the share add-on's wrapper. */
export const SHARE_ROOT = '.wopb-share, .wopb-social-share-wrapper';
export const SHARE_LINK = '.wopb-share-item a';
/** A product page where ProductX runs (its `wopb_core` script is printed): a view is recorded there (§7). */
export const VIEW_PING_MARKER = 'body.single-product #wopb-script-js-extra';
/** WordPress's body class carrying the post id. */
export const POST_ID_CLASS = /(?:^|\s)postid-(\d+)(?:\s|$)/;

/** The theme's quantity stepper: a `.quantity` with plus/minus buttons. */
export const QUANTITY_STEPPER_SELECTOR = '.quantity:has(> .quantity-button)';
/** The theme's sticky add-to-cart bar and its scroll offset in pixels. */
export const STICKY_OFFSET_ATTR = 'data-sticky-offset';
export const STICKY_BAR_SELECTOR = `.sticky-add-to-cart[${STICKY_OFFSET_ATTR}]`;
/** The product blocks' name-your-price field. */
export const NAME_YOUR_PRICE_SELECTOR = '.wopb-name-your-price';

// ---- Cart page (issue 4) ----
/** The classic cart page's regions: the cart form, the totals, and the empty-cart message (§2 "Cart page"). */
export const CART_PAGE_ROOTS = 'form.woocommerce-cart-form, div.cart_totals, div.wc-empty-cart-message';
/** ProductX's cart reservation bar (§4 "Cart reservation timer"). */
export const RESERVATION_BAR = '.wopb-cart-reserved[data-expiry]';

// ---- Checkout (§2 "Checkout page", §3 "Forms" and "Order attribution fields") ----
/** The classic checkout form. */
export const CHECKOUT_FORM = 'form.checkout.woocommerce-checkout';
/** The billing e-mail input of the classic and of the block checkout (§2: both are watched). */
export const CHECKOUT_EMAIL_INPUT = 'form.woocommerce-checkout input#billing_email, .wc-block-checkout input#email';
/** Where the platform's order-attribution values go: the classic form's element and the block checkout. */
export const ORDER_ATTRIBUTION_TARGET = 'wc-order-attribution-inputs, .wc-block-checkout';

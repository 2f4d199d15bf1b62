/**
 * The quick view's names and numbers (issue 14, §2 "Quick view modal", §9): only its island reads
 * them, so they travel with it, not with the entry (which holds the trigger's selector alone).
 */

/** The theme's quick-view markup: the trigger's product id, the template's root and the parts the modal drives. */
export const QUICK_VIEW = {
  /** The theme's trigger names its product here; the WPC add-on's in `data-id`. */
  pidAttrs: ['data-pid', 'data-id'],
  /** A card's link to its product page: the failure message's link when the trigger is no link itself. */
  cardLink: 'a.woocommerce-LoopProduct-link',
  card: 'li.product, .product',
  title: '.product_title',
  /** The wishlist button inside the modal: a click closes the quick view (§2). */
  wishlistButton: '.woosw-btn',
  /** The 'continue' button: it sends the shopper to its href after CONTINUE_DELAY_MS (§2). */
  continueButton: '.quick-view-continue',
} as const;

/** Our dialog's classes: the theme's popup class (its styles) and ours. */
export const QUICK_VIEW_CLASSES = {
  dialog: 'shop-islands-quick-view popup-product-quick-view',
  frame: 'quick-view-frame',
  body: 'quick-view-body',
  close: 'quick-view-close',
  failure: 'quick-view-failure',
  /** §9: the fitted layout, above QUICK_VIEW_FITTED_ABOVE_PX. */
  fitted: 'quick-view-fitted',
  /** On the trigger while its template loads (the theme's own class). */
  loading: 'loading',
} as const;

/** §9: the fitted layout applies above this width (px). */
export const QUICK_VIEW_FITTED_ABOVE_PX = 767;
/** §9: the modal's height is capped at the viewport height minus this (px), less twice its spacing for the content. */
export const QUICK_VIEW_VIEWPORT_GAP_PX = 60;
/** §2: button redirects happen after 2 s. */
export const CONTINUE_DELAY_MS = 2000;

/** Shopper texts. The spec names none for the quick view (its failures are "not shown" in §8; issue 14 asks for a message). */
export const QUICK_VIEW_TEXTS = {
  close: 'Close',
  dialogLabel: 'Quick view',
  /** After the §8 message of the failure: the way on to the product page. */
  productPage: 'View the product page',
} as const;

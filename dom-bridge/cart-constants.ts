/**
 * The cart's selectors, class names, cookies, events and timings (issue 4): the drawer, the
 * cart page, the reservation bar, the page-level marks and the store notice. Kept apart from
 * constants.ts because only lazily loaded cart chunks read them: the entry (which imports
 * constants.ts) must not carry them. The selectors islands claim by stay in constants.ts.
 */

/** The platform's cart parts islands read inside what they claim (the claimed selectors are in constants.ts). */
export const CART_PARTS = {
  miniCartItem: '.woocommerce-mini-cart-item',
  /** "2 × $44.00" inside a mini-cart row. */
  miniCartQuantity: '.quantity',
  /** The item count inside the header cart link (Storefront prints "3 items"). */
  cartCountBadge: '.count',
  /** The "View cart" link the platform adds after a listing add. */
  addedToCartLink: 'a.added_to_cart',
} as const;

/** The drawer's markup (server/render/cart-drawer.ts documents it). */
export const CART_DRAWER = {
  overlay: '.fly-cart-overlay',
  panel: '.fly-cart-panel',
  close: '.fly-cart-close',
  body: '.fly-cart-body',
  quantityInput: 'input.qty[data-cart_item_key]',
  item: '.woocommerce-mini-cart-item',
  addonButton: 'button.fly-cart-addon-button[data-template]',
  addonModal: '.fly-cart-addon-modal[data-template]',
  addonClose: '.fly-cart-addon__close',
  addonNotices: '.fly-cart-addon__notices',
  couponForm: 'form.fly-cart-coupon-form',
  notesForm: 'form.fly-cart-notes-form',
  calculatorForm: 'form.woocommerce-shipping-calculator',
  shippingMethod: 'input.fly-cart-shipping-method',
  removeCoupon: 'a.woocommerce-remove-coupon[data-coupon]',
  countdown: '.cart-countdown',
  countdownText: '.cart-countdown__text',
  /** State classes on the drawer (§4 "Cart drawer"). */
  openedClass: 'is-opened',
  loadingClass: 'is-loading',
  loadedClass: 'is-loaded',
  modalOpenClass: 'modal-open',
  /** A panel whose template arrived. */
  panelLoadedClass: 'loaded',
} as const;

/** The classic cart page's markup the island reads (the platform's cart.js selectors). */
export const CART_PAGE = {
  form: 'form.woocommerce-cart-form',
  contents: '.woocommerce-cart-form__contents',
  totals: 'div.cart_totals',
  emptyMessage: '.wc-empty-cart-message',
  /** The `div.woocommerce` holding the cart (notices, goal, reservation, form, totals). */
  wrapper: '.woocommerce',
  noticesWrapper: '.woocommerce-notices-wrapper',
  notices: '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success',
  removeItem: '.product-remove > a',
  quantityInput: '.cart_item input.qty',
  /** The platform's `.cart_item :input`: a change to any field of a cart row enables "Update cart". */
  itemField: '.cart_item input, .cart_item select, .cart_item textarea',
  /** The platform's `:input[name="update_cart"]` (a theme's cart template may print an input). */
  updateButton: 'button[name="update_cart"], input[name="update_cart"]',
  applyButton: 'button[name="apply_coupon"]',
  couponCode: '#coupon_code',
  /** The theme's collapsible coupon section (a native disclosure). */
  couponSection: 'details.cart-coupon',
  couponLink: 'a.cart-coupon-link[data-coupon]',
  removeCoupon: 'a.woocommerce-remove-coupon',
  shippingMethod: 'select.shipping_method, input[name^="shipping_method"]',
  shippingChosen:
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  calculatorButton: '.shipping-calculator-button',
  calculatorForm: 'form.woocommerce-shipping-calculator',
  calculatorSection: '.shipping-calculator-form',
  /** The platform's blocked-for-processing class. */
  processingClass: 'processing',
} as const;

/** The reservation bar's parts and data (ProductX). */
export const RESERVATION = {
  time: '.wopb-cart-reserved__time',
  cookie: 'wopb_cart_reserved_timer',
  /** §2 route: clears the cart when the timer ends in mode 'clear'. */
  clearRoute: '?wopb-cart-clear',
} as const;

/** The store notice's cookie: `store_notice` + the notice id, value `hidden`, path / (§9). */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';
export const STORE_NOTICE_HIDDEN = 'hidden';

/** §4 page-level cart marks (body classes) and where the cart info arrives (a fragment). */
export const CART_MARKS = {
  empty: 'cart-is-empty',
  onlyFreeShippingClass: 'cart-includes-only-free-shipping-class',
  goalDone: 'cart-goal-done',
  /** §3 cart info: `data-count`, `data-free_shipping_class_only`, `data-goal`. */
  cartInfo: 'span.cart-info',
  goal: 'div.cart-goal',
  goalDoneClass: 'cart-goal--done',
} as const;

/** Cart events: the platform's (cart.js), the theme's drawer events (ours, prefixed). */
export const CART_EVENTS = {
  updatedCartTotals: 'updated_cart_totals',
  updatedShippingMethod: 'updated_shipping_method',
  appliedCoupon: 'applied_coupon',
  removedCoupon: 'removed_coupon',
  cartEmptied: 'wc_cart_emptied',
  /** The platform's "update the cart page" request (cart.js listens to it). */
  updateCart: 'wc_update_cart',
  /** §4: the drawer's first opening; answered by reloading the full cart fragments. */
  drawerFirstOpen: 'shop-islands:cart-drawer-first-open',
  drawerOpened: 'shop-islands:cart-drawer-opened',
  drawerClosed: 'shop-islands:cart-drawer-closed',
} as const;

/** The theme's page configuration value that opens the drawer after an add (§3, §4). */
export const OPEN_CART_DRAWER = 'open_cart_drawer';
/** §5, §9: drawer quantity changes wait 500 ms. */
export const CART_QUANTITY_DEBOUNCE_MS = 500;
/** §9 / §4: the reservation timer and the cart countdown tick every second. */
export const CART_TIMER_TICK_MS = 1000;

// ---- What the cart page claim group claims by (src/claims/cart.ts) ----
/** The classic cart page's regions: the cart form, the totals, and the empty-cart message (§2 "Cart page"). */
export const CART_PAGE_ROOTS = 'form.woocommerce-cart-form, div.cart_totals, div.wc-empty-cart-message';
/** ProductX's cart reservation bar (§4 "Cart reservation timer"). */
export const RESERVATION_BAR = '.wopb-cart-reserved[data-expiry]';

/** §5 "Other rules": an empty coupon code is not sent; the platform's own words for one (drawer and cart page). */
export const ENTER_A_COUPON_CODE = 'Please enter a coupon code.';

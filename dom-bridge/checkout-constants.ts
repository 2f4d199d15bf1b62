/**
 * The checkout's selectors, class names, events, nonce keys and timings (issue 4): the classic
 * checkout form, its login and coupon forms, the order review, the billing e-mail event and the
 * order attribution's names. Kept apart from constants.ts because only lazily loaded checkout
 * chunks read them: the entry must not carry them. The selectors islands claim by stay there.
 */

export const CHECKOUT = {
  /** Classic checkout toggles and their forms, printed before the checkout form. */
  loginToggle: 'a.showlogin',
  loginForm: 'form.woocommerce-form-login',
  couponToggle: 'a.showcoupon',
  couponForm: 'form.checkout_coupon',
  couponCode: 'input[name="coupon_code"]',
  removeCoupon: '.woocommerce-remove-coupon',
  /** The regions update_order_review answers fragments for. */
  reviewTable: '.woocommerce-checkout-review-order-table',
  payment: '.woocommerce-checkout-payment',
  reviewOrder: '.woocommerce-checkout-review-order',
  placeOrder: '#place_order',
  paymentMethod: 'input[name="payment_method"]',
  paymentBox: 'div.payment_box',
  /** The hidden shipping-method inputs or choices the platform sends as `shipping_method[index]`. */
  shippingMethod:
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  requiredAddressRow: '.address-field.validate-required',
  shipToDifferentAddress: '#ship-to-different-address input',
  shippingAddress: 'div.shipping_address',
  /** Notice groups the platform prepends to the form. */
  noticeGroupClass: 'woocommerce-NoticeGroup',
  checkoutNoticeGroupClass: 'woocommerce-NoticeGroup-checkout',
  reviewNoticeGroupClass: 'woocommerce-NoticeGroup-updateOrderReview',
  inlineErrorClass: 'checkout-inline-error-message',
  couponErrorClass: 'coupon-error-notice',
  /** Class the platform puts on a form while its request runs. */
  processingClass: 'processing',
  /** The inline login's error elements, named as ProductX names them (`wopb_core.errorElementGroup`) so theme CSS applies. */
  loginFieldErrorClass: 'wopb-error-element',
  loginGeneralErrorClass: 'wopb-form-error',
  loginSubmit: 'button[type="submit"], input[type="submit"]',
  /** The terms checkbox the platform keeps ticked across a refresh. */
  terms: '#terms',
  block: '.wc-block-checkout',
} as const;

/** Fields whose change refreshes the order review, by name (§2, §9: payment method, country, state). */
export const CHECKOUT_REFRESH_FIELDS: readonly string[] = [
  'payment_method',
  'billing_country',
  'billing_state',
  'shipping_country',
  'shipping_state',
];
/** §9: the checkout refreshes 2 s after a payment-method, country or state change. */
export const CHECKOUT_REFRESH_DELAY_MS = 2000;
/** The platform's own short wait, so several updates at once make one request. */
export const CHECKOUT_UPDATE_DELAY_MS = 5;

/** The checkout's document.body events (jQuery names, also DOM CustomEvents). */
export const CHECKOUT_EVENTS = {
  updateCheckout: 'update_checkout',
  updatedCheckout: 'updated_checkout',
  checkoutError: 'checkout_error',
  paymentMethodSelected: 'payment_method_selected',
  appliedCouponInCheckout: 'applied_coupon_in_checkout',
  removedCouponInCheckout: 'removed_coupon_in_checkout',
} as const;

/** Ours: fired on document.body (DOM + jQuery) with `[email]` when the billing e-mail becomes a new valid address. */
export const BILLING_EMAIL_EVENT = 'shop-islands:billing-email';

/** The hidden inputs' name prefix. */
export const ORDER_ATTRIBUTION_PREFIX = 'wc_order_attribution_';
/** §7: the block checkout's extension-data namespace is `{platform}/order-attribution`. */
export const ORDER_ATTRIBUTION_NAMESPACE = 'order-attribution';
/** The block checkout's data store (the platform hard-codes it too). */
export const BLOCK_CHECKOUT_STORE = 'wc/store/checkout';

// ---- What the checkout claim group claims by (src/claims/checkout.ts) ----
/** The classic checkout form. */
export const CHECKOUT_FORM = 'form.checkout.woocommerce-checkout';
/** The billing e-mail input of the classic and of the block checkout (§2: both are watched). */
export const CHECKOUT_EMAIL_INPUT = 'form.woocommerce-checkout input#billing_email, .wc-block-checkout input#email';
/** Where the platform's order-attribution values go: the classic form's element and the block checkout. */
export const ORDER_ATTRIBUTION_TARGET = 'wc-order-attribution-inputs, .wc-block-checkout';

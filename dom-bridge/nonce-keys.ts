/**
 * Nonce keys of `ShopConfig.nonces`, by purpose, and the platform global the checkout's come from.
 * Apart from the cart and checkout tables on purpose: the config reader needs only these names,
 * and every page that talks to the shop loads the config reader.
 */

/** `ShopConfig.nonces` keys of the cart calls, named like the platform's nonce actions (§6). */
export const CART_NONCES = {
  /** The theme's (`{theme}_params.nonce`). */
  theme: 'theme',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  updateShippingMethod: 'update-shipping-method',
} as const;

/** `wc_checkout_params`, printed on the classic checkout page. */
export const CHECKOUT_PARAMS_GLOBAL = 'wc_checkout_params';
/** Nonce keys in `ShopConfig.nonces`, named like the platform's nonce actions (§6). */
export const CHECKOUT_NONCES = {
  updateOrderReview: 'update-order-review',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
} as const;

/**
 * The cart's part of the page configuration: the theme's `{theme}_params` (§3 "Page
 * configuration": `add_to_cart_behaviour`, `is_checkout`, and the theme's nonce for its
 * cart calls) and the platform's `wc_cart_params` nonces on the cart page (§6). Read by
 * config.ts; never throws.
 */
import { CART_NONCES } from './nonce-keys.ts';
import { globalRecord, str } from './globals.ts';

export interface CartPageConfig {
  /** `open_cart_drawer` opens the drawer after an add (§4); '' when unset. */
  addToCartBehaviour: string;
  /** Nonces by config key (CART_NONCES). */
  nonces: Record<string, string>;
}

/** Reads `{theme}_params` and `wc_cart_params`. */
export function readCartPageConfig(theme: string): CartPageConfig {
  const params = globalRecord(`${theme}_params`);
  const cart = globalRecord('wc_cart_params');
  const nonces: Record<string, string> = {};
  const take = (key: string, value: unknown): void => {
    if (typeof value === 'string' && value) nonces[key] = value;
  };
  take(CART_NONCES.theme, params.nonce);
  take(CART_NONCES.applyCoupon, cart.apply_coupon_nonce);
  take(CART_NONCES.removeCoupon, cart.remove_coupon_nonce);
  take(CART_NONCES.updateShippingMethod, cart.update_shipping_method_nonce);
  return { addToCartBehaviour: str(params, 'add_to_cart_behaviour', ''), nonces };
}

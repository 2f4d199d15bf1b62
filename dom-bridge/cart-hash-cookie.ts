/**
 * The server's cart hash cookie. Only the cart code reads it (the entry asks just "may this
 * visitor have a cart?", cookies.ts), so it loads with that code, not on every page.
 */
import { readCookie } from './cookies.ts';

/** The platform's cart hash cookie. */
const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** The server's current cart hash (`woocommerce_cart_hash`), '' without a cart. */
export function cartHashCookie(): string {
  return readCookie(CART_HASH_COOKIE);
}

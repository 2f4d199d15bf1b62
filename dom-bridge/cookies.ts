/**
 * The platform's cookies, read and written through js-cookie (same encoding rules as
 * the platform's own scripts, which use it too).
 */
import Cookies from 'js-cookie';
import { COOKIES } from './constants.ts';

/** A cookie's value, or '' when it is not set. */
export function readCookie(name: string): string {
  return Cookies.get(name) ?? '';
}

/** Sets a cookie on path `/` (the platform's scope); `days` omitted → a session cookie. */
export function writeCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, days === undefined ? { path: '/' } : { path: '/', expires: days });
}

/** Removes a cookie set on path `/`. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** True when the platform says this visitor has a cart (`woocommerce_items_in_cart` > 0). */
export function hasCart(): boolean {
  return Number(readCookie(COOKIES.itemsInCart)) > 0;
}

/** The server's current cart hash (`woocommerce_cart_hash`), '' without a cart. */
export function cartHashCookie(): string {
  return readCookie(COOKIES.cartHash);
}

/**
 * The real shop's visitor cookies: the platform's, scoped to the shop's path as WordPress
 * scopes them for a site in a sub-folder, so the two shops' carts never mix in one browser.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartView } from '../cart.ts';
import type { ShopStore } from '../db.ts';
import { SESSION_MAX_AGE_SECONDS } from '../site.ts';
import { REAL_COOKIES } from './shop.ts';

const path = REAL_COOKIES.path;

/** The visitor's session id in the real shop, or null. */
export function readRealSession(c: Context, store: ShopStore): string | null {
  const id = getCookie(c, REAL_COOKIES.session);
  return id && store.hasSession(id) ? id : null;
}

export function setRealSession(c: Context, sessionId: string): void {
  setCookie(c, REAL_COOKIES.session, sessionId, { path, httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_SECONDS });
}

/** After a cart change: the two cart cookies the client reads, or their expiry once the cart is empty. */
export function setRealCartCookies(c: Context, cart: CartView): void {
  if (cart.items.length === 0) {
    deleteCookie(c, REAL_COOKIES.itemsInCart, { path });
    deleteCookie(c, REAL_COOKIES.cartHash, { path });
    return;
  }
  setCookie(c, REAL_COOKIES.itemsInCart, '1', { path });
  setCookie(c, REAL_COOKIES.cartHash, cart.hash, { path });
}

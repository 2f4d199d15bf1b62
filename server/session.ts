/**
 * Visitors: a guest gets the platform's session cookie only when they first
 * change the cart; with it come the `woocommerce_items_in_cart` and
 * `woocommerce_cart_hash` cookies, expired again when the cart empties.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartView } from './cart.ts';
import type { ShopStore } from './db.ts';
import { syncReservationCookie } from './reservation.ts';
import { COOKIES, SESSION_MAX_AGE_SECONDS } from './site.ts';

/** The visitor's session id, or null when they have none (or it is unknown to this store). */
export function readSessionId(c: Context, store: ShopStore): string | null {
  const id = getCookie(c, COOKIES.session);
  return id && store.hasSession(id) ? id : null;
}

export function setSessionCookie(c: Context, sessionId: string): void {
  setCookie(c, COOKIES.session, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_SECONDS });
}

/** After a cart change: the two cart cookies, or their expiry for an empty cart (wc_setcookie, path /). */
export function setCartCookies(c: Context, cart: CartView): void {
  syncReservationCookie(c, cart);
  if (cart.items.length === 0) {
    deleteCookie(c, COOKIES.itemsInCart, { path: '/' });
    deleteCookie(c, COOKIES.cartHash, { path: '/' });
    return;
  }
  setCookie(c, COOKIES.itemsInCart, '1', { path: '/' });
  setCookie(c, COOKIES.cartHash, cart.hash, { path: '/' });
}

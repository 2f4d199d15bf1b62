/**
 * The cart reservation (§4, §2 route `?wopb-cart-clear`): the `wopb_cart_reserved_timer`
 * cookie holds when the cart's reservation started (epoch milliseconds). It is set when a
 * cart starts (the cart gets items and no reservation runs, or the last one ran out and
 * the client set it to 0) and dropped when the cart empties. `?wopb-cart-clear` empties
 * the cart: the client goes there when the reservation ends in mode 'clear'.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartView } from './cart.ts';

export const RESERVATION = {
  cookie: 'wopb_cart_reserved_timer',
  /** Expiry in minutes. */
  minutes: 15,
  /** At zero: 'hide' only hides the bar; 'clear' also clears the cart. */
  action: 'hide' as 'hide' | 'clear',
  /** The route that clears the cart. */
  clearParam: 'wopb-cart-clear',
} as const;

/** After a cart change: start the reservation for a new cart, drop it for an empty one. */
export function syncReservationCookie(c: Context, cart: CartView): void {
  if (cart.items.length === 0) {
    deleteCookie(c, RESERVATION.cookie, { path: '/' });
    return;
  }
  const current = Number(getCookie(c, RESERVATION.cookie) ?? '');
  if (!(current > 0)) setCookie(c, RESERVATION.cookie, String(Date.now()), { path: '/' });
}

/**
 * ProductX's cart reservation bar (§4 "Cart reservation timer"), printed above the cart
 * table: the settings are data attributes (expiry in minutes, what happens at zero:
 * `hide` or `clear`); the start time is the `wopb_cart_reserved_timer` cookie the server
 * sets when a cart starts (server/reservation.ts). The text shown without script says
 * the full reservation time.
 */
import { RESERVATION } from '../reservation.ts';
import { countdownText } from './countdown-text.ts';

export function reservationBar(): string {
  // §9's format with its units ("15m 00s"), as the client ticks it: no "minutes" after it.
  const time = countdownText(RESERVATION.minutes);
  return (
    `<div class="wopb-cart-reserved" data-expiry="${RESERVATION.minutes}" data-action="${RESERVATION.action}">` +
    `<p class="wopb-cart-reserved__text">Your cart is reserved for <span class="wopb-cart-reserved__time" role="timer">${time}</span>.</p></div>`
  );
}

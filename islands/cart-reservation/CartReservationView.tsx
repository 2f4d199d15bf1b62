/**
 * The reservation bar (§4): counts down every second from the `wopb_cart_reserved_timer` cookie plus
 * the bar's expiry minutes, in the §9 format the cart drawer's countdown uses too (src/shop/countdown.ts).
 * At zero the cookie is set to 0 and the bar hidden; in mode 'clear' the browser also goes to
 * `?wopb-cart-clear`, which empties the cart. Without a running reservation the bar is hidden.
 * The component creates no element: it drives the bar the server printed from an effect.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { CART_TIMER_TICK_MS, RESERVATION } from '../../dom-bridge/cart-constants.ts';
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { formatCountdown, remainingMs, reservationStart } from '../../src/shop/countdown.ts';

/** What the bar's data attributes say: its length in minutes, and whether its end clears the cart. */
export interface ReservationSettings {
  minutes: number;
  clear: boolean;
}

/** Ends the reservation (§4): the cookie says so, the bar hides, mode 'clear' empties the cart. */
function expire(bar: HTMLElement, clear: boolean): void {
  writeCookie(RESERVATION.cookie, '0');
  bar.hidden = true;
  if (clear) window.location.assign(RESERVATION.clearRoute);
}

/** Runs the countdown of the reservation the cookie holds on `bar`; returns its stop. */
function startCountdown(bar: HTMLElement, { minutes, clear }: ReservationSettings): () => void {
  const start = reservationStart(readCookie(RESERVATION.cookie));
  if (start === null || !(minutes > 0)) {
    bar.hidden = true;
    return () => {};
  }
  const time = bar.querySelector(RESERVATION.time);
  let timer: ReturnType<typeof setInterval> | undefined;
  // The server's time span is driven, not re-rendered: each second is written in its tick's own task.
  const tick = (): void => {
    const left = remainingMs(start, minutes, Date.now());
    const text = formatCountdown(left);
    if (time && time.textContent !== text) time.textContent = text;
    if (left > 0) return;
    clearInterval(timer);
    expire(bar, clear);
  };
  tick();
  if (!bar.hidden) timer = setInterval(tick, CART_TIMER_TICK_MS);
  return () => clearInterval(timer);
}

/** The reservation bar island on ProductX's `.wopb-cart-reserved` bar. */
export default function CartReservationView({ element: bar, minutes, clear }: IslandProps & ReservationSettings): ReactNode {
  useLayoutEffect(() => startCountdown(bar, { minutes, clear }), [bar, minutes, clear]);
  return null;
}

/**
 * The reservation bar (§4): counts down every second from the `wopb_cart_reserved_timer`
 * cookie plus the bar's expiry minutes, in the §9 format the cart drawer's countdown uses too
 * (src/shop/countdown.ts). At zero the cookie is set to 0 and the bar hidden; in mode 'clear'
 * the browser also goes to `?wopb-cart-clear`, which empties the cart. Without a running
 * reservation the bar is hidden. No React: it only changes a text.
 */
import { CART_TIMER_TICK_MS, RESERVATION } from '../../dom-bridge/cart-constants.ts';
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import type { Unmount } from '../../src/island.ts';
import { formatCountdown, remainingMs, reservationStart } from '../../src/shop/countdown.ts';

export function mount(bar: HTMLElement): Promise<Unmount> {
  const minutes = Number(bar.getAttribute('data-expiry'));
  const clear = bar.getAttribute('data-action') === 'clear';
  const time = bar.querySelector(RESERVATION.time);
  const start = reservationStart(readCookie(RESERVATION.cookie));
  if (start === null || !(minutes > 0)) {
    bar.hidden = true;
    return Promise.resolve(() => {});
  }
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = (): void => {
    const left = remainingMs(start, minutes, Date.now());
    if (time) time.textContent = formatCountdown(left);
    if (left > 0) return;
    clearInterval(timer);
    writeCookie(RESERVATION.cookie, '0');
    bar.hidden = true;
    if (clear) window.location.assign(RESERVATION.clearRoute);
  };
  tick();
  if (!bar.hidden) timer = setInterval(tick, CART_TIMER_TICK_MS);
  return Promise.resolve(() => clearInterval(timer));
}

/**
 * The drawer's cart countdown on the page (§4 "Cart countdown"): it ticks every second while
 * the drawer is open and the cart has items; an empty cart shows zero, and the countdown starts
 * over whenever the cart empties or fills again. What it says is countdown.ts's.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { CART_DRAWER, CART_TIMER_TICK_MS, RESERVATION } from '../../dom-bridge/cart-constants.ts';
import { readCookie } from '../../dom-bridge/cookies.ts';
import { reservationStart } from '../../src/shop/countdown.ts';
import { countdownState, readCountdownSettings } from './countdown.ts';

export interface CountdownView {
  /** The drawer opened or closed, or the cart emptied or filled; a call that changes neither does nothing. */
  update(open: boolean, cartEmpty: boolean): void;
  /** Stops the ticking for good. */
  dispose(): void;
}

export function countdownView(root: HTMLElement): CountdownView {
  let countdownStart = Date.now();
  let reservedSince: number | null = null;
  let wasEmpty: boolean | null = null;
  let last: { open: boolean; cartEmpty: boolean } | null = null;
  let stop = (): void => {};
  let disposed = false;

  const start = (open: boolean, cartEmpty: boolean): void => {
    const element = root.querySelector(CART_DRAWER.countdown);
    const text = element?.querySelector(CART_DRAWER.countdownText);
    const settings = element ? readCountdownSettings(element) : null;
    if (!element || !text || !settings) return;
    if (wasEmpty !== null && wasEmpty !== cartEmpty) {
      countdownStart = Date.now();
      reservedSince = null;
    }
    wasEmpty = cartEmpty;
    // One reservation (§4): while ProductX's runs, the countdown counts from its start, to the end
    // the cart page's bar shows (the shop gives both the same minutes). Its start is kept until the
    // cart empties: the bar zeroing the cookie at expiry must not restart the countdown.
    reservedSince = reservationStart(readCookie(RESERVATION.cookie)) ?? reservedSince;
    const from = reservedSince ?? countdownStart;
    let announced = false;
    const tick = (): void => {
      const state = countdownState(settings, from, Date.now(), cartEmpty);
      text.textContent = state.text;
      element.classList.toggle('is-expired', state.expired);
      if (state.expired && !announced) {
        announced = true;
        announce(state.text);
      }
    };
    tick();
    if (!open || cartEmpty) return;
    const timer = setInterval(tick, CART_TIMER_TICK_MS);
    stop = () => clearInterval(timer);
  };

  return {
    update(open, cartEmpty) {
      if (disposed || (last && last.open === open && last.cartEmpty === cartEmpty)) return;
      last = { open, cartEmpty };
      stop();
      stop = () => {};
      start(open, cartEmpty);
    },
    dispose() {
      disposed = true;
      stop();
    },
  };
}

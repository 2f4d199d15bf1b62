import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { cartReservationIsland } from './index.ts';

/** Any fixed moment: what the bar says depends only on the time since the cookie's start. */
const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

let runtime: Runtime | undefined;
beforeEach(() => {
  // Date and the bar's 1 s interval are faked; the runtime's own yields and the chunk import run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  runtime?.stop();
  vi.useRealTimers();
  document.cookie = 'wopb_cart_reserved_timer=; path=/; max-age=0';
});

function bar(action: 'hide' | 'clear'): HTMLElement {
  document.body.innerHTML =
    `<div class="wopb-cart-reserved" data-expiry="15" data-action="${action}"><p class="wopb-cart-reserved__text">` +
    `Your cart is reserved for <span class="wopb-cart-reserved__time" role="timer">15m 00s</span>.</p></div>`;
  return document.querySelector('.wopb-cart-reserved')!;
}

function reservedSince(msAgo: number): void {
  document.cookie = `wopb_cart_reserved_timer=${NOW - msAgo}; path=/`;
}

async function mounted(element: HTMLElement): Promise<void> {
  runtime = startRuntime([cartReservationIsland]);
  // On the live mark, however long React's first import takes on a busy machine (vi.waitFor gives up after 1 s).
  await whenLive(element);
}

describe('the reservation bar', () => {
  it('says the time left in the §9 format and ticks every second', async () => {
    const element = bar('hide');
    reservedSince(7_000);
    await mounted(element);
    expect(element.textContent).toBe('Your cart is reserved for 14m 53s.');
    vi.advanceTimersByTime(1000);
    expect(element.textContent).toBe('Your cart is reserved for 14m 52s.');
  });

  it('at expiry sets the cookie to 0 and hides the bar', async () => {
    const element = bar('hide');
    reservedSince(15 * 60_000 - 1_200);
    await mounted(element);
    expect(element.querySelector('.wopb-cart-reserved__time')!.textContent).toBe('00m 02s');
    expect(element.hidden).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(element.hidden).toBe(true);
    expect(document.cookie).toContain('wopb_cart_reserved_timer=0');
  });

  it('hides the bar when no reservation runs', async () => {
    const element = bar('hide');
    await mounted(element);
    expect(element.hidden).toBe(true);
  });

  it('in mode clear goes to ?wopb-cart-clear at expiry', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const element = bar('clear');
    reservedSince(15 * 60_000 + 1);
    await mounted(element);
    expect(assign).toHaveBeenCalledWith('?wopb-cart-clear');
    expect(element.hidden).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { cartReservationIsland } from './index.ts';
import { reservationStart, reservationState } from './reservation.ts';

describe('§4 cart reservation timer (pure)', () => {
  it('reads the cookie’s start time; none for missing, 0 or junk; seconds are accepted', () => {
    expect(reservationStart('1779400000000')).toBe(1779400000000);
    expect(reservationStart('1779400000')).toBe(1779400000000);
    expect(reservationStart('0')).toBeNull();
    expect(reservationStart('')).toBeNull();
    expect(reservationStart('abc')).toBeNull();
  });

  it('counts down start + expiry minutes as mm:ss and expires at zero', () => {
    expect(reservationState(0, 15, 0)).toEqual({ remainingMs: 900_000, expired: false, text: '15:00' });
    expect(reservationState(0, 15, 61_000).text).toBe('13:59');
    expect(reservationState(0, 15, 899_500).text).toBe('00:01');
    expect(reservationState(0, 15, 900_000)).toEqual({ remainingMs: 0, expired: true, text: '00:00' });
    expect(reservationState(0, 90, 0).text).toBe('90:00');
  });
});

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  vi.useRealTimers();
  document.cookie = 'wopb_cart_reserved_timer=; path=/; max-age=0';
});

function bar(action: 'hide' | 'clear'): HTMLElement {
  document.body.innerHTML = `<div class="wopb-cart-reserved" data-expiry="15" data-action="${action}"><span class="wopb-cart-reserved__time">15:00</span></div>`;
  return document.querySelector('.wopb-cart-reserved')!;
}

async function mounted(element: HTMLElement): Promise<void> {
  runtime = startRuntime([cartReservationIsland]);
  await vi.waitFor(() => expect(element.getAttribute('data-island-state')).toBe('live'));
}

describe('the reservation bar', () => {
  it('ticks every second; at expiry sets the cookie to 0 and hides the bar', async () => {
    const element = bar('hide');
    document.cookie = `wopb_cart_reserved_timer=${Date.now() - 15 * 60_000 + 1_200}; path=/`;
    await mounted(element);
    expect(element.querySelector('.wopb-cart-reserved__time')!.textContent).toMatch(/^00:0[12]$/);
    await vi.waitFor(() => expect(element.hidden).toBe(true), { timeout: 4000 });
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
    document.cookie = `wopb_cart_reserved_timer=${Date.now() - 15 * 60_000 - 1}; path=/`;
    await mounted(element);
    expect(assign).toHaveBeenCalledWith('?wopb-cart-clear');
    expect(element.hidden).toBe(true);
  });
});

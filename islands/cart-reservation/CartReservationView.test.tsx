import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CartReservationView from './CartReservationView.tsx';

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  document.body.innerHTML =
    '<div class="wopb-cart-reserved" data-expiry="15" data-action="hide"><p class="wopb-cart-reserved__text">' +
    'Your cart is reserved for <span class="wopb-cart-reserved__time" role="timer">15m 00s</span>.</p></div>';
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'wopb_cart_reserved_timer=; path=/; max-age=0';
});

const bar = (): HTMLElement => document.querySelector<HTMLElement>('.wopb-cart-reserved')!;

function renderBar(): ReturnType<typeof render> {
  return render(<CartReservationView element={bar()} minutes={15} clear={false} />);
}

describe('CartReservationView', () => {
  it('the shopper sees the time left tick down, and the bar go at the end', () => {
    document.cookie = `wopb_cart_reserved_timer=${NOW - 15 * 60_000 + 2_000}; path=/`;
    renderBar();
    expect(screen.getByRole('timer').textContent).toBe('00m 02s');
    vi.advanceTimersByTime(1000);
    expect(screen.getByRole('timer').textContent).toBe('00m 01s');
    vi.advanceTimersByTime(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(bar().hidden).toBe(true);
  });

  it('shows no bar when no reservation runs', () => {
    renderBar();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('stops ticking once unmounted', () => {
    document.cookie = `wopb_cart_reserved_timer=${NOW - 7_000}; path=/`;
    renderBar().unmount();
    vi.advanceTimersByTime(3000);
    expect(screen.getByRole('timer').textContent).toBe('14m 53s');
  });
});

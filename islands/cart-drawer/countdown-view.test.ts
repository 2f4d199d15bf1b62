import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownView } from './countdown-view.ts';

const START = Date.UTC(2025, 0, 1, 12, 0, 0);
const text = (): string => document.querySelector('.cart-countdown__text')!.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  document.body.innerHTML =
    '<div id="drawer"><div class="cart-countdown" data-length="1" data-loop="no" data-formatter="Reserved for {timer}" data-expired_message="Time is up.">' +
    '<span class="cart-countdown__text"></span></div></div>';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the drawer countdown on the page', () => {
  it('ticks only while the drawer is open, and says the expired message at zero', () => {
    const view = countdownView(document.getElementById('drawer')!);
    view.update(false, false);
    expect(text()).toBe('Reserved for 01m 00s');
    vi.advanceTimersByTime(5_000);
    expect(text()).toBe('Reserved for 01m 00s');
    view.update(true, false);
    expect(text()).toBe('Reserved for 00m 55s');
    vi.advanceTimersByTime(1_000);
    expect(text()).toBe('Reserved for 00m 54s');
    vi.advanceTimersByTime(60_000);
    expect(text()).toBe('Time is up.');
    expect(document.querySelector('.cart-countdown')!.classList.contains('is-expired')).toBe(true);
    view.dispose();
  });

  it('shows zero for an empty cart and starts over when the cart fills again', () => {
    const view = countdownView(document.getElementById('drawer')!);
    view.update(true, false);
    vi.advanceTimersByTime(30_000);
    expect(text()).toBe('Reserved for 00m 30s');
    view.update(true, true);
    expect(text()).toBe('Reserved for 00m 00s');
    vi.advanceTimersByTime(5_000);
    expect(text()).toBe('Reserved for 00m 00s');
    view.update(true, false);
    expect(text()).toBe('Reserved for 01m 00s');
    view.dispose();
    vi.advanceTimersByTime(5_000);
    expect(text()).toBe('Reserved for 01m 00s');
  });
});

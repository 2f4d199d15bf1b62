import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Unmount } from '../../src/island.ts';
import { startNameYourPrice } from './NameYourPrice.ts';

function page(limits: string): string {
  return `<form class="cart">
    <div class="wopb-name-your-price" ${limits} data-currency_symbol="$" data-currency_position="left">
      <label for="p">Name your price</label>
      <input type="number" id="p" name="wopb_custom_price" value="15" step="any" aria-describedby="m">
      <fieldset><legend>Suggested prices</legend>
        <label><input type="radio" name="wopb_custom_prices_suggestion" value="0"> Free</label>
        <label><input type="radio" name="wopb_custom_prices_suggestion" value="20"> $20.00</label>
      </fieldset>
      <p id="m" class="wopb-custom-price-message" role="status"></p>
    </div>
    <button type="submit" name="add-to-cart" value="126" class="single_add_to_cart_button button alt">Add to cart</button>
  </form>`;
}

let stop: Unmount | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

const input = (): HTMLInputElement => screen.getByLabelText('Name your price');
const button = (): HTMLButtonElement => screen.getByRole('button', { name: 'Add to cart' });
const message = (): string => screen.getByRole('status').textContent ?? '';

function start(limits = 'data-min="5" data-max="100"'): void {
  vi.useFakeTimers();
  document.body.innerHTML = page(limits);
  stop = startNameYourPrice(document.querySelector('.wopb-name-your-price')!);
}

function type(value: string): void {
  input().value = value;
  input().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('name-your-price field', () => {
  it('checks 1 s after input: below min → the message and min, shown for 4 s', () => {
    start();
    type('2');
    vi.advanceTimersByTime(999);
    expect(message()).toBe('');
    expect(input().value).toBe('2');
    vi.advanceTimersByTime(1);
    expect(message()).toBe('Minimum Price limit is $5.00');
    expect(input().value).toBe('5');
    vi.advanceTimersByTime(3999);
    expect(message()).toBe('Minimum Price limit is $5.00');
    vi.advanceTimersByTime(1);
    expect(message()).toBe('');
  });

  it('sets a price above max to max with the maximum message', () => {
    start();
    type('250');
    vi.advanceTimersByTime(1000);
    expect(message()).toBe('Maximum Price limit is $100.00');
    expect(input().value).toBe('100');
  });

  it('says the minimum for a price that is not a number, leaving it as typed', () => {
    start();
    type('');
    vi.advanceTimersByTime(1000);
    expect(message()).toBe('Minimum Price limit is $5.00');
    expect(input().value).toBe('');
  });

  it('uses a minimum of 1 when none is set', () => {
    start('');
    type('0.5');
    vi.advanceTimersByTime(1000);
    expect(message()).toBe('Minimum Price limit is $1.00');
    expect(input().value).toBe('1');
  });

  it('restarts the 1 s wait on each keystroke', () => {
    start();
    type('2');
    vi.advanceTimersByTime(600);
    type('25');
    vi.advanceTimersByTime(600);
    expect(message()).toBe('');
    vi.advanceTimersByTime(400);
    expect(message()).toBe('');
    expect(input().value).toBe('25');
  });

  it('disables add to cart while the price is ≤ 0, and a positive suggestion enables it', () => {
    start('data-min="0"');
    type('0');
    expect(button().disabled).toBe(true);
    const free = screen.getByLabelText('Free');
    free.click();
    expect(input().value).toBe('0');
    expect(button().disabled).toBe(true);
    screen.getByLabelText('$20.00').click();
    expect(input().value).toBe('20');
    expect(button().disabled).toBe(false);
  });
});

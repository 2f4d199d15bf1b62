import { describe, expect, it } from 'vitest';
import { canAddAtPrice, checkPrice, formatPrice, limitMessage } from './rules.ts';

describe('§5 name-your-price checks', () => {
  const limits = { min: 5, max: 100 };

  it('warns about the minimum for something that is not a number, leaving the value', () => {
    expect(checkPrice('abc', limits)).toEqual({ kind: 'min', value: null });
    expect(checkPrice('', limits)).toEqual({ kind: 'min', value: null });
  });

  it('sets a price below min to min', () => {
    expect(checkPrice('2', limits)).toEqual({ kind: 'min', value: 5 });
    expect(checkPrice('0.5', { min: 1, max: null })).toEqual({ kind: 'min', value: 1 });
  });

  it('sets a price above max to max', () => {
    expect(checkPrice('250', limits)).toEqual({ kind: 'max', value: 100 });
    expect(checkPrice('250', { min: 1, max: null })).toEqual({ kind: 'ok' });
  });

  it('accepts a price within the limits', () => {
    expect(checkPrice('5', limits)).toEqual({ kind: 'ok' });
    expect(checkPrice('42.50', limits)).toEqual({ kind: 'ok' });
  });

  it('allows add to cart only above 0', () => {
    expect(canAddAtPrice('0')).toBe(false);
    expect(canAddAtPrice('-3')).toBe(false);
    expect(canAddAtPrice('')).toBe(false);
    expect(canAddAtPrice('0.01')).toBe(true);
  });

  it("words the §8 messages with the shop's currency format (§9)", () => {
    expect(limitMessage('min', formatPrice(1, '$', 'left'))).toBe('Minimum Price limit is $1.00');
    expect(limitMessage('max', formatPrice(100, '$', 'left_space'))).toBe('Maximum Price limit is $ 100.00');
    expect(formatPrice(3, '€', 'right')).toBe('3.00€');
  });
});

import { describe, expect, it } from 'vitest';
import { applyCartMarks, cartMarks, goalProgress, readCartInfo } from './cart-marks.ts';
import { parseFragments } from './fragments.ts';

const info = (count: number, only: 0 | 1, goal: number): string =>
  `<span class="cart-info" hidden data-count="${count}" data-free_shipping_class_only="${only}" data-goal="${goal}"></span>`;

describe('§4 page-level cart marks', () => {
  it('goal: done at ≥ 100 %, width clamped', () => {
    expect(goalProgress(45)).toEqual({ percent: 45, done: false });
    expect(goalProgress(100)).toEqual({ percent: 100, done: true });
    expect(goalProgress(130)).toEqual({ percent: 100, done: true });
    expect(goalProgress(-3)).toEqual({ percent: 0, done: false });
    expect(goalProgress(Number.NaN)).toEqual({ percent: 0, done: false });
  });

  it('cart-is-empty at count ≤ 0, free-shipping class only at 1, goal done only for a cart', () => {
    expect(cartMarks({ count: 0, freeShippingClassOnly: false, goalPercent: 100 })).toEqual({
      'cart-is-empty': true,
      'cart-includes-only-free-shipping-class': false,
      'cart-goal-done': false,
    });
    expect(cartMarks({ count: 2, freeShippingClassOnly: true, goalPercent: 100 })).toEqual({
      'cart-is-empty': false,
      'cart-includes-only-free-shipping-class': true,
      'cart-goal-done': true,
    });
  });

  it('reads the cart info fragment', () => {
    expect(readCartInfo(parseFragments({ 'span.cart-info': info(3, 1, 45) }))).toEqual({
      count: 3,
      freeShippingClassOnly: true,
      goalPercent: 45,
    });
    expect(readCartInfo(parseFragments({}))).toBeNull();
  });

  it('applies the marks to the body and the goal bars; without cart info they follow the count alone', () => {
    document.body.className = 'page';
    document.body.innerHTML = '<div class="cart-goal" data-percent="100"></div><div class="cart-goal" data-percent="20"></div>';
    applyCartMarks(readCartInfo(parseFragments({ 'span.cart-info': info(2, 0, 100) })), 2);
    expect(document.body.className).toBe('page cart-goal-done');
    const [done, open] = Array.from(document.querySelectorAll('.cart-goal'));
    expect(done!.classList.contains('cart-goal--done')).toBe(true);
    expect(open!.classList.contains('cart-goal--done')).toBe(false);
    applyCartMarks(readCartInfo(parseFragments({ 'a.cart-contents': '' })), 0);
    expect(document.body.className).toBe('page cart-is-empty');
  });
});

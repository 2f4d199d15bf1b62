import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveCart } from './cart-traces.ts';

const keys = { fragmentsKey: 'wc_fragments_abc', cartHashKey: 'wc_cart_hash_abc' };

afterEach(() => {
  Cookies.remove('woocommerce_items_in_cart', { path: '/' });
  sessionStorage.clear();
});

describe('mayHaveCart (decides whether the entry loads any cart code)', () => {
  it('is false for a visitor with neither the cart cookie nor cached fragments', () => {
    expect(mayHaveCart(keys)).toBe(false);
  });

  it('is true when the platform says there are items in the cart', () => {
    Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
    expect(mayHaveCart(keys)).toBe(true);
  });

  it('is true when this tab cached fragments, even an emptied cart (they must be checked)', () => {
    sessionStorage.setItem(keys.fragmentsKey, '{}');
    expect(mayHaveCart(keys)).toBe(true);
  });

  it('reads a refused storage as no cache', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(mayHaveCart(keys)).toBe(false);
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});

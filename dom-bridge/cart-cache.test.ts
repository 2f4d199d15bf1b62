import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import refreshed from '../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import emptyCart from '../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments-empty-cart.json' with { type: 'json' };
import { asCached, cacheState, clearCache, isFragments, readCachedFragments, storeFragments } from './cart-cache.ts';
import { cartHashCookie } from './cart-hash-cookie.ts';
import { hasCart } from './cookies.ts';

// The keys shop.html prints in wc_cart_fragments_params.
const config = {
  fragmentsKey: 'wc_fragments_ed3716d6cbdc01c72a1eabda09bdf3ea',
  cartHashKey: 'wc_cart_hash_ed3716d6cbdc01c72a1eabda09bdf3ea',
};
const HASH = refreshed.cart_hash;
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1, 12);

/** Runs `body` with both storages replaced by `fake` (null: accessing them throws). */
function withStorage(fake: object | null, body: () => void): void {
  const names = ['sessionStorage', 'localStorage'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        if (!fake) throw new DOMException('denied', 'SecurityError');
        return fake;
      },
    });
  }
  try {
    body();
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    });
  }
}

function setCartCookies(hash: string): void {
  Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
  Cookies.set('woocommerce_cart_hash', hash, { path: '/' });
}

beforeEach(() => {
  document.body.innerHTML = '<div class="widget_shopping_cart_content"><p>server</p></div>';
});

afterEach(() => {
  Cookies.remove('woocommerce_items_in_cart', { path: '/' });
  Cookies.remove('woocommerce_cart_hash', { path: '/' });
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('hasCart and cartHashCookie read the platform cookies', () => {
    expect(hasCart()).toBe(false);
    expect(cartHashCookie()).toBe('');
    setCartCookies('abc');
    expect(hasCart()).toBe(true);
    expect(cartHashCookie()).toBe('abc');
  });
});

describe('storeFragments / readCachedFragments', () => {
  it('stores like the platform: fragments + hash in session, hash in local, creation time', () => {
    storeFragments(config, refreshed.fragments, HASH, NOW);
    expect(JSON.parse(sessionStorage.getItem(config.fragmentsKey)!)).toEqual(asCached(refreshed.fragments));
    expect(sessionStorage.getItem(config.cartHashKey)).toBe(HASH);
    expect(localStorage.getItem(config.cartHashKey)).toBe(HASH);
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(NOW));
  });

  it('is valid when the hash matches the cookie and it is less than 24 h old', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH, NOW);
    expect(readCachedFragments(config, NOW + DAY - 1)).toEqual(asCached(refreshed.fragments));
    expect(readCachedFragments(config, NOW + DAY)).toEqual(asCached(refreshed.fragments));
  });

  it('expires after 24 h (injected clock and fake timers)', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH, NOW);
    expect(readCachedFragments(config, NOW + DAY + 1)).toBeNull();
    vi.useFakeTimers({ now: NOW });
    try {
      expect(readCachedFragments(config)).not.toBeNull();
      vi.advanceTimersByTime(DAY + 1);
      expect(readCachedFragments(config)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is invalid when the hash does not match the cookie', () => {
    setCartCookies('another-hash');
    storeFragments(config, refreshed.fragments, HASH, NOW);
    expect(readCachedFragments(config, NOW)).toBeNull();
  });

  it('is invalid with a cart hash but no cart cookie (cart gone on the server)', () => {
    storeFragments(config, refreshed.fragments, HASH, NOW);
    expect(readCachedFragments(config, NOW)).toBeNull();
  });

  it('an empty cart cached for a visitor without cookies is valid, without a timestamp', () => {
    storeFragments(config, emptyCart.fragments, '', NOW);
    expect(sessionStorage.getItem('wc_cart_created')).toBeNull();
    expect(readCachedFragments(config, NOW + 10 * DAY)).toEqual(emptyCart.fragments);
  });

  it('rejects a hash without timestamp, a bad timestamp, broken JSON and a cache without the mini-cart', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH, NOW);
    sessionStorage.removeItem('wc_cart_created');
    expect(readCachedFragments(config, NOW)).toBeNull();
    sessionStorage.setItem('wc_cart_created', 'yesterday');
    expect(readCachedFragments(config, NOW)).toBeNull();
    storeFragments(config, refreshed.fragments, HASH, NOW);
    sessionStorage.setItem(config.fragmentsKey, '{"div.widget_shopping_cart_content":');
    expect(readCachedFragments(config, NOW)).toBeNull();
    storeFragments(config, { 'a.cart-contents': '<a></a>' }, HASH, NOW);
    expect(readCachedFragments(config, NOW)).toBeNull();
  });

  it('storage throwing on every call (private mode, quota) reads as no cache and never throws', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH, NOW);
    const deny = (): never => {
      throw new DOMException('denied', 'QuotaExceededError');
    };
    const broken = { getItem: deny, setItem: deny, removeItem: deny, clear: deny, key: deny, length: 0 };
    withStorage(broken, () => {
      expect(readCachedFragments(config, NOW)).toBeNull();
      expect(() => storeFragments(config, refreshed.fragments, HASH, NOW)).not.toThrow();
      expect(() => clearCache(config)).not.toThrow();
      expect(cacheState(config, NOW)).toBe('stale');
    });
  });

  it('storage that cannot even be accessed (sandboxed frame)', () => {
    withStorage(null, () => {
      expect(readCachedFragments(config, NOW)).toBeNull();
      expect(cacheState(config)).toBe('no-cart');
      setCartCookies(HASH);
      expect(cacheState(config)).toBe('stale');
    });
  });

  it('clearCache forgets this tab’s cache', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH, NOW);
    clearCache(config);
    expect(readCachedFragments(config, NOW)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(config.cartHashKey)).toBe(HASH);
  });

  it('isFragments accepts string maps only', () => {
    expect(isFragments({ a: '<p></p>' })).toBe(true);
    expect(isFragments({ a: 1 })).toBe(false);
    expect(isFragments(['<p></p>'])).toBe(false);
    expect(isFragments(null)).toBe(false);
  });
});

import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import refreshed from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import { cacheState, storeFragments } from '../../dom-bridge/cart-cache.ts';
import { on } from '../../dom-bridge/events.ts';
import { $cart, EMPTY_CART, type CartState } from './cart-store.ts';
import { resetCartForTests } from './cart-commit.ts';
import { restoreCachedCart } from './cart-start.ts';

const config = { fragmentsKey: 'wc_fragments_test', cartHashKey: 'wc_cart_hash_test' };
const HASH = refreshed.cart_hash;
let undos: Array<() => void> = [];

function setCartCookies(hash: string): void {
  Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
  Cookies.set('woocommerce_cart_hash', hash, { path: '/' });
}

beforeEach(() => {
  document.body.innerHTML = '<div class="widget_shopping_cart_content"><p>server</p></div>';
});

afterEach(() => {
  for (const undo of undos) undo();
  undos = [];
  resetCartForTests();
  sessionStorage.clear();
  Cookies.remove('woocommerce_items_in_cart', { path: '/' });
  Cookies.remove('woocommerce_cart_hash', { path: '/' });
});

describe('restoreCachedCart', () => {
  it("'restored': commits the valid cache through the store; its subscribers show it and fire wc_fragments_loaded", () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH);
    const loaded = vi.fn();
    undos.push(on('wc_fragments_loaded', loaded));
    const seen: CartState[] = [];
    undos.push($cart.listen((cart) => seen.push(cart)));
    expect(restoreCachedCart(config)).toBe('restored');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ hash: HASH, count: 3, source: { kind: 'cache' } });
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it("'no-cart': no cookie and no cache; nothing touched, no event", () => {
    const loaded = vi.fn();
    undos.push(on('wc_fragments_loaded', loaded));
    expect(restoreCachedCart(config)).toBe('no-cart');
    expect(cacheState(config)).toBe('no-cart');
    expect(document.body.textContent).toContain('server');
    expect(loaded).not.toHaveBeenCalled();
    expect($cart.get()).toBe(EMPTY_CART);
  });

  it("'stale': a cart cookie without a cache, or a cache that no longer matches", () => {
    setCartCookies(HASH);
    expect(restoreCachedCart(config)).toBe('stale');
    storeFragments(config, refreshed.fragments, 'old-hash');
    expect(restoreCachedCart(config)).toBe('stale');
    expect(document.body.textContent).toContain('server');
    Cookies.remove('woocommerce_items_in_cart', { path: '/' });
    Cookies.remove('woocommerce_cart_hash', { path: '/' });
    expect(restoreCachedCart(config)).toBe('stale'); // a cached cart the server no longer has
  });
});

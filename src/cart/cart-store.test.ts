import { describe, expect, it } from 'vitest';
import refreshed from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import emptyCart from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments-empty-cart.json' with { type: 'json' };
import { parseFragments } from '../../dom-bridge/fragments.ts';
import { $cart, cartCount, storeCart, type CartState } from './cart-store.ts';

const HASH = refreshed.cart_hash;

describe('$cart', () => {
  it('cartCount reads the header badge, else sums the mini-cart quantities', () => {
    expect(cartCount(parseFragments(refreshed.fragments))).toBe(3);
    expect(cartCount(parseFragments(emptyCart.fragments))).toBe(0);
    const miniOnly = { 'div.widget_shopping_cart_content': refreshed.fragments['div.widget_shopping_cart_content'] };
    expect(cartCount(parseFragments(miniOnly))).toBe(3);
    expect(cartCount(parseFragments({}))).toBe(0);
  });

  it('a commit skips a repeat (same hash and content, even as a new object) and applies a changed one', () => {
    const seen: CartState[] = [];
    const unlisten = $cart.listen((cart) => seen.push(cart));
    expect(storeCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'server' })).toBe(true);
    expect(storeCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'announced' })).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ hash: HASH, count: 3, source: { kind: 'server' } });

    // Same hash, other content (a theme fragment changed): applied.
    const changed = { ...refreshed.fragments, 'span.cart-info': '<span class="cart-info" data-count="3" data-goal="40"></span>' };
    expect(storeCart({ fragments: changed, cartHash: HASH }, { kind: 'refresh' })).toBe(true);
    // Same content, other hash: applied.
    expect(storeCart({ fragments: changed, cartHash: 'other' }, { kind: 'refresh' })).toBe(true);
    expect(seen).toHaveLength(3);
    expect(seen[1]!.info).toEqual({ count: 3, freeShippingClassOnly: false, goalPercent: 40 });
    unlisten();
  });
});

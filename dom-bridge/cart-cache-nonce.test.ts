import { beforeEach, describe, expect, it } from 'vitest';
import { readCachedFragments, storeFragments } from './cart-cache.ts';

const KEYS = { fragmentsKey: 'wc_fragments_test', cartHashKey: 'wc_cart_hash_test' };

describe('storeFragments (issue 18: no nonce written to storage)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'woocommerce_cart_hash=h1; path=/';
  });

  it('caches the mini-cart without the remove links’ _wpnonce, everything else as it came', () => {
    const html =
      '<div class="widget_shopping_cart_content"><a href="/cart/?remove_item=abc&amp;_wpnonce=235962046e" class="remove">×</a>' +
      '<a href="/cart/?_wpnonce=235962046e&amp;remove_item=def" class="remove">×</a>' +
      '<a href="/cart/?remove_item=ghi&#038;_wpnonce=235962046e" class="remove">×</a><a href="/shop/">Shop</a></div>';
    storeFragments(KEYS, { 'div.widget_shopping_cart_content': html }, 'h1', 1000);
    const stored = sessionStorage.getItem(KEYS.fragmentsKey) ?? '';
    expect(stored).not.toContain('235962046e');
    expect(readCachedFragments(KEYS, 2000)).toEqual({
      'div.widget_shopping_cart_content':
        '<div class="widget_shopping_cart_content"><a href="/cart/?remove_item=abc" class="remove">×</a>' +
        '<a href="/cart/?remove_item=def" class="remove">×</a><a href="/cart/?remove_item=ghi" class="remove">×</a><a href="/shop/">Shop</a></div>',
    });
  });
});

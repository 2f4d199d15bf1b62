/**
 * Start-up for a visitor who may have a cart (src/boot.ts asks first): shows the cached
 * cart when its hash still matches (no request), else has cart-sync fetch fresh fragments.
 * A chunk of its own so a visitor without a cart never loads it.
 */
import { readCachedFragments } from '../../dom-bridge/cart-cache.ts';
import { cartHashCookie } from '../../dom-bridge/cart-hash-cookie.ts';
import { mayHaveCart, type CacheKeys } from '../../dom-bridge/cart-traces.ts';
import { commitCart } from './cart-commit.ts';
import { watchCartFromOtherPlaces } from './cart-wakeup.ts';

/**
 * Commits the valid cached cart through the store (its subscribers show it and fire
 * `wc_fragments_loaded`) → 'restored'; a visitor with neither cart cookie nor cache →
 * 'no-cart' (no request at all); otherwise 'stale': fresh fragments are needed.
 */
export function restoreCachedCart(keys: CacheKeys): 'restored' | 'no-cart' | 'stale' {
  const cached = readCachedFragments(keys);
  if (cached) {
    commitCart({ fragments: cached, cartHash: cartHashCookie() }, { kind: 'cache' });
    return 'restored';
  }
  return mayHaveCart(keys) ? 'stale' : 'no-cart';
}

export function startCart(keys: CacheKeys): void {
  watchCartFromOtherPlaces(keys, restoreCachedCart(keys) === 'stale');
}

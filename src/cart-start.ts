/**
 * Start-up for a visitor who may have a cart (src/boot.ts asks first): shows the cached
 * cart when its hash still matches (no request), else has cart-sync fetch fresh fragments.
 * A chunk of its own so a visitor without a cart never loads it.
 */
import { restoreCachedCart } from '../dom-bridge/cart-cache.ts';
import type { CacheKeys } from '../dom-bridge/cart-traces.ts';
import { watchCartFromOtherPlaces } from './cart-wakeup.ts';

export function startCart(keys: CacheKeys): void {
  watchCartFromOtherPlaces(keys, restoreCachedCart(keys) === 'stale');
}

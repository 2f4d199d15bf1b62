/**
 * The entry: the only module with top-level effects. It stays tiny: it claims the
 * islands the page has, leaving every island's code to load when its strategy says
 * so, and counts the page view. A visitor who may have a cart also loads the cart
 * start-up (cached cart restored, no request when its hash matches); a visitor
 * without one loads nothing more and makes no request at all.
 */
import { mayHaveCart, type CacheKeys } from '../dom-bridge/cart-traces.ts';
import { readCacheKeys } from '../dom-bridge/globals.ts';
import { warn } from '../dom-bridge/warn.ts';
import { showEmptyMiniCarts } from './empty-mini-cart.ts';
import { claimGroups, islands } from './registry.ts';
import { startRuntime } from './runtime.ts';
import { watchCartFromOtherPlaces } from './cart/cart-wakeup.ts';
import { trackVisitWhenIdle } from './visit-tracking.ts';
import { wakeWishlist } from './wishlist/wishlist-wakeup.ts';

const BOOTED_ATTR = 'data-shop-islands';

/** Storage and cookie reads here never throw (storage.ts, cookies.ts); only the chunk can fail. */
function startCart(keys: CacheKeys): void {
  if (!mayHaveCart(keys)) {
    showEmptyMiniCarts();
    // Still follow an add, another tab or a bfcache return: they may bring a cart.
    watchCartFromOtherPlaces(keys, false);
    return;
  }
  import('./cart/cart-start.ts')
    .then((cart) => cart.startCart(keys))
    .catch((error: unknown) => warn('cart start-up failed; the page keeps its server cart.', error));
}

function boot(): void {
  const root = document.documentElement;
  // Enqueued twice: the first copy does the work (boot runs in one task, so its closing mark is enough).
  if (root.hasAttribute(BOOTED_ATTR)) return;
  startCart(readCacheKeys());
  startRuntime(islands, document, claimGroups);
  wakeWishlist();
  trackVisitWhenIdle();
  root.setAttribute(BOOTED_ATTR, 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();

/**
 * The entry: the only module with top-level effects. It stays tiny: it restores
 * the cached cart (no request when the cached hash matches, none at all for a
 * visitor without a cart), claims the islands the page has, and leaves every
 * island's code to load when its strategy says so.
 */
import { restoreCachedCart } from '../dom-bridge/cart-cache.ts';
import { readCacheKeys } from '../dom-bridge/globals.ts';
import { islands } from './registry.ts';
import { startRuntime } from './runtime.ts';
import { watchCartFromOtherPlaces } from './cart-wakeup.ts';
import { trackVisitWhenIdle } from './visit-tracking.ts';

const BOOTED_ATTR = 'data-shop-islands';

function boot(): void {
  const root = document.documentElement;
  if (root.hasAttribute(BOOTED_ATTR)) return; // Enqueued twice: the first copy does the work.
  root.setAttribute(BOOTED_ATTR, 'booting');
  const config = readCacheKeys();
  try {
    const cart = restoreCachedCart(config);
    watchCartFromOtherPlaces(config, cart === 'stale');
  } catch (error) {
    console.warn('[shop-islands] cart restore failed; the page keeps its server cart.', error);
  }
  startRuntime(islands);
  trackVisitWhenIdle();
  root.setAttribute(BOOTED_ATTR, 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();

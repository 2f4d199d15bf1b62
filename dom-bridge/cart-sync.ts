/**
 * Keeps the page's cart fragments current after start-up (lazy chunk). It refreshes:
 * - at start, when the cache is stale (not when it was valid or the visitor has no cart);
 * - on `wc_fragment_refresh` and `updated_wc_div` (the platform's triggers);
 * - when another tab changes the cart hash (`storage` event, §4 "Cached cart fragments");
 * - when the page comes back from the back/forward cache and the cart hash cookie differs
 *   from the hash this page shows.
 * It commits fragments announced by other scripts' `added_to_cart` / `removed_from_cart`.
 * A newer refresh, or an add/remove, aborts an older refresh.
 */
import { getRefreshedFragments } from '../protocol/cart.ts';
import { $cart } from '../src/stores/cart.ts';
import { cacheState, isFragments } from './cart-cache.ts';
import { commitCart } from './cart-commit.ts';
import { readShopConfig, type ShopConfig } from './config.ts';
import { PLATFORM_EVENTS, SELECTORS } from './constants.ts';
import { cartHashCookie } from './cookies.ts';
import { emit, on } from './events.ts';
import { markUpdating } from './fragments.ts';

let inflight: AbortController | null = null;

function abortRefresh(): void {
  inflight?.abort();
  inflight = null;
}

/**
 * Fetches fresh fragments (`get_refreshed_fragments`, time-out from the shop config, 5000 ms)
 * and commits them, firing `wc_fragments_refreshed`. On failure fires `wc_fragments_ajax_error`
 * (§8) and leaves the page as it is; a superseded refresh ends silently. Resolves true when applied.
 */
export async function refreshCart(config: ShopConfig = readShopConfig()): Promise<boolean> {
  abortRefresh();
  const controller = new AbortController();
  inflight = controller;
  const timer = setTimeout(() => controller.abort(), config.fragmentsTimeoutMs);
  try {
    const { fragments, cartHash } = await getRefreshedFragments({ signal: controller.signal });
    if (inflight !== controller) return false;
    commitCart(fragments, cartHash, { event: PLATFORM_EVENTS.fragmentsRefreshed, config });
    return true;
  } catch {
    // Superseded or stopped: `inflight` moved on. A time-out aborts too but is still current.
    if (inflight === controller) emit(PLATFORM_EVENTS.fragmentsAjaxError);
    return false;
  } finally {
    clearTimeout(timer);
    if (inflight === controller) inflight = null;
  }
}

export interface CartSyncOptions {
  /** Refresh right away; default: only when the cache is stale. */
  refresh?: boolean;
}

/** Starts listening; returns the stop function, which removes every listener and aborts a pending refresh. */
export function startCartSync(options: CartSyncOptions = {}): () => void {
  const config = readShopConfig();
  const state = cacheState(config);
  // The hash of the cart this page shows: the cache's or "no cart"; unknown until a refresh when stale.
  let shown: string | undefined = state === 'stale' ? undefined : cartHashCookie();
  const refresh = (): void => void refreshCart(config);

  const onCartChanged = ([fragments, hash]: unknown[]): void => {
    abortRefresh(); // An add/remove response is newer than any refresh still on its way.
    if (isFragments(fragments) && typeof hash === 'string') commitCart(fragments, hash, { config });
    else refresh(); // A script announced a change without fragments: fetch them.
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === config.cartHashKey && (event.newValue ?? '') !== shown) refresh();
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted || shown === cartHashCookie()) return;
    const undo = markUpdating([SELECTORS.miniCartContent]);
    void refreshCart(config).finally(undo);
  };

  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  const stops = [
    () => window.removeEventListener('storage', onStorage),
    () => window.removeEventListener('pageshow', onPageShow),
    on(PLATFORM_EVENTS.addedToCart, onCartChanged),
    on(PLATFORM_EVENTS.removedFromCart, onCartChanged),
    on(PLATFORM_EVENTS.fragmentRefresh, refresh),
    on(PLATFORM_EVENTS.updatedWcDiv, refresh),
    $cart.listen((cart) => {
      shown = cart.hash;
    }),
  ];
  if (options.refresh ?? state === 'stale') refresh();
  return () => {
    for (const stop of stops) stop();
    abortRefresh();
  };
}

/**
 * Keeps the page's cart fragments current after start-up (lazy chunk). It refreshes:
 * - at start, when the cache is stale (not when it was valid or the visitor has no cart);
 * - on `wc_fragment_refresh` and `updated_wc_div` (the platform's triggers);
 * - when another tab changes the cart hash (`storage` event, §4 "Cached cart fragments");
 * - when the page comes back from the back/forward cache and the cart hash cookie differs
 *   from the hash this page shows.
 * It commits fragments announced by other scripts' `added_to_cart` / `removed_from_cart`
 * (our islands commit theirs before emitting; the repeat is a no-op).
 * A newer refresh, or an add/remove, aborts an older refresh.
 */
import { getRefreshedFragments } from '../protocol/cart.ts';
import { $cart } from '../src/stores/cart.ts';
import { cacheState, isFragments, type CacheKeys } from './cart-cache.ts';
import { commitCart } from './cart-commit.ts';
import { readShopConfig } from './config.ts';
import { PLATFORM_EVENTS, SELECTORS } from './constants.ts';
import { ISLAND_PLATFORM_EVENTS } from './island-constants.ts';
import { cartHashCookie } from './cart-hash-cookie.ts';
import { on } from './events.ts';
import { emit } from './emit.ts';
import { markUpdating } from './fragments.ts';

let inflight: AbortController | null = null;

function abortRefresh(): void {
  inflight?.abort();
  inflight = null;
}

/**
 * Fetches fresh fragments (`get_refreshed_fragments`; the protocol applies the configured
 * 5000 ms time-out) and commits them, firing `wc_fragments_refreshed`. On failure fires
 * `wc_fragments_ajax_error` (§8) and leaves the page as it is; a superseded or stopped refresh
 * ends silently. Resolves true when fragments were applied.
 */
export async function refreshCart(config: CacheKeys = readShopConfig()): Promise<boolean> {
  abortRefresh();
  const controller = new AbortController();
  inflight = controller;
  try {
    const { fragments, cartHash } = await getRefreshedFragments({ signal: controller.signal });
    if (inflight !== controller) return false;
    return commitCart(fragments, cartHash, { event: ISLAND_PLATFORM_EVENTS.fragmentsRefreshed, config });
  } catch {
    // Superseded or stopped: `inflight` has moved on and nobody waits for this answer.
    if (inflight === controller) emit(ISLAND_PLATFORM_EVENTS.fragmentsAjaxError);
    return false;
  } finally {
    if (inflight === controller) inflight = null;
  }
}

/**
 * Handles the args of an `added_to_cart` / `removed_from_cart` event (`[fragments, cart_hash,
 * button]`): aborts a pending refresh (the add/remove answer is newer) and commits the
 * fragments, which is a no-op for fragments an island already committed. An event without
 * fragments (some themes send none) triggers a refresh instead.
 */
export function commitAnnounced(args: unknown[], config: CacheKeys = readShopConfig()): void {
  const [fragments, hash] = args;
  abortRefresh();
  if (isFragments(fragments) && typeof hash === 'string') commitCart(fragments, hash, { config });
  else void refreshCart(config);
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

  const onCartChanged = (args: unknown[]): void => commitAnnounced(args, config);
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

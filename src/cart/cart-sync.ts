/**
 * Keeps the page's cart fragments current after start-up (lazy chunk). It refreshes:
 * - at start, when the cache is stale (not when it was valid or the visitor has no cart);
 * - on `wc_fragment_refresh` and `updated_wc_div` (the platform's triggers);
 * - when another tab changes the cart hash (`storage` event, §4 "Cached cart fragments");
 * - when the page comes back from the back/forward cache and the cart hash cookie differs
 *   from the hash this page shows.
 * It commits fragments announced by other scripts' `added_to_cart` / `removed_from_cart`;
 * the events our own commits fire are not news and are left alone.
 * A newer refresh, or any other commit (an add, a remove, the drawer), aborts an older refresh.
 */
import { getRefreshedFragments } from '../../protocol/cart.ts';
import { cacheState, isFragments } from '../../dom-bridge/cart-cache.ts';
import { cartHashCookie } from '../../dom-bridge/cart-hash-cookie.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { on } from '../../dom-bridge/events.ts';
import { readCacheKeys } from '../../dom-bridge/globals.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { commitCart } from './cart-commit.ts';
import { fadeCartRegions } from './cart-fade.ts';
import { $cart, type CartSource } from './cart-store.ts';
import { isOwnAnnouncement } from './cart-subscribers.ts';

const REFRESH: CartSource = { kind: 'refresh' };
const ANNOUNCED: CartSource = { kind: 'announced' };

let inflight: AbortController | null = null;

function abortRefresh(): void {
  inflight?.abort();
  inflight = null;
}

/** How a refresh ended: a new cart committed, the same cart again, a failure (§8: the fragments-error event fired), or superseded/stopped. */
export type RefreshOutcome = 'changed' | 'unchanged' | 'failed' | 'superseded';

/**
 * Fetches fresh fragments (`get_refreshed_fragments`; the protocol applies the configured
 * 5000 ms time-out) and commits them (the store's subscribers fire `wc_fragments_refreshed`).
 * On failure fires `wc_fragments_ajax_error` (§8) and leaves the page as it is; a superseded or
 * stopped refresh ends silently. Resolves with how it ended.
 */
export async function refreshCartOutcome(): Promise<RefreshOutcome> {
  abortRefresh();
  const controller = new AbortController();
  inflight = controller;
  // §4: the regions fade while their fragments are being fetched.
  const unfade = fadeCartRegions();
  try {
    const response = await getRefreshedFragments({ signal: controller.signal });
    if (inflight !== controller) return 'superseded';
    return commitCart(response, REFRESH) ? 'changed' : 'unchanged';
  } catch {
    // Superseded or stopped: `inflight` has moved on and nobody waits for this answer.
    if (inflight !== controller) return 'superseded';
    emit(ISLAND_PLATFORM_EVENTS.fragmentsAjaxError);
    return 'failed';
  } finally {
    if (inflight === controller) inflight = null;
    unfade();
  }
}

/** `refreshCartOutcome`, resolving true when a changed cart was committed. */
export async function refreshCart(): Promise<boolean> {
  return (await refreshCartOutcome()) === 'changed';
}

/**
 * Handles the args of another script's `added_to_cart` / `removed_from_cart` (`[fragments,
 * cart_hash, button]`): aborts a pending refresh (the add/remove answer is newer) and commits
 * the fragments. An event without fragments (some themes send none) triggers a refresh instead.
 * Our own commits' args are no news, even late: a newer cart (a removal) may be shown by then.
 */
export function commitAnnounced(args: unknown[]): void {
  if (isOwnAnnouncement(args)) return;
  const [fragments, cartHash] = args;
  abortRefresh();
  if (isFragments(fragments) && typeof cartHash === 'string') commitCart({ fragments, cartHash }, ANNOUNCED);
  else void refreshCart();
}

export interface CartSyncOptions {
  /** Refresh right away; default: only when the cache is stale. */
  refresh?: boolean;
}

/** Starts listening; returns the stop function, which removes every listener and aborts a pending refresh. */
export function startCartSync(options: CartSyncOptions = {}): () => void {
  const config = readCacheKeys();
  const state = cacheState(config);
  // The hash of the cart this page shows: the cache's or "no cart"; unknown until a refresh when stale.
  let shown: string | undefined = state === 'stale' ? undefined : cartHashCookie();
  const refresh = (): void => void refreshCart();

  const onStorage = (event: StorageEvent): void => {
    if (event.key === config.cartHashKey && (event.newValue ?? '') !== shown) refresh();
  };
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted || shown === cartHashCookie()) return;
    refresh();
  };

  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  const stops = [
    () => window.removeEventListener('storage', onStorage),
    () => window.removeEventListener('pageshow', onPageShow),
    // Our own commits fire these too: commitAnnounced leaves them alone (no echo into the commit they came from).
    on(PLATFORM_EVENTS.addedToCart, commitAnnounced),
    on(PLATFORM_EVENTS.removedFromCart, commitAnnounced),
    on(PLATFORM_EVENTS.fragmentRefresh, refresh),
    on(PLATFORM_EVENTS.updatedWcDiv, refresh),
    $cart.listen((cart) => {
      shown = cart.hash;
      if (cart.source.kind !== 'refresh') abortRefresh(); // that cart is newer than the refresh's answer
    }),
  ];
  if (options.refresh ?? state === 'stale') refresh();
  return () => {
    for (const stop of stops) stop();
    abortRefresh();
  };
}

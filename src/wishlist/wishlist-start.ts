/**
 * Start-up for a visitor with a wishlist key (src/wishlist/wishlist-wakeup.ts asks first), also
 * run by the wishlist island when it goes live: shows this tab's cached data (§9
 * `woosw_data_{key}`) with no request; unreadable or missing cached data is fetched
 * (`woosw_get_data`, §8). From then on, changes made in other tabs are followed.
 */
import { readCookie } from '../../dom-bridge/cookies.ts';
import { readStorage } from '../../dom-bridge/storage.ts';
import { WISHLIST_CACHE_PREFIX, WISHLIST_KEY_COOKIE, WISHLIST_SYNC_KEY } from '../../dom-bridge/wishlist-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { getWishlistData, readWishlistData, type WishlistData } from '../../protocol/wishlist.ts';
import { commitWishlist } from './wishlist-commit.ts';
import { $wishlist } from './wishlist-store.ts';
import { readSynced } from './wishlist-subscribers.ts';

/** This tab's cached data for `key`, or undefined when missing or unreadable (§8). */
export function readCachedWishlist(key: string): WishlistData | undefined {
  const raw = readStorage('sessionStorage', WISHLIST_CACHE_PREFIX + key);
  try {
    const data = readWishlistData(JSON.parse(raw ?? 'null'));
    return data && data.key === key ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the list's data and commits it; a failure leaves the page as the server printed it. */
export function fetchWishlistData(): Promise<void> {
  return getWishlistData().then(
    (data) => void commitWishlist(data),
    (error: unknown) => warn('wishlist: its data could not be fetched.', error),
  );
}

function followOtherTabs(): void {
  addEventListener('storage', (event) => {
    if (event.key !== WISHLIST_SYNC_KEY) return;
    const data = readSynced(event.newValue);
    if (data) commitWishlist(data, 'tab');
  });
}

let started = false;

/**
 * Shows the cached data or fetches it, once per page; later calls do nothing. `change` is the
 * storage change that woke a tab opened before the visitor had a key: when it is another tab's
 * wishlist mark, its data is shown first (it came before this tab listened for marks).
 */
export function startWishlist(change?: StorageEvent): void {
  const data = change?.key === WISHLIST_SYNC_KEY ? readSynced(change.newValue) : null;
  if (data) commitWishlist(data, 'tab');
  if (started) return;
  started = true;
  followOtherTabs();
  const key = readCookie(WISHLIST_KEY_COOKIE);
  // A guest with no key has no list: nothing to show, nothing to ask (§9; the add-on asks anyway).
  if (!key || $wishlist.get().data) return;
  const cached = readCachedWishlist(key);
  if (cached) commitWishlist(cached, 'cache');
  else void fetchWishlistData();
}

/** For tests. */
export function resetStartForTests(): void {
  started = false;
}

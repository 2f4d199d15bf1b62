/**
 * The wishlist's start-up, asked by the entry: a visitor with the add-on's key cookie loads the
 * wishlist start chunk (cached data shown, or fetched when unreadable); a guest without one loads
 * nothing and makes no request (the add-on asks the server on every page). A tab opened before the
 * visitor had a key looks again at each storage change of another tab: the first change made with a
 * key (another tab's first add writes the key cookie, then its storage mark) starts it, with that change.
 */
import { readCookie } from '../../dom-bridge/cookies.ts';
import { warn } from '../../dom-bridge/warn.ts';

/** The add-on's key cookie (§9; WISHLIST_KEY_COOKIE in wishlist-constants.ts), spelled here to keep the entry small. */
const KEY_COOKIE = 'woosw_key';

/** `change`: the storage change that woke a tab without a key (start-up shows it when it is another tab's wishlist mark). */
export function wakeWishlist(change?: StorageEvent): void {
  if (readCookie(KEY_COOKIE))
    import('./wishlist-start.ts').then(
      (m) => m.startWishlist(change),
      (error: unknown) => warn('wishlist start-up failed.', error),
    );
  // The same listener added again is no second listener (DOM): one, for the page; once there is a key,
  // each change starts again, which start-up takes as a repeat.
  else addEventListener('storage', wakeWishlist);
}

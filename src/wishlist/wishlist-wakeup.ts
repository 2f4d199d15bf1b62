/**
 * The wishlist's start-up, asked by the entry: a visitor with the add-on's key cookie loads the
 * wishlist start chunk (cached data shown, or fetched when unreadable); a guest without one loads
 * nothing and makes no request (the add-on asks the server on every page). A tab opened before
 * the visitor had a key follows other tabs from its next page or its first wishlist click: a
 * listener here for that case measured +24 B gz, which the entry has no room for.
 */
import { readCookie } from '../../dom-bridge/cookies.ts';
import { warn } from '../../dom-bridge/warn.ts';

/** The add-on's key cookie (§9; WISHLIST_KEY_COOKIE in wishlist-constants.ts), spelled here to keep the entry small. */
const KEY_COOKIE = 'woosw_key';

export function wakeWishlist(): void {
  if (!readCookie(KEY_COOKIE)) return;
  import('./wishlist-start.ts').then(
    (m) => m.startWishlist(),
    (error: unknown) => warn('wishlist: start-up failed.', error),
  );
}

/**
 * The one door for new wishlist data: every producer — an add, a remove, empty, set default,
 * the start-up's cache or fetch, another tab — calls `commitWishlist`. It only sets the store;
 * the page follows through the subscribers, registered here before the first commit.
 */
import type { WishlistData } from '../../protocol/wishlist.ts';
import { $wishlist, storeWishlist, type WishlistSource } from './wishlist-store.ts';
import { startWishlistSubscribers, stopWishlistSubscribers } from './wishlist-subscribers.ts';

/** Commits `data`; false (nothing done) for a repeat of the data shown. */
export function commitWishlist(data: WishlistData, source: WishlistSource = 'server'): boolean {
  startWishlistSubscribers();
  return storeWishlist(data, source);
}

/** For tests: the page is torn down, so is its wishlist; no subscriber runs. */
export function resetWishlistForTests(): void {
  stopWishlistSubscribers();
  $wishlist.set({ data: null, source: 'server' });
}

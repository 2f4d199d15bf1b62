/**
 * The wishlist as the page last saw it from the server (§3 cached data: key, fragments, ids):
 * one store, written only through `commitWishlist` (wishlist-commit.ts). What the page does with new data — the
 * regions, the buttons, the session cache and key cookie, the other tabs, the add-on's event —
 * is the subscribers' (wishlist-subscribers.ts). Store pattern: docs/CONTRIBUTING.md "Stores: one way".
 */
import { atom } from 'nanostores';
import type { WishlistData } from '../../protocol/wishlist.ts';

/**
 * Where data came from: `server` (an answer), `cache` (this tab's session cache at start-up:
 * not written back), `tab` (another tab's change: not sent back to the tabs).
 */
export type WishlistSource = 'server' | 'cache' | 'tab';

export interface WishlistState {
  data: WishlistData | null;
  source: WishlistSource;
}

export const $wishlist = atom<WishlistState>({ data: null, source: 'server' });

function same(a: WishlistData | null, b: WishlistData): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** Sets the store from `data`; a repeat of what is shown changes nothing and returns false. */
export function storeWishlist(data: WishlistData, source: WishlistSource): boolean {
  if (same($wishlist.get().data, data)) return false;
  $wishlist.set({ data, source });
  return true;
}

/**
 * What the page does with new wishlist data, in this order:
 * 1. the DOM: fragments replace their regions (the menu counter), every button shows its state;
 * 2. the session cache `woosw_data_{key}` and the key cookie (§9), not for data read from the cache;
 * 3. the other open tabs (a localStorage mark they hear), not for data that came from one;
 * 4. the add-on's `woosw_fragments_refreshed`, last.
 */
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyParsedFragments, parseFragments } from '../../dom-bridge/fragments.ts';
import { writeStorage } from '../../dom-bridge/storage-write.ts';
import { refreshButtons } from '../../dom-bridge/wishlist-buttons.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import {
  WISHLIST_CACHE_PREFIX,
  WISHLIST_EVENTS,
  WISHLIST_KEY_COOKIE,
  WISHLIST_KEY_DAYS,
  WISHLIST_SYNC_KEY,
} from '../../dom-bridge/wishlist-constants.ts';
import { readWishlistData, type WishlistData } from '../../protocol/wishlist.ts';
import { $wishlist, type WishlistState } from './wishlist-store.ts';

function showOnPage({ data }: WishlistState): void {
  if (!data) return;
  applyParsedFragments(parseFragments(data.fragments));
  refreshButtons(data.ids, readWishlistConfig());
}

function writeCache({ data, source }: WishlistState): void {
  if (!data || source === 'cache') return;
  writeStorage('sessionStorage', WISHLIST_CACHE_PREFIX + data.key, JSON.stringify(data));
  if (readCookie(WISHLIST_KEY_COOKIE) !== data.key) writeCookie(WISHLIST_KEY_COOKIE, data.key, WISHLIST_KEY_DAYS);
}

/** A new value every time (a counter), so a tab hears a change even when the data repeats an earlier one. */
let sent = 0;

function tellOtherTabs({ data, source }: WishlistState): void {
  if (!data || source !== 'server') return;
  sent += 1;
  writeStorage('localStorage', WISHLIST_SYNC_KEY, JSON.stringify({ data, n: `${Date.now()}-${sent}` }));
}

function fireEvent({ data }: WishlistState): void {
  if (data) emit(WISHLIST_EVENTS.fragmentsRefreshed, [data.fragments]);
}

export const WISHLIST_SUBSCRIBERS: ReadonlyArray<(state: WishlistState) => void> = [showOnPage, writeCache, tellOtherTabs, fireEvent];

let stop: (() => void) | null = null;

export function startWishlistSubscribers(): void {
  stop ??= $wishlist.listen((state) => {
    for (const subscriber of WISHLIST_SUBSCRIBERS) subscriber(state);
  });
}

export function stopWishlistSubscribers(): void {
  stop?.();
  stop = null;
}

/** The data another tab sent (its localStorage mark), or null when unreadable. */
export function readSynced(value: string | null): WishlistData | null {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    return (typeof parsed === 'object' && parsed !== null && 'data' in parsed && readWishlistData(parsed.data)) || null;
  } catch {
    return null;
  }
}

/**
 * What the page does with every new cart, as subscribers of `$cart`, in this order:
 * 1. the DOM: the parsed fragments replace their regions;
 * 2. the session cache: fragments and hash, for the next page (not for a cart read from it);
 * 3. the page marks (§4): from the cart info, after the regions they style exist;
 * 4. the platform's events, last, so their listeners see the new page, cache and marks.
 * They are one listener, registered once (`startCartSubscribers`), so the order is this list's.
 * A commit made through `paintFirst` (an add's, issue 10) runs the DOM and the marks at once and
 * holds the cache and the events back until `flushCartTail`, after the frame that shows the cart;
 * the next commit flushes them first, so every commit's work still runs in commit order.
 */
import { applyCartMarks } from '../../dom-bridge/cart-marks.ts';
import { storeFragments } from '../../dom-bridge/cart-cache.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyParsedFragments } from '../../dom-bridge/fragments.ts';
import { readCacheKeys } from '../../dom-bridge/globals.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { $cart, type CartState } from './cart-store.ts';
import { paintPendingCount } from './pending-count.ts';

/**
 * The fragments our own commits announced with `added_to_cart` / `removed_from_cart`. Their listeners
 * may run later than the event (cart-sync is woken by it and gets its args after a chunk load, when
 * a newer cart may be shown): by the args' identity, such an echo is never taken for news.
 */
const announcedByUs = new WeakSet<object>();

function showOnPage(cart: CartState): void {
  applyParsedFragments(cart.parsed);
  // New regions bring the server's count: adds still in flight are counted on top of it.
  paintPendingCount();
}

function writeCache(cart: CartState): void {
  if (cart.source.kind !== 'cache') storeFragments(readCacheKeys(), cart.fragments, cart.hash);
}

function setPageMarks(cart: CartState): void {
  applyCartMarks(cart.info, cart.count);
}

function firePlatformEvents(cart: CartState): void {
  const { source } = cart;
  emit(source.kind === 'refresh' ? ISLAND_PLATFORM_EVENTS.fragmentsRefreshed : ISLAND_PLATFORM_EVENTS.fragmentsLoaded);
  if (source.kind === 'added' || source.kind === 'removed') {
    announcedByUs.add(cart.fragments);
    emit(source.kind === 'added' ? PLATFORM_EVENTS.addedToCart : PLATFORM_EVENTS.removedFromCart, [
      cart.fragments,
      cart.hash,
      source.trigger,
    ]);
  }
}

/** The subscribers, in the order they run. */
export const CART_SUBSCRIBERS: ReadonlyArray<(cart: CartState) => void> = [showOnPage, writeCache, setPageMarks, firePlatformEvents];

let stop: (() => void) | null = null;
/** Set while a paint-first commit stores its cart. */
let holding = false;
/** A paint-first commit's cache write and events, not run yet. */
let tail: (() => void) | null = null;

/** Runs the cache write and events a paint-first commit held back, if they have not run yet. */
export function flushCartTail(): void {
  const run = tail;
  tail = null;
  run?.();
}

/** Calls `commit`; a cart it stores shows on the page now, its cache write and events wait for `flushCartTail`. */
export function paintFirst<T>(commit: () => T): T {
  holding = true;
  try {
    return commit();
  } finally {
    holding = false;
  }
}

function runSubscribers(cart: CartState): void {
  flushCartTail();
  if (!holding) {
    for (const subscriber of CART_SUBSCRIBERS) subscriber(cart);
    return;
  }
  // The marks style the new regions: they are part of what the shopper sees in this frame.
  showOnPage(cart);
  setPageMarks(cart);
  tail = () => {
    writeCache(cart);
    firePlatformEvents(cart);
  };
}

/** Registers the subscribers once; later calls do nothing. */
export function startCartSubscribers(): void {
  stop ??= $cart.listen(runSubscribers);
}

/** Removes the subscribers (tests: a page torn down); the next commit registers them again. */
export function stopCartSubscribers(): void {
  stop?.();
  stop = null;
  tail = null;
}

/** Whether `added_to_cart` / `removed_from_cart` args are one of our own commits' (not news from another script). */
export function isOwnAnnouncement(args: readonly unknown[]): boolean {
  const [fragments] = args;
  return typeof fragments === 'object' && fragments !== null && announcedByUs.has(fragments);
}

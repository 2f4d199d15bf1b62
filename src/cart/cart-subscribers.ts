/**
 * What the page does with every new cart, as subscribers of `$cart`, in this order:
 * 1. the DOM: the parsed fragments replace their regions;
 * 2. the session cache: fragments and hash, for the next page (not for a cart read from it);
 * 3. the page marks (§4): from the cart info, after the regions they style exist;
 * 4. the platform's events, last, so their listeners see the new page, cache and marks.
 * They are one listener, registered once (`startCartSubscribers`), so the order is this list's.
 */
import { applyCartMarks } from '../../dom-bridge/cart-marks.ts';
import { storeFragments } from '../../dom-bridge/cart-cache.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyParsedFragments } from '../../dom-bridge/fragments.ts';
import { readCacheKeys } from '../../dom-bridge/globals.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { $cart, type CartState } from './cart-store.ts';

/** True while we fire the cart's platform events: cart-sync does not take them for another script's. */
let firing = false;

function showOnPage(cart: CartState): void {
  applyParsedFragments(cart.parsed);
}

function writeCache(cart: CartState): void {
  if (cart.source.kind !== 'cache') storeFragments(readCacheKeys(), cart.fragments, cart.hash);
}

function setPageMarks(cart: CartState): void {
  applyCartMarks(cart.info, cart.count);
}

function firePlatformEvents(cart: CartState): void {
  const { source } = cart;
  firing = true;
  try {
    emit(source.kind === 'refresh' ? ISLAND_PLATFORM_EVENTS.fragmentsRefreshed : ISLAND_PLATFORM_EVENTS.fragmentsLoaded);
    if (source.kind === 'added' || source.kind === 'removed') {
      emit(source.kind === 'added' ? PLATFORM_EVENTS.addedToCart : PLATFORM_EVENTS.removedFromCart, [
        cart.fragments,
        cart.hash,
        source.trigger,
      ]);
    }
  } finally {
    firing = false;
  }
}

/** The subscribers, in the order they run. */
export const CART_SUBSCRIBERS: ReadonlyArray<(cart: CartState) => void> = [showOnPage, writeCache, setPageMarks, firePlatformEvents];

let stop: (() => void) | null = null;

/** Registers the subscribers once; later calls do nothing. */
export function startCartSubscribers(): void {
  stop ??= $cart.listen((cart) => {
    for (const subscriber of CART_SUBSCRIBERS) subscriber(cart);
  });
}

/** Removes the subscribers (tests: a page torn down); the next commit registers them again. */
export function stopCartSubscribers(): void {
  stop?.();
  stop = null;
}

/** Whether the event being handled is one we fire for a commit (not news from another script). */
export function firingCartEvents(): boolean {
  return firing;
}

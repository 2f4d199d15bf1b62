/**
 * The one way new cart fragments enter the page after start-up: islands call `commitCart`
 * with an add/remove response and then emit the platform event (`added_to_cart` /
 * `removed_from_cart` with `[fragments, cart_hash, button]`); cart-sync commits refreshes and
 * fragments that other scripts announce through jQuery.
 */
import { $cart, setCart } from '../src/stores/cart.ts';
import { applyCartMarks } from './cart-marks.ts';
import { storeFragments, type CacheKeys } from './cart-cache.ts';
import { readShopConfig } from './config.ts';
import { ISLAND_PLATFORM_EVENTS } from './island-constants.ts';
import { applyFragments, type Fragments } from './fragments.ts';

/** Fragments objects already committed: the event that follows a commit must not apply them again. */
const committed = new WeakSet<object>();

export interface CommitOptions {
  /** Event fired after applying (default `wc_fragments_loaded`, as the platform after add/remove); null for none. */
  event?: string | null;
  config?: CacheKeys;
}

/**
 * Applies the fragments to the page, caches them with their hash and updates `$cart`.
 * Returns false (doing nothing) when this very fragments object was committed before.
 */
export function commitCart(fragments: Fragments, hash: string, options: CommitOptions = {}): boolean {
  if (committed.has(fragments)) return false;
  committed.add(fragments);
  applyFragments(fragments, options.event === undefined ? ISLAND_PLATFORM_EVENTS.fragmentsLoaded : options.event);
  storeFragments(options.config ?? readShopConfig(), fragments, hash);
  setCart(fragments, hash);
  applyCartMarks(fragments, $cart.get().count);
  return true;
}

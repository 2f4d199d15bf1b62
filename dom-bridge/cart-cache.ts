/**
 * The cart fragments cache, kept compatible with the platform's cart-fragments script
 * (same keys, same validity rules) so a page running either script reads the other's cache.
 *
 * sessionStorage: `fragmentsKey` → JSON fragments, `cartHashKey` → hash, `wc_cart_created`
 * → epoch ms. localStorage: `cartHashKey` → hash, written only so other tabs get a `storage`
 * event when this tab changes the cart (§4 "Cached cart fragments").
 *
 * Storage that is missing or throws reads as "no cache" and writes are dropped (storage.ts).
 * Start-up asks `mayHaveCart` (entry) first; this module loads only for a visitor who may
 * have a cart (src/cart/cart-start.ts). Only the cart store's subscribers write the cache.
 */
import { SELECTORS } from './constants.ts';
import { CART_CREATED_KEY, FRAGMENTS_MAX_AGE_MS } from './island-constants.ts';
import { cartHashCookie } from './cart-hash-cookie.ts';
import { mayHaveCart, type CacheKeys } from './cart-traces.ts';
import type { Fragments } from './fragments.ts';
import { readStorage } from './storage.ts';
import { writeStorage } from './storage-write.ts';

export type { CacheKeys };

/** 'valid': cached fragments may be shown; 'no-cart': nothing to show or fetch; 'stale': fetch. */
export type CartCacheState = 'valid' | 'no-cart' | 'stale';

/** True for a fragments map: a plain object whose values are all strings. */
export function isFragments(value: unknown): value is Fragments {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((html) => typeof html === 'string')
  );
}

/** The hash stored with the cached fragments ('' when none). */
export function readCachedHash(config: CacheKeys): string {
  return readStorage('sessionStorage', config.cartHashKey) ?? '';
}

/**
 * The cached fragments, or null unless all of these hold (the platform's rules):
 * - they parse and include the mini-cart fragment;
 * - a stored hash comes with a `wc_cart_created` timestamp, and a timestamp is < 24 h old (§9);
 * - the stored hash equals the `woocommerce_cart_hash` cookie. Both missing count as equal:
 *   an empty cart cached for a visitor without a cart, valid without a timestamp.
 * Stricter than the platform: an unreadable timestamp counts as expired.
 */
export function readCachedFragments(config: CacheKeys, now: number = Date.now()): Fragments | null {
  const raw = readStorage('sessionStorage', config.fragmentsKey);
  const hash = readCachedHash(config);
  const created = readStorage('sessionStorage', CART_CREATED_KEY);
  if (!raw || (hash && !created)) return null;
  if (created && !(Number(created) + FRAGMENTS_MAX_AGE_MS >= now)) return null;
  if (hash !== cartHashCookie()) return null;
  let fragments: unknown;
  try {
    fragments = JSON.parse(raw);
  } catch {
    return null;
  }
  return isFragments(fragments) && fragments[SELECTORS.miniCartContent] ? fragments : null;
}

/**
 * Caches fragments fresh from the server with their hash. The timestamp restarts with every
 * store of a non-empty hash (the fragments' age is what expires) and is dropped for an empty
 * cart, which then never expires, as with the platform.
 */
export function storeFragments(config: CacheKeys, fragments: Fragments, hash: string, now: number = Date.now()): void {
  writeStorage('sessionStorage', config.fragmentsKey, withoutNonces(JSON.stringify(fragments)));
  writeStorage('sessionStorage', config.cartHashKey, hash);
  writeStorage('localStorage', config.cartHashKey, hash);
  writeStorage('sessionStorage', CART_CREATED_KEY, hash ? String(now) : null);
}

/**
 * The fragments' links without their `_wpnonce` (issue 18: no nonce in storage). Only the no-JS remove link
 * carries one; with scripts a removal goes through the cart call, and the next refresh brings the links back whole.
 */
function withoutNonces(json: string): string {
  return json.replace(/(&amp;|&#0?38;|&)_wpnonce=[^&"'#\s\\]*/g, '').replace(/\?_wpnonce=[^&"'#\s\\]*(&amp;|&#0?38;|&)?/g, '?');
}

/** `fragments` as the cache keeps them (without nonces). */
export function asCached(fragments: Fragments): Fragments {
  return JSON.parse(withoutNonces(JSON.stringify(fragments))) as Fragments;
}

/** Forgets this tab's cached fragments (the cross-tab hash in localStorage is left alone). */
export function clearCache(config: CacheKeys): void {
  writeStorage('sessionStorage', config.fragmentsKey, null);
  writeStorage('sessionStorage', config.cartHashKey, null);
  writeStorage('sessionStorage', CART_CREATED_KEY, null);
}

/** Whether the cache can be shown, there is no cart at all, or fresh fragments are needed. */
export function cacheState(config: CacheKeys, now: number = Date.now()): CartCacheState {
  if (readCachedFragments(config, now)) return 'valid';
  return mayHaveCart(config) ? 'stale' : 'no-cart';
}

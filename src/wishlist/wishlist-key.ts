/**
 * The wishlist key (§9): 6 characters from A–Z and 0–9, kept in the cookie `woosw_key` for 7 days.
 * Made on the first change, not on page load: a guest who never adds needs none (and the add-on's
 * server reads the list from this cookie, so it must exist before the first add).
 */
import { readCookie, writeCookie } from '../../dom-bridge/cookies.ts';
import { WISHLIST_KEY_COOKIE, WISHLIST_KEY_DAYS } from '../../dom-bridge/wishlist-constants.ts';

const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new key; `random` returns values in [0, 1) (Math.random by default). */
export function newWishlistKey(random: () => number = Math.random): string {
  let key = '';
  for (let i = 0; i < 6; i++) key += KEY_CHARACTERS.charAt(Math.floor(random() * KEY_CHARACTERS.length));
  return key;
}

/** True for a key of the add-on's shape. */
export function isWishlistKey(value: string): boolean {
  return /^[A-Z0-9]{6}$/.test(value);
}

/** The visitor's key, made and stored (7 days) when there is none yet. */
export function ensureWishlistKey(): string {
  const current = readCookie(WISHLIST_KEY_COOKIE);
  if (current) return current;
  const key = newWishlistKey();
  writeCookie(WISHLIST_KEY_COOKIE, key, WISHLIST_KEY_DAYS);
  return key;
}

/**
 * Whether this visitor may have a cart: the platform's cart cookie, or cached fragments in
 * this tab. Asked by the entry at start-up: a visitor with neither loads no cart code and
 * makes no request at all (issue 2: the platform's most complained-about cost).
 */
import type { CacheKeys } from './globals.ts';
import { hasCart } from './cookies.ts';
import { readStorage } from './storage.ts';

export type { CacheKeys };

export function mayHaveCart(keys: CacheKeys): boolean {
  return hasCart() || readStorage('sessionStorage', keys.fragmentsKey) !== null;
}

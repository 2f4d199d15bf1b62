/**
 * The cart as the page last saw it from the server: one store, written only by `storeCart`
 * (producers reach it through `commitCart`, cart-commit.ts). Everything the page does with a
 * new cart — fragments into the DOM, the session cache, the page marks, the platform's events —
 * is a subscriber (cart-subscribers.ts); readers (`useStore($cart)`, `$cart.listen`) only read.
 */
import { atom } from 'nanostores';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { readCartInfo, type CartInfo } from '../../dom-bridge/cart-marks.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { parseFragments, type Fragments, type ParsedFragments } from '../../dom-bridge/fragments.ts';

/** A server answer that carries the cart: its fragments and the cart hash they belong to. */
export interface CartResponse {
  fragments: Fragments;
  cartHash: string;
}

/**
 * Where a cart came from; it decides what the subscribers do besides showing it:
 * - `server`: an answer with fragments (drawer edits, an add that leaves the page) → `wc_fragments_loaded`;
 * - `refresh`: `get_refreshed_fragments` → `wc_fragments_refreshed`;
 * - `cache`: this tab's cache at start-up → `wc_fragments_loaded`, not written back (its age stays);
 * - `announced`: another script's `added_to_cart` / `removed_from_cart` → `wc_fragments_loaded`, never re-fired;
 * - `added` / `removed`: our add or remove → `wc_fragments_loaded`, then that platform event with `trigger`.
 */
export type CartSource = { kind: 'server' | 'refresh' | 'cache' | 'announced' } | { kind: 'added' | 'removed'; trigger: Element };

/** What `$cart` holds: the response and what is derived from it, parsed once. */
export interface CartState {
  /** The latest fragments (selector → HTML). */
  fragments: Fragments;
  /** The cart hash they belong to; '' for an empty or unknown cart. */
  hash: string;
  /** Number of items (sum of quantities). */
  count: number;
  /** §3 cart info the fragments carry (count, shipping class, goal); null when they carry none. */
  info: CartInfo | null;
  /** The fragments parsed: the page subscriber clones them into the page. */
  parsed: ParsedFragments;
  source: CartSource;
}

/** The cart before any commit: nothing known yet. */
export const EMPTY_CART: CartState = { fragments: {}, hash: '', count: 0, info: null, parsed: new Map(), source: { kind: 'server' } };

/** The page's cart; changed only through `storeCart`. */
export const $cart = atom<CartState>(EMPTY_CART);

/**
 * The item count printed in the fragments: the header link's badge (`a.cart-contents .count`,
 * "3 items" → 3, the platform's `get_cart_contents_count()`), else the sum of the mini-cart
 * rows' quantities ("2 × $44.00" → 2), else 0.
 */
export function cartCount(parsed: ParsedFragments): number {
  const roots = Array.from(parsed.values());
  for (const root of roots) {
    const badge = root.querySelector(`${SELECTORS.headerCartCount} ${CART_PARTS.cartCountBadge}`);
    const fromBadge = parseInt(badge?.textContent ?? '', 10);
    if (fromBadge >= 0) return fromBadge;
  }
  let sum = 0;
  for (const root of roots) {
    for (const quantity of Array.from(root.querySelectorAll(`${CART_PARTS.miniCartItem} ${CART_PARTS.miniCartQuantity}`))) {
      const n = parseInt(quantity.textContent ?? '', 10);
      if (n > 0) sum += n;
    }
  }
  return sum;
}

function sameFragments(a: Fragments, b: Fragments): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Sets `$cart` from a response, parsing its fragments once. A repeat — same hash and same
 * fragments as the cart shown — changes nothing and returns false, so no subscriber runs twice.
 */
export function storeCart({ fragments, cartHash }: CartResponse, source: CartSource): boolean {
  const current = $cart.get();
  if (current.hash === cartHash && sameFragments(current.fragments, fragments)) return false;
  const parsed = parseFragments(fragments);
  $cart.set({ fragments, hash: cartHash, count: cartCount(parsed), info: readCartInfo(parsed), parsed, source });
  return true;
}

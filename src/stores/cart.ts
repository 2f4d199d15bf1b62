/**
 * The cart as the page last saw it from the server.
 *
 * Store pattern (every store in src/stores follows it): one `$name` nanostore per concern,
 * side-effect-free at import; the functions that change it live here beside it; components
 * only read stores (`useStore($cart)`) and call those functions or dom-bridge helpers such
 * as `commitCart`, never `$cart.set` directly.
 */
import { atom, onMount } from 'nanostores';
import { readCachedFragments } from '../../dom-bridge/cart-cache.ts';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { cartHashCookie } from '../../dom-bridge/cart-hash-cookie.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';

/** What `$cart` holds. */
export interface CartState {
  /** The latest fragments (selector → HTML). */
  fragments: Record<string, string>;
  /** The cart hash they belong to; '' for an empty or unknown cart. */
  hash: string;
  /** Number of items (sum of quantities). */
  count: number;
}

/** The page's cart; changed only through `setCart` (called by dom-bridge's `commitCart`). */
export const $cart = atom<CartState>({ fragments: {}, hash: '', count: 0 });

/**
 * The item count printed in the fragments: the header link's badge (`a.cart-contents .count`,
 * "3 items" → 3, the platform's `get_cart_contents_count()`), else the sum of the mini-cart
 * rows' quantities ("2 × $44.00" → 2), else 0.
 */
export function cartCount(fragments: Record<string, string>): number {
  const template = document.createElement('template');
  template.innerHTML = Object.values(fragments).join('');
  const root = template.content;
  const badge = root.querySelector(`${SELECTORS.headerCartCount} ${CART_PARTS.cartCountBadge}`);
  const fromBadge = parseInt(badge?.textContent ?? '', 10);
  if (fromBadge >= 0) return fromBadge;
  let sum = 0;
  for (const quantity of Array.from(root.querySelectorAll(`${CART_PARTS.miniCartItem} ${CART_PARTS.miniCartQuantity}`))) {
    const n = parseInt(quantity.textContent ?? '', 10);
    if (n > 0) sum += n;
  }
  return sum;
}

function sameFragments(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Records new server fragments; subscribers are only told when something changed. */
export function setCart(fragments: Record<string, string>, hash: string): void {
  const current = $cart.get();
  if (current.hash === hash && sameFragments(current.fragments, fragments)) return;
  $cart.set({ fragments, hash, count: cartCount(fragments) });
}

// First subscriber: start from the valid cached cart, if the page has one and nothing newer
// was committed yet.
onMount($cart, () => {
  if ($cart.get().hash || Object.keys($cart.get().fragments).length) return;
  const cached = readCachedFragments(readShopConfig());
  if (cached) setCart(cached, cartHashCookie());
});

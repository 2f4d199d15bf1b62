/**
 * §4 "Fragments being updated fade to 0.6 opacity" (§9): while a request that brings the cart's
 * fragments runs (an add, a refresh), the page's cart regions are marked updating (markUpdating:
 * class `updating`, opacity 0.6, `aria-busy`). The regions: the header's mini-cart and cart link,
 * and every other region the cart's last fragments named. Requests that overlap share one mark,
 * taken off when the last of them ends, so an early end never un-fades a region another still updates.
 */
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { markUpdating } from '../../dom-bridge/fragments.ts';
import { $cart } from './cart-store.ts';

let holders = 0;
let unmark: (() => void) | null = null;

/** The selectors of the regions a cart answer replaces. */
function cartRegions(): string[] {
  return [...new Set<string>([SELECTORS.miniCartContent, SELECTORS.headerCartCount, ...Object.keys($cart.get().fragments)])];
}

/**
 * Fades the cart's regions until the returned release is called (once; later calls do nothing).
 * Call the release after the answer's cart is committed: the regions it replaced come in unfaded.
 */
export function fadeCartRegions(): () => void {
  if (holders++ === 0) unmark = markUpdating(cartRegions());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    unmark?.();
    unmark = null;
  };
}

/**
 * The one door for a new cart: every producer — an add, a remove, the drawer's edits, a
 * refresh (cart-sync.ts), the cache restore (cart-start.ts), another script's `added_to_cart`
 * / `removed_from_cart` — calls `commitCart`. It only sets the store; the page follows through
 * the store's subscribers (cart-subscribers.ts), registered here before the first commit.
 */
import { afterNextPaint } from '../../dom-bridge/after-paint.ts';
import { $cart, EMPTY_CART, storeCart, type CartResponse, type CartSource } from './cart-store.ts';
import { flushCartTail, paintFirst, startCartSubscribers, stopCartSubscribers } from './cart-subscribers.ts';
import { resetPendingCountForTests } from './pending-count.ts';

const FROM_SERVER: CartSource = { kind: 'server' };

/** Commits the cart in `response`; false (nothing done) for a repeat of the cart shown. */
export function commitCart(response: CartResponse, source: CartSource = FROM_SERVER): boolean {
  startCartSubscribers();
  return storeCart(response, source);
}

/**
 * Commits like `commitCart`, but in this task only the page changes (regions, marks): the session
 * cache and the platform events follow in a task after the frame that shows the new cart (issue 10:
 * an add's header count paints sooner). Resolves once they have run (false at once for a repeat), so
 * what the platform does after its events (the button's `added`, `wc_cart_button_updated`) can follow.
 */
export function commitCartPaintFirst(response: CartResponse, source: CartSource): Promise<boolean> {
  startCartSubscribers();
  if (!paintFirst(() => storeCart(response, source))) return Promise.resolve(false);
  return new Promise((resolve) =>
    afterNextPaint(() => {
      flushCartTail();
      resolve(true);
    }),
  );
}

/** For tests (tests/setup.ts): the page is torn down, so is its cart; no subscriber runs. */
export function resetCartForTests(): void {
  stopCartSubscribers();
  resetPendingCountForTests();
  $cart.set(EMPTY_CART);
}

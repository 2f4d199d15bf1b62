/**
 * The header count counts an add from its click (issue 10: click → header count updated, ≤ 0.8 × the
 * legacy scripts' time, with the cart calls of a shared host taking 400 ms). The spec does not say
 * when the count changes; the platform's own cart store (WooCommerce Blocks' interactivity store,
 * `addCartItem`) updates the item count optimistically and takes it back when the add fails: we do
 * the same for the header count, and only for it — totals, the mini-cart and the page marks wait for
 * the server's fragments.
 * One way: an add in flight is a quantity in `$pendingAddQuantity` (`expectAdd`, settled by the add's
 * answer before its cart is committed); the header count follows that store, and again after each
 * commit's fragments (a cart subscriber, cart-subscribers.ts), which bring the server's own text.
 * The page's first listing add was counted by the entry at its click (src/early-add.ts), before this
 * chunk arrived: the island's `expectAdd` for it shows the same count (both count from the server's
 * text kept on the count).
 */
import { atom } from 'nanostores';
import { paintCountAhead } from '../../dom-bridge/cart-count-text.ts';

/** The summed quantity of the adds sent and not answered yet. */
export const $pendingAddQuantity = atom(0);

/** Shows the server's count plus the pending adds on every header count of `doc`. */
export function paintPendingCount(doc: Document = document): void {
  paintCountAhead($pendingAddQuantity.get(), doc);
}

let painting: (() => void) | null = null;

/**
 * Counts an add of `quantity` (1 when unreadable) on the header now; the returned function takes it
 * back, once however often it is called: call it when the answer is in, before committing its cart.
 */
export function expectAdd(quantity: number): () => void {
  painting ??= $pendingAddQuantity.listen(() => paintPendingCount());
  const counted = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  $pendingAddQuantity.set($pendingAddQuantity.get() + counted);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    $pendingAddQuantity.set($pendingAddQuantity.get() - counted);
  };
}

/** Tests: a new page, no add in flight. */
export function resetPendingCountForTests(): void {
  painting?.();
  painting = null;
  $pendingAddQuantity.set(0);
}

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
 */
import { atom } from 'nanostores';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { readCount, withCount } from '../../dom-bridge/cart-count-text.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';

/** The summed quantity of the adds sent and not answered yet. */
export const $pendingAddQuantity = atom(0);

/** Kept on a count while it shows pending adds: the server's text, given back when they settle. */
const CONFIRMED_ATTR = 'data-confirmed-count';

/** Shows the server's count plus the pending adds on every header count of `doc`. */
export function paintPendingCount(doc: Document = document): void {
  const pending = $pendingAddQuantity.get();
  for (const badge of doc.querySelectorAll<HTMLElement>(`${SELECTORS.headerCartCount} ${CART_PARTS.cartCountBadge}`)) {
    const confirmed = badge.getAttribute(CONFIRMED_ATTR) ?? badge.textContent ?? '';
    const count = readCount(confirmed);
    if (count === null) continue;
    if (pending > 0) badge.setAttribute(CONFIRMED_ATTR, confirmed);
    else badge.removeAttribute(CONFIRMED_ATTR);
    const shown = pending > 0 ? withCount(confirmed, count + pending) : confirmed;
    // Unchanged text is left alone: a write would be a mutation for nothing.
    if (badge.textContent !== shown) badge.textContent = shown;
  }
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

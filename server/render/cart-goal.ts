/**
 * The theme's free-shipping progress bar (§3 "Cart goal", §4 "Page-level cart
 * marks"): the same markup on the cart page and in the cart drawer, so one
 * fragment (`div.cart-goal`) updates both. Printed even when there is nothing to
 * show (hidden), so a fragment always has a place to land. No ids: the fragment
 * lands in two places on the cart page.
 */
import type { CartTotals } from '../totals.ts';
import { wcPrice } from '../formatting/price.ts';

export const CART_GOAL_SELECTOR = 'div.cart-goal';

/** `div.cart-goal` for these totals; hidden when the cart is empty or ships nothing. */
export function cartGoal(totals: CartTotals): string {
  const { percent, remainingCents } = totals.goal;
  const shown = totals.count > 0 && totals.needsShipping;
  const done = percent >= 100;
  const text = done
    ? 'Congratulations! You&rsquo;ve got free shipping.'
    : `Add ${wcPrice(remainingCents)} to your cart and get free shipping!`;
  return (
    `<div class="cart-goal${done ? ' cart-goal--done' : ''}" data-percent="${shown ? percent : 0}"${shown ? '' : ' hidden'}>` +
    `<p class="cart-goal__text">${shown ? text : ''}</p>` +
    `<div class="cart-goal__bar" role="progressbar" aria-label="Progress towards free shipping" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${shown ? percent : 0}">` +
    `<span class="cart-goal__fill" style="width: ${shown ? percent : 0}%"></span></div></div>`
  );
}

/**
 * What happens after an add answered (§4 "Add to cart"), for the flows that share it (the
 * listing button, the product form, card swatches): the outcome decided by `decideAddOutcome`, then its effects
 * — leave for product_url / the button's target (after 2 s) / the cart, or commit the
 * fragments, fire `added_to_cart` and announce the success after 1 s.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import type { AddToCartResult } from '../../protocol/cart.ts';
import { commitCart, commitCartPaintFirst } from '../cart/cart-commit.ts';
import { decideAddOutcome, type OutcomeSettings } from './outcome.ts';

/** Not in the §8 catalogue (an empty answer has no message): the listing button's wording. */
export const ADD_FAILED_TEXT = 'Sorry, this product could not be added to your cart. Please try again.';

export type AddFlowResult =
  /** In the cart; the page stays. */
  | { kind: 'added' }
  /** The page is leaving: for the button's own target (`added`: in the cart meanwhile), product_url or the cart. */
  | { kind: 'leaving'; added: boolean }
  | { kind: 'failed'; message: string }
  /** Superseded or cancelled: nothing to show. */
  | { kind: 'aborted' };

/**
 * Applies the outcome of `result` for `button`. `successMessage` is announced after 1 s once
 * the product is in the cart.
 */
export function completeAdd(
  result: AddToCartResult,
  button: HTMLElement,
  settings: OutcomeSettings,
  successMessage: string,
): AddFlowResult {
  const outcome = decideAddOutcome(result, settings);
  if (outcome.kind === 'failed') return { kind: 'failed', message: ADD_FAILED_TEXT };
  if (outcome.kind === 'navigate') {
    if (!outcome.cart) {
      window.location.assign(outcome.url);
      return { kind: 'leaving', added: false };
    }
    // §4 outcome 2, §9: the new cart shows while the page waits 2 s for the button's own target.
    commitCart(outcome.cart);
    if (successMessage) announce(successMessage);
    setTimeout(() => window.location.assign(outcome.url), outcome.delayMs);
    return { kind: 'leaving', added: true };
  }
  commitCart(outcome, { kind: 'added', trigger: button }); // its subscribers fire added_to_cart
  if (successMessage) announce(successMessage);
  return { kind: 'added' };
}

/**
 * `completeAdd` for a flow that can wait for the page to show the new cart (the listing button):
 * an add that stays on the page paints its fragments first; `added_to_cart`, the session cache and
 * the announcement follow after that frame, and the returned promise settles after them, so the
 * caller's button feedback and `wc_cart_button_updated` come after `added_to_cart`, as in the platform.
 */
export function completeAddPaintFirst(
  result: AddToCartResult,
  button: HTMLElement,
  settings: OutcomeSettings,
  successMessage: string,
): Promise<AddFlowResult> {
  const outcome = decideAddOutcome(result, settings);
  if (outcome.kind !== 'added') return Promise.resolve(completeAdd(result, button, settings, successMessage));
  return commitCartPaintFirst(outcome, { kind: 'added', trigger: button }).then(() => {
    if (successMessage) announce(successMessage);
    return { kind: 'added' };
  });
}

/** A rejected add: an abort shows nothing; a ProtocolError its §8 message. */
export function failedAdd(error: unknown): AddFlowResult {
  if (isAbort(error)) return { kind: 'aborted' };
  return { kind: 'failed', message: failureText(error, ADD_FAILED_TEXT) };
}

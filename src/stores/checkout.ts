/**
 * The checkout's billing e-mail, once it is an address worth identifying the shopper by
 * (§5 "Checkout e-mail"). The marketing provider's identify work subscribes to `$billingEmail`
 * or listens for BILLING_EMAIL_EVENT; the watcher below feeds both from the classic checkout's
 * `#billing_email` and the block checkout's `#email` (§2). Store pattern: see cart.ts.
 */
import { atom } from 'nanostores';
import { BILLING_EMAIL_EVENT } from '../../dom-bridge/checkout-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';

/**
 * §5: a local part of letters, digits and .!#$%&'*+/=?^_`{|}~- , then @, then a domain of
 * letters, digits and hyphens in dot-separated parts.
 */
const CHECKOUT_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/;

/** True when `value` matches the §5 checkout e-mail pattern. */
export function isCheckoutEmail(value: string): boolean {
  return CHECKOUT_EMAIL.test(value);
}

/** The billing e-mail as typed, when it matches §5; '' while the field holds no valid address. */
export const $billingEmail = atom<string>('');

/**
 * Records what the e-mail field holds. A new valid address is announced with
 * BILLING_EMAIL_EVENT (`[email]`, DOM and jQuery); an invalid one clears the store silently
 * (§5: a non-matching address is not sent).
 */
export function setBillingEmail(value: string): void {
  const typed = value.trim();
  const email = isCheckoutEmail(typed) ? typed : '';
  if (email === $billingEmail.get()) return;
  $billingEmail.set(email);
  if (email) emit(BILLING_EMAIL_EVENT, [email]);
}

/**
 * Follows an e-mail input: its value now (a logged-in shopper's is printed), then every change
 * the shopper commits (typing then leaving the field, autofill). Returns the undo.
 */
export function watchBillingEmail(input: HTMLInputElement): () => void {
  const update = (): void => setBillingEmail(input.value);
  update();
  input.addEventListener('change', update);
  return () => input.removeEventListener('change', update);
}

/** A failed wishlist call, told to the shopper in the toast as an alert (§8 messages; the add-on's own refusal text). */
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { showToast } from './toast.ts';

export function reportFailure(error: unknown): void {
  if (isAbort(error)) return;
  const text = document.createElement('span');
  text.textContent = failureText(error);
  showToast(text.outerHTML, { position: readWishlistConfig().messagePosition, alert: true });
}

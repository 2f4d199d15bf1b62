/**
 * Identifies the shopper to the marketing provider from the checkout e-mail (§4, §5, §7): only a
 * §5-valid address (`$billingEmail` holds nothing else), one send at a time (an address typed
 * while one is in flight is dropped), never the address last sent successfully again; a failure
 * is ignored and only clears the in-progress flag (§8), so the next address goes. The protocol
 * client is fetched with the first address worth sending, not before.
 */
import { readCookie } from '../../dom-bridge/cookies.ts';
import { CONTACT_ID_COOKIE_SUFFIX } from '../../dom-bridge/tracking-constants.ts';
import { $billingEmail, isCheckoutEmail } from '../stores/checkout.ts';

/** One identify state per page: the in-progress flag and the last address the provider accepted. */
export function identifier(marketing: string, nonce: string): (email: string) => Promise<void> {
  let inProgress = false;
  let lastSent = '';
  return async (email) => {
    if (!isCheckoutEmail(email) || inProgress || email === lastSent) return;
    inProgress = true;
    try {
      const contactId = readCookie(`${marketing}${CONTACT_ID_COOKIE_SUFFIX}`);
      const input = { email, _wpnonce: nonce, ...(contactId ? { contact_id: contactId } : {}) };
      await import('../../protocol/marketing.ts').then((protocol) => protocol.identifyShopper(marketing, input));
      lastSent = email;
    } catch {
      // §8: an identify failure is ignored.
    } finally {
      inProgress = false;
    }
  };
}

/** Follows `$billingEmail` (fed by the checkout-email island); returns the undo. */
export function startIdentify(marketing: string, nonce: string): () => void {
  const identify = identifier(marketing, nonce);
  return $billingEmail.subscribe((email) => {
    if (email) void identify(email);
  });
}

/**
 * Identifies the shopper to the marketing provider from the checkout e-mail (§4, §5, §7): only a
 * §5-valid address (`$billingEmail` holds nothing else), one send at a time, never the address last
 * sent successfully again; a failure is ignored and only clears the in-progress flag (§8), so the next
 * address goes. An address typed while one is in flight goes once that send is over: the provider's
 * own script retried it on the field's next focus, and the store announces a value only once, so
 * dropping it would lose it for good. The protocol client is fetched with the first address worth
 * sending, not before.
 */
import { readCookie } from '../../dom-bridge/cookies.ts';
import { CONTACT_ID_COOKIE_SUFFIX } from '../../dom-bridge/tracking-constants.ts';
import { $billingEmail, isCheckoutEmail } from '../stores/checkout.ts';

/** One identify state per page: the in-progress flag and the last address the provider accepted. */
export function identifier(marketing: string, nonce: string): (email: string) => Promise<void> {
  let inProgress = false;
  let lastSent = '';
  /** The newest address that came while a send was in flight. */
  let waiting = '';
  const identify = async (email: string): Promise<void> => {
    if (!isCheckoutEmail(email) || email === lastSent) return;
    if (inProgress) {
      waiting = email;
      return;
    }
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
    const next = waiting;
    waiting = '';
    if (next) await identify(next);
  };
  return identify;
}

/** Follows `$billingEmail` (fed by the checkout-email island); returns the undo. */
export function startIdentify(marketing: string, nonce: string): () => void {
  const identify = identifier(marketing, nonce);
  return $billingEmail.subscribe((email) => {
    if (email) void identify(email);
  });
}

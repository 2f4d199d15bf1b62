/**
 * The notices WC_Checkout answers a refused order with (a module of its own: the e2e fault switch
 * answers a stale checkout nonce with the same words, without loading the checkout's store).
 */
import { URLS } from './site.ts';

export const CHECKOUT_NOTICES = {
  expired: `Sorry, your session has expired. <a href="${URLS.shop}" class="wc-backward">Return to shop</a>`,
  retry: 'We were unable to process your order, please try again.',
} as const;

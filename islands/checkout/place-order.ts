/**
 * Placing the order (`?wc-ajax=checkout` with the serialized form): success goes to the order
 * received page; a failure shows the server's notices at the top of the form, each field error
 * also under its field, scrolled to (100 px offset, 1000 ms) and focused after 500 ms (§4 Other,
 * §9). A request that fails on the way shows the §8 message; the form keeps every value.
 */
import { focusNotice, scrollToNotice } from '../../dom-bridge/announce.ts';
import { CHECKOUT_EVENTS } from '../../dom-bridge/checkout-constants.ts';
import { CHECKOUT_PARAMS_GLOBAL } from '../../dom-bridge/nonce-keys.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { escapeHtml } from '../../dom-bridge/escape-html.ts';
import { globalRecord } from '../../dom-bridge/globals.ts';
import { formPayload, serializeFormPairs } from '../../dom-bridge/serialize.ts';
import { placeOrder } from '../../protocol/checkout.ts';
import { failureText, isAbort, PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { clearCheckoutNotices, clearInlineErrors, errorNoticeHtml, focusTarget, noticeGroup, showInlineErrors } from './notices.ts';

export type PlaceOrderOutcome = 'navigating' | 'failed' | 'aborted';

/** The page's `wc_checkout_params.i18n_checkout_error` (shown when a failure comes without notices). */
function checkoutErrorText(): string {
  const text = globalRecord(CHECKOUT_PARAMS_GLOBAL).i18n_checkout_error;
  return typeof text === 'string' && text.trim() ? text : PROTOCOL_MESSAGES.unknown_error;
}

/** Shows checkout error notices the platform's way. Returns the undo of the scroll and focus timers. */
function showCheckoutError(form: HTMLFormElement, scope: ParentNode, messages: string): () => void {
  clearCheckoutNotices(scope);
  const group = noticeGroup(messages, 'checkout');
  form.prepend(group);
  showInlineErrors(form, group);
  const stopScroll = scrollToNotice(group);
  const stopFocus = focusNotice(focusTarget(group));
  emit(CHECKOUT_EVENTS.checkoutError, [messages]);
  return () => {
    stopScroll();
    stopFocus();
  };
}

export interface PlaceOrderContext {
  form: HTMLFormElement;
  scope: ParentNode;
  signal: AbortSignal;
  /** Where an error display's undo is handed (the island cancels timers on unmount). */
  onNotices(undo: () => void): void;
}

/** Sends the order and acts on the answer. */
export async function submitCheckout({ form, scope, signal, onNotices }: PlaceOrderContext): Promise<PlaceOrderOutcome> {
  const payload = formPayload(serializeFormPairs(form));
  try {
    const result = await placeOrder(payload, { signal });
    clearInlineErrors(form);
    if (result.kind === 'success') {
      window.location.assign(result.redirect);
      return 'navigating';
    }
    if (result.reload) {
      window.location.reload();
      return 'navigating';
    }
    // The server wants a fresh review (e.g. a fresh nonce) before the next attempt.
    if (result.refresh) emit(CHECKOUT_EVENTS.updateCheckout);
    onNotices(showCheckoutError(form, scope, result.messages || errorNoticeHtml(checkoutErrorText())));
    return 'failed';
  } catch (error) {
    if (isAbort(error)) return 'aborted';
    clearInlineErrors(form);
    onNotices(showCheckoutError(form, scope, errorNoticeHtml(escapeHtml(failureText(error)))));
    return 'failed';
  }
}

/**
 * The order review refresh (`update_order_review`): the review table and the payment section are
 * marked as updating, the server's fragments replace them, and what the shopper had there (the
 * terms tick, payment-box fields, focus) survives the swap. A newer refresh aborts the older one.
 */
import { focusNotice, scrollToNotice } from '../../dom-bridge/announce.ts';
import { CHECKOUT, CHECKOUT_EVENTS } from '../../dom-bridge/checkout-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyFragments, markUpdating } from '../../dom-bridge/fragments.ts';
import { updateOrderReview, type OrderReviewUpdate } from '../../protocol/checkout.ts';
import { isAbort } from '../../protocol/errors.ts';
import { clearCheckoutNotices, noticeGroup } from './notices.ts';
import { orderReviewPayload } from './review-payload.ts';
import { warn } from '../../dom-bridge/warn.ts';

export interface RefreshOptions {
  /** false after a coupon: the chosen shipping methods are not sent (§4 "Coupons"). */
  updateShippingMethod: boolean;
}

/** `update_checkout`'s optional argument (`{update_shipping_method: false}`) → options. */
export function refreshOptions(arg: unknown): RefreshOptions {
  const update = typeof arg === 'object' && arg !== null ? (arg as { update_shipping_method?: unknown }).update_shipping_method : undefined;
  return { updateShippingMethod: update !== false };
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the shopper set inside the regions about to be replaced, by element id. */
interface Kept {
  terms: boolean;
  payment: Map<string, string | boolean>;
  focusedId: string | null;
}

function keep(form: HTMLFormElement): Kept {
  const payment = new Map<string, string | boolean>();
  for (const field of Array.from(
    form.querySelectorAll<Field>(['input', 'select', 'textarea'].map((tag) => `${CHECKOUT.paymentBox} ${tag}`).join(', ')),
  )) {
    if (!field.id) continue;
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    payment.set(field.id, checkable ? field.checked : field.value);
  }
  const focused = document.activeElement;
  const inRegion = focused?.closest(`${CHECKOUT.reviewTable}, ${CHECKOUT.payment}`);
  return {
    terms: form.querySelector<HTMLInputElement>(CHECKOUT.terms)?.checked ?? false,
    payment,
    focusedId: inRegion && focused?.id ? focused.id : null,
  };
}

function restore(form: HTMLFormElement, kept: Kept): void {
  const terms = form.querySelector<HTMLInputElement>(CHECKOUT.terms);
  if (terms && kept.terms) terms.checked = true;
  for (const [id, value] of kept.payment) {
    const field = form.querySelector<Field>(`${CHECKOUT.paymentBox} #${CSS.escape(id)}`);
    if (!field) continue;
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value;
    // A value the server printed wins; an empty field gets back what the shopper typed.
    else if (typeof value === 'string' && field.value === '') field.value = value;
  }
  // Keyboard users stay where they were (e.g. on the payment method they just chose).
  const active = document.activeElement;
  if (kept.focusedId && (!active || active === document.body || !active.isConnected)) {
    document.getElementById(kept.focusedId)?.focus({ preventScroll: true });
  }
}

/** Puts an update's fragments and notices on the page. Returns the undo of its scroll/focus timers. */
function applyOrderReview(form: HTMLFormElement, scope: ParentNode, update: OrderReviewUpdate): () => void {
  for (const old of Array.from(form.querySelectorAll(`.${CHECKOUT.reviewNoticeGroupClass}`))) old.remove();
  const kept = keep(form);
  applyFragments(update.fragments, null);
  // The `form.woocommerce-checkout` fragment (session expired) replaces the whole form.
  if (!form.isConnected) return () => {};
  restore(form, kept);
  let undo = (): void => {};
  if (update.result === 'failure') clearCheckoutNotices(scope);
  if (update.messages) {
    const group = noticeGroup(update.messages, 'review');
    form.prepend(group);
    if (update.result === 'failure') {
      const stopScroll = scrollToNotice(group);
      const alert = group.querySelector<HTMLElement>('[role="alert"]');
      const stopFocus = alert ? focusNotice(alert) : () => {};
      undo = () => {
        stopScroll();
        stopFocus();
      };
    }
  }
  emit(CHECKOUT_EVENTS.updatedCheckout, [update]);
  return undo;
}

export interface OrderReviewRefresh {
  /** Refreshes after `delayMs`; a call before then replaces the pending one. */
  schedule(delayMs: number, options: RefreshOptions): void;
  /** Drops a pending refresh and aborts one in flight (placing the order, leaving the page). */
  cancel(): void;
}

/** The refresh of one checkout form; `blocked()` holds refreshes back while the order is being placed. */
export function orderReviewRefresh(form: HTMLFormElement, scope: ParentNode, blocked: () => boolean): OrderReviewRefresh {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let undoNotices = (): void => {};

  const run = async (options: RefreshOptions): Promise<void> => {
    if (blocked() || !form.isConnected) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const unmark = markUpdating([CHECKOUT.reviewTable, CHECKOUT.payment]);
    try {
      const update = await updateOrderReview(orderReviewPayload(form, options), { signal: controller.signal });
      if (update.reload) {
        window.location.reload();
        return;
      }
      undoNotices();
      undoNotices = applyOrderReview(form, scope, update);
    } catch (error) {
      // A failed refresh leaves the review as it was; the order is checked again when placed.
      if (!isAbort(error)) warn('checkout: the order review could not be refreshed.', error);
    } finally {
      unmark();
      if (inFlight === controller) inFlight = undefined;
    }
  };

  return {
    schedule(delayMs, options) {
      clearTimeout(timer);
      timer = setTimeout(() => void run(options), delayMs);
    },
    cancel() {
      clearTimeout(timer);
      inFlight?.abort();
      inFlight = undefined;
      undoNotices();
    },
  };
}

/**
 * The classic checkout (§2 "Checkout page"): the order review refreshed 2 s after a payment
 * method, country or state change; placing the order once, however often it is clicked; buttons
 * other than place order and the payment section's doing nothing; the collapsible login form
 * with its inline login and the collapsible coupon form. All of it works on the platform's own
 * markup; this island draws nothing of its own, so it is a plain controller (no React).
 */
import { focusNotice } from '../../dom-bridge/announce.ts';
import { CHECKOUT, CHECKOUT_EVENTS, CHECKOUT_UPDATE_DELAY_MS } from '../../dom-bridge/checkout-constants.ts';
import { on } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyCoupon, checkoutLogin } from '../../protocol/checkout.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { clearCouponError, showCouponError } from './coupon.ts';
import { clearLoginErrors, showLoginErrors } from './login.ts';
import { followFieldChanges } from './field-changes.ts';
import { clearCheckoutNotices, errorNoticeHtml, serverNodes } from './notices.ts';
import { escapeHtml } from '../../dom-bridge/escape-html.ts';
import { submitCheckout } from './place-order.ts';
import { orderReviewRefresh, refreshOptions } from './refresh.ts';
import { handleFormClicks } from './review-clicks.ts';
import { collapsible, setOpen } from './toggles.ts';

function setBusy(button: Element | null, busy: boolean): void {
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return;
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** Shows the order as being placed (§2: no double submit): the button, re-read since a refresh may have replaced it, stays disabled. */
function showPlacing(form: HTMLFormElement, placing: boolean): void {
  setBusy(form.querySelector(CHECKOUT.placeOrder), placing);
  form.classList.toggle(CHECKOUT.processingClass, placing);
  if (placing) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
}

/** The checkout form itself: payment and shipping switches, the 2 s refresh, coupon removal and placing the order. */
function startCheckoutForm(form: HTMLFormElement, scope: ParentNode): () => void {
  const undos: Array<() => void> = [];
  const controller = new AbortController();
  let placing = false;
  const refresh = orderReviewRefresh(form, scope, () => placing);

  const setPlacing = (value: boolean): void => {
    placing = value;
    showPlacing(form, value);
  };

  // Other scripts (and our coupon calls) ask for a refresh with the platform's event.
  const stopUpdates = on(CHECKOUT_EVENTS.updateCheckout, (args) => refresh.schedule(CHECKOUT_UPDATE_DELAY_MS, refreshOptions(args[0])));

  // Like the platform's script: the server validates, and its notices say what is missing.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  const fields = followFieldChanges(form);

  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (placing) return; // One order per click, however many clicks.
    fields.cancelRefresh();
    refresh.cancel();
    setPlacing(true);
    void submitCheckout({ form, scope, signal: controller.signal, onNotices: (undo) => undos.push(undo) }).then((outcome) => {
      // While the browser goes to the order received page the button stays busy.
      if (outcome === 'navigating' || controller.signal.aborted) return;
      setPlacing(false);
    });
  };

  const stopListening = undoAll([handleFormClicks(form, scope, controller.signal), listen(form, 'submit', onSubmit)]);
  showPlacing(form, false);
  return () => {
    controller.abort();
    fields.stop();
    refresh.cancel();
    stopUpdates();
    stopListening();
    form.noValidate = hadNoValidate;
    for (const undo of undos) undo();
  };
}

/** §2, §4 "Account modals", §5, §7 `wopb_checkout_login`: success reloads; errors per field or in the general area. */
function startCheckoutLogin(scope: ParentNode): () => void {
  const form = scope.querySelector<HTMLFormElement>(CHECKOUT.loginForm);
  if (!form) return () => {}; // A logged-in shopper gets no login form.
  const toggle = scope.querySelector<HTMLElement>(CHECKOUT.loginToggle);
  const undoToggle = toggle ? collapsible(toggle, form) : () => {};
  const controller = new AbortController();
  let busy = false;
  let stopFocus = (): void => {};

  const done = (focus: HTMLElement | null): void => {
    busy = false;
    setBusy(form.querySelector(CHECKOUT.loginSubmit), false);
    if (focus instanceof HTMLInputElement) focus.focus();
    else if (focus) stopFocus = focusNotice(focus);
  };

  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const button = form.querySelector(CHECKOUT.loginSubmit);
    setBusy(button, true);
    clearLoginErrors(form);
    const field = (name: string): HTMLInputElement | null => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    checkoutLogin(
      {
        username: field('username')?.value ?? '',
        password: field('password')?.value ?? '',
        rememberme: field('rememberme')?.checked ?? false,
      },
      { signal: controller.signal },
    )
      .then((result) => {
        if (result.kind === 'success') {
          window.location.reload();
          return;
        }
        done(showLoginErrors(form, result.errors));
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) done(showLoginErrors(form, { default: escapeHtml(failureText(error)) }));
      });
  };
  // The server names what is missing (§5): the browser's own bubbles would stop the request.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  const stopListening = listen(form, 'submit', onSubmit);
  return () => {
    controller.abort();
    stopFocus();
    undoToggle();
    stopListening();
    form.noValidate = hadNoValidate;
  };
}

/** §2, §4 "Coupons", §5 "Other rules", §7 apply_coupon (checkout variant). */
function startCheckoutCoupon(checkout: HTMLFormElement, scope: ParentNode): () => void {
  const form = scope.querySelector<HTMLFormElement>(CHECKOUT.couponForm);
  if (!form) return () => {};
  const toggle = scope.querySelector<HTMLElement>(CHECKOUT.couponToggle);
  const undoToggle = toggle ? collapsible(toggle, form) : () => {};
  const controller = new AbortController();
  let busy = false;
  let stopFocus = (): void => {};

  const onInput = (): void => clearCouponError(form);
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const field = form.querySelector<HTMLInputElement>(CHECKOUT.couponCode);
    const code = field?.value.trim() ?? '';
    // §5: an empty coupon code is not sent.
    if (busy || !code) {
      field?.focus();
      return;
    }
    busy = true;
    const button = form.querySelector('button[type="submit"], button:not([type])');
    setBusy(button, true);
    form.classList.add(CHECKOUT.processingClass);
    clearCouponError(form);
    const email = checkout.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '';
    applyCoupon(code, email, { signal: controller.signal })
      .then(({ html, isError }) => {
        clearCheckoutNotices(scope);
        if (isError) {
          showCouponError(form, html);
        } else {
          setOpen(toggle, form, false);
          if (field) field.value = '';
          const notices = serverNodes(html);
          const alert = notices.querySelector<HTMLElement>('[role="alert"]');
          form.before(notices);
          if (alert) stopFocus = focusNotice(alert);
        }
        emit(CHECKOUT_EVENTS.appliedCouponInCheckout, [code]);
        // §4 "Coupons": the checkout refreshes without updating the shipping method.
        emit(CHECKOUT_EVENTS.updateCheckout, [{ update_shipping_method: false }]);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) showCouponError(form, errorNoticeHtml(escapeHtml(failureText(error))));
      })
      .finally(() => {
        busy = false;
        setBusy(button, false);
        form.classList.remove(CHECKOUT.processingClass);
      });
  };

  const stopListening = undoAll([listen(form, 'submit', onSubmit), listen(form, 'input', onInput)]);
  return () => {
    controller.abort();
    stopFocus();
    undoToggle();
    stopListening();
  };
}

/** Mounts the island on a claimed checkout form: the login and coupon forms first, then the checkout (the order the React island had). */
export function mount(form: HTMLElement): Promise<Unmount> {
  if (!(form instanceof HTMLFormElement)) return Promise.reject(new Error('the checkout is not a form'));
  const scope = form.closest('.woocommerce') ?? document;
  const stops = [startCheckoutLogin(scope), startCheckoutCoupon(form, scope), startCheckoutForm(form, scope)];
  return Promise.resolve(() => {
    for (const stop of stops.reverse()) stop();
  });
}

/**
 * The classic checkout (§2 "Checkout page"): the order review refreshed 2 s after a payment
 * method, country or state change; placing the order once, however often it is clicked; buttons
 * other than place order and the payment section's doing nothing; the collapsible login form
 * with its inline login and the collapsible coupon form. All of it works on the platform's own
 * markup; this island draws nothing of its own, so it is a plain controller (no React).
 */
import { focusNotice } from '../../dom-bridge/announce.ts';
import {
  CHECKOUT,
  CHECKOUT_EVENTS,
  CHECKOUT_REFRESH_DELAY_MS,
  CHECKOUT_REFRESH_FIELDS,
  CHECKOUT_UPDATE_DELAY_MS,
} from '../../dom-bridge/checkout-constants.ts';
import { on, onFrom } from '../../dom-bridge/events.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyCoupon, checkoutLogin, removeCoupon } from '../../protocol/checkout.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { clearCouponError, showCouponError } from './coupon.ts';
import { clearLoginErrors, showLoginErrors } from './login.ts';
import { clearCheckoutNotices, errorNoticeHtml, escapeHtml, serverNodes } from './notices.ts';
import { submitCheckout } from './place-order.ts';
import { orderReviewRefresh, refreshOptions } from './refresh.ts';
import { collapsible, setOpen } from './toggles.ts';
import { warn } from '../../dom-bridge/warn.ts';

function setBusy(button: Element | null, busy: boolean): void {
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return;
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** §2: buttons other than place order and the payment section's do nothing when clicked. */
function isInert(button: Element): boolean {
  return !button.matches(CHECKOUT.placeOrder) && !button.closest(CHECKOUT.payment);
}

/** The shipping address shows only while "Ship to a different address?" is ticked. */
function showShippingAddress(form: HTMLFormElement): void {
  const ticked = form.querySelector<HTMLInputElement>(CHECKOUT.shipToDifferentAddress)?.checked ?? false;
  const address = form.querySelector<HTMLElement>(CHECKOUT.shippingAddress);
  if (address) address.style.display = ticked ? '' : 'none';
}

/** The platform's payment method switch: only the chosen method's box shows; the button takes the method's label. */
function showPaymentMethod(form: HTMLFormElement, chosen: HTMLInputElement): void {
  const methods = Array.from(form.querySelectorAll<HTMLInputElement>(CHECKOUT.paymentMethod));
  if (methods.length > 1) {
    for (const box of Array.from(form.querySelectorAll<HTMLElement>(CHECKOUT.paymentBox))) {
      box.style.display = box.classList.contains(chosen.id) ? '' : 'none';
    }
  }
  const button = form.querySelector<HTMLElement>(CHECKOUT.placeOrder);
  const label = chosen.getAttribute('data-order_button_text') || button?.getAttribute('data-value');
  if (button && label) button.textContent = label;
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
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  let chosenMethod = form.querySelector<HTMLInputElement>(`${CHECKOUT.paymentMethod}:checked`)?.value ?? '';

  const setPlacing = (value: boolean): void => {
    placing = value;
    showPlacing(form, value);
  };

  // Other scripts (and our coupon calls) ask for a refresh with the platform's event.
  const stopUpdates = on(CHECKOUT_EVENTS.updateCheckout, (args) => refresh.schedule(CHECKOUT_UPDATE_DELAY_MS, refreshOptions(args[0])));

  // Field changes through the bus: on a real site the country and state selects are the
  // platform's selectWoo widgets, which announce a choice with a jQuery-only `change`.
  const onChange = (field: EventTarget | null): void => {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    if (field instanceof HTMLInputElement && field.name === 'payment_method' && field.checked) {
      showPaymentMethod(form, field);
      if (field.value !== chosenMethod) emit(CHECKOUT_EVENTS.paymentMethodSelected);
      chosenMethod = field.value;
    }
    // Like the platform: a shipping choice or the shipping address switch refreshes at once.
    if (field.name.startsWith('shipping_method') || field.matches(CHECKOUT.shipToDifferentAddress)) {
      if (field.matches(CHECKOUT.shipToDifferentAddress)) showShippingAddress(form);
      emit(CHECKOUT_EVENTS.updateCheckout);
      return;
    }
    if (!CHECKOUT_REFRESH_FIELDS.includes(field.name)) return;
    // §9: 2 s after the last such change, so choosing in a row makes one refresh.
    clearTimeout(changeTimer);
    changeTimer = setTimeout(() => emit(CHECKOUT_EVENTS.updateCheckout), CHECKOUT_REFRESH_DELAY_MS);
  };

  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && form.contains(button) && isInert(button)) event.preventDefault();
    const remove = event.target instanceof Element ? event.target.closest<HTMLElement>(CHECKOUT.removeCoupon) : null;
    if (remove && form.contains(remove)) {
      event.preventDefault();
      const code = remove.getAttribute('data-coupon') ?? '';
      if (code) removeCouponFromReview(code);
    }
  };

  const removeCouponFromReview = (code: string): void => {
    removeCoupon(code, { signal: controller.signal })
      .then(({ html }) => {
        clearCheckoutNotices(scope);
        if (html) form.before(serverNodes(html));
        emit(CHECKOUT_EVENTS.removedCouponInCheckout, [code]);
        emit(CHECKOUT_EVENTS.updateCheckout, [{ update_shipping_method: false }]);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) warn('checkout: the coupon could not be removed.', error);
      });
  };

  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (placing) return; // One order per click, however many clicks.
    clearTimeout(changeTimer);
    refresh.cancel();
    setPlacing(true);
    void submitCheckout({ form, scope, signal: controller.signal, onNotices: (undo) => undos.push(undo) }).then((outcome) => {
      // While the browser goes to the order received page the button stays busy.
      if (outcome === 'navigating' || controller.signal.aborted) return;
      setPlacing(false);
    });
  };

  // Like the platform's script: the server validates, and its notices say what is missing.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  showShippingAddress(form);
  const stopListening = undoAll([
    onFrom('change', (_args, field) => onChange(field), form),
    listen(form, 'click', onClick),
    listen(form, 'submit', onSubmit),
  ]);
  showPlacing(form, false);
  return () => {
    controller.abort();
    clearTimeout(changeTimer);
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

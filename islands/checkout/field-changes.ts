/**
 * The checkout form's field changes (§2, §9): the payment method switch, the shipping address
 * switch, and the order review refresh a shipping choice asks for at once and a country, state
 * or postcode change asks for 2 s after the last one.
 */
import { CHECKOUT, CHECKOUT_EVENTS, CHECKOUT_REFRESH_DELAY_MS, CHECKOUT_REFRESH_FIELDS } from '../../dom-bridge/checkout-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { on } from '../../dom-bridge/events.ts';

export interface FieldChanges {
  /** Drops a refresh still waiting for its 2 s (placing the order sends the fields itself). */
  cancelRefresh(): void;
  /** Stops following the fields and drops a waiting refresh. */
  stop(): void;
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

/**
 * Shows the shipping address as the switch was printed, then follows `form`'s field changes
 * through the bus: on a real site the country and state selects are the platform's selectWoo
 * widgets, which announce a choice with a jQuery-only `change`.
 */
export function followFieldChanges(form: HTMLFormElement): FieldChanges {
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  let chosenMethod = form.querySelector<HTMLInputElement>(`${CHECKOUT.paymentMethod}:checked`)?.value ?? '';

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

  showShippingAddress(form);
  const stopListening = on('change', (_args, field) => onChange(field), form);
  const cancelRefresh = (): void => clearTimeout(changeTimer);
  return {
    cancelRefresh,
    stop() {
      cancelRefresh();
      stopListening();
    },
  };
}

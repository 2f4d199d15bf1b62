/**
 * The `update_order_review` payload, field for field as the platform's checkout script builds it:
 * the chosen payment method, the billing address (and the shipping one when "ship to a different
 * address" is ticked), whether every visible required address field is filled, the whole form
 * serialized as `post_data`, and the chosen shipping methods unless told not to update them
 * (§4 "Coupons": after a coupon the checkout refreshes without updating the shipping method).
 */
import { CHECKOUT } from '../../dom-bridge/checkout-constants.ts';
import { serializeForm } from '../../dom-bridge/serialize.ts';
import type { FieldValue, Payload } from '../../protocol/client.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element | null): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** A field's value by id; '' when the form has no such field (jQuery sends missing values empty). */
function valueOf(form: HTMLFormElement, id: string): string {
  const element = form.querySelector(`#${id}`);
  return isControl(element) ? element.value : '';
}

function address(form: HTMLFormElement, prefix: 'billing' | 'shipping'): string[] {
  return ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((field) => valueOf(form, `${prefix}_${field}`));
}

/** Like jQuery's `:visible`: the element takes up space on the page. */
function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** Every visible required address field has a value. */
function hasFullAddress(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll(CHECKOUT.requiredAddressRow))
    .filter(isVisible)
    .every((row) => {
      const control = row.querySelector('input, select, textarea');
      return !isControl(control) || control.value !== '';
    });
}

/** `shipping_method[index]` → chosen rate, from the choices the review table prints. */
export function chosenShippingMethods(form: HTMLFormElement): Record<string, string> {
  const methods: Record<string, string> = {};
  for (const element of Array.from(form.querySelectorAll(CHECKOUT.shippingMethod))) {
    if (isControl(element)) methods[element.getAttribute('data-index') ?? '0'] = element.value;
  }
  return methods;
}

export function orderReviewPayload(form: HTMLFormElement, options: { updateShippingMethod: boolean }): Payload {
  const billing = address(form, 'billing');
  const shipTo = form.querySelector(CHECKOUT.shipToDifferentAddress);
  const shipping = shipTo instanceof HTMLInputElement && shipTo.checked ? address(form, 'shipping') : billing;
  const [country, state, postcode, city, address1, address2] = billing;
  const [sCountry, sState, sPostcode, sCity, sAddress1, sAddress2] = shipping;
  const payment = form.querySelector(`${CHECKOUT.paymentMethod}:checked`);
  const payload: Record<string, FieldValue> = {
    payment_method: isControl(payment) ? payment.value : '',
    country,
    state,
    postcode,
    city,
    address: address1,
    address_2: address2,
    s_country: sCountry,
    s_state: sState,
    s_postcode: sPostcode,
    s_city: sCity,
    s_address: sAddress1,
    s_address_2: sAddress2,
    has_full_address: hasFullAddress(form),
    post_data: serializeForm(form),
  };
  if (options.updateShippingMethod) payload.shipping_method = chosenShippingMethods(form);
  return payload;
}

/**
 * Shipping in the drawer (§4 "Cart drawer"): choosing a method among the totals' radios (each
 * package's choice sent by its index), and the shipping calculator panel, sent the way its form
 * says. The answers' fragments show the new totals.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { CART_DRAWER, CART_EVENTS } from '../../dom-bridge/cart-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { serializeFormPairs } from '../../dom-bridge/serialize.ts';
import { calculateShipping, updateDrawerShippingMethod } from '../../protocol/cart-drawer.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';
import { submitPanelForm, type PanelContext } from './addon-panel.ts';

/** A shipping method radio was checked: every package's chosen method is sent; the drawer is busy meanwhile. */
export function chooseShippingMethod(root: HTMLElement): void {
  const chosen: Record<string, string> = {};
  for (const radio of Array.from(root.querySelectorAll<HTMLInputElement>(`${CART_DRAWER.shippingMethod}:checked`))) {
    chosen[radio.getAttribute('data-index') ?? '0'] = radio.value;
  }
  root.setAttribute('aria-busy', 'true');
  updateDrawerShippingMethod(chosen)
    .then((answer) => {
      if (answer.cart) commitCart(answer.cart);
      emit(CART_EVENTS.updatedShippingMethod);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) announce(failureText(error), 0);
    })
    .finally(() => root.removeAttribute('aria-busy'));
}

/** The shipping calculator panel's form was submitted. */
export function calculate(context: PanelContext, form: HTMLFormElement, name: string): void {
  const method = form.method.toUpperCase() === 'GET' ? 'GET' : 'POST';
  submitPanelForm(context, form, name, () => calculateShipping(serializeFormPairs(form), method));
}

/**
 * The variation form's add-to-cart buttons (§4, §5): the platform's state classes on the
 * buttons and their rows, and the alert that explains a click on a disabled button.
 */
import { BUTTON_STATE_CLASSES, PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { formOwns, queryFormControls } from '../../dom-bridge/scope.ts';
import type { VariationTexts } from './texts.ts';

export type ButtonState = 'enabled' | 'selection-needed' | 'unavailable';

/** Looks up `form`'s buttons once and returns their state setter; the state already shown is skipped. */
export function addButtonStates(form: HTMLElement): (state: ButtonState) => void {
  const buttons = queryFormControls<HTMLElement>(form, PRODUCT_SELECTORS.addToCartButton);
  const buttonRows = queryFormControls<HTMLElement>(form, PRODUCT_SELECTORS.addToCartRow);
  let buttonState: ButtonState | null = null;
  return (state) => {
    if (state === buttonState) return;
    buttonState = state;
    const { disabled, selectionNeeded, unavailable } = BUTTON_STATE_CLASSES;
    for (const button of buttons) {
      button.classList.toggle(disabled, state !== 'enabled');
      button.classList.toggle(selectionNeeded, state === 'selection-needed');
      button.classList.toggle(unavailable, state === 'unavailable');
      // Still focusable and clickable (the click explains why, §5), but announced as unavailable.
      if (state === 'enabled') button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
    }
    for (const row of buttonRows) {
      row.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
      row.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
    }
  };
}

/** §5: a click on one of `form`'s disabled add buttons adds nothing and shows the platform's alert. */
export function guardAddButton(form: HTMLElement, event: MouseEvent, target: Element | null, texts: VariationTexts): void {
  const button = target?.closest(PRODUCT_SELECTORS.addToCartButton);
  if (!button || !formOwns(form, button) || !button.classList.contains(BUTTON_STATE_CLASSES.disabled)) return;
  event.preventDefault();
  if (button.classList.contains(BUTTON_STATE_CLASSES.unavailable)) window.alert(texts.unavailable);
  else if (button.classList.contains(BUTTON_STATE_CLASSES.selectionNeeded)) window.alert(texts.makeSelection);
}

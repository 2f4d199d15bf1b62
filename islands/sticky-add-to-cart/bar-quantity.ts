/** The sticky bar's quantity, kept in step with the main form's both ways. */
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';

/** The input's `.quantity` box (what the theme hides), else the input itself. */
function quantityBox(input: HTMLInputElement): HTMLElement {
  return input.closest<HTMLElement>(PRODUCT_SELECTORS.quantity) ?? input;
}

/**
 * Quantity both ways, with the main input's limits and visibility (sold individually hides it);
 * without a main input the bar's quantity is hidden. Until the returned undo.
 */
export function syncQuantity(mainQuantity: HTMLInputElement | null, quantity: HTMLInputElement | null): () => void {
  if (!quantity) return () => {};
  if (!mainQuantity) {
    quantityBox(quantity).style.display = 'none';
    return () => {};
  }
  const fromMain = (): void => {
    for (const name of ['min', 'max', 'step']) {
      const value = mainQuantity.getAttribute(name);
      if (value === null) quantity.removeAttribute(name);
      else quantity.setAttribute(name, value);
    }
    if (quantity.value !== mainQuantity.value) {
      quantity.value = mainQuantity.value;
      quantity.dispatchEvent(new Event('change', { bubbles: true }));
    }
    quantityBox(quantity).style.display = quantityBox(mainQuantity).style.display === 'none' ? 'none' : '';
  };
  const toMain = (): void => {
    if (mainQuantity.value === quantity.value) return;
    mainQuantity.value = quantity.value;
    mainQuantity.dispatchEvent(new Event('input', { bubbles: true }));
    mainQuantity.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const stop = undoAll([
    listen(mainQuantity, 'input', fromMain),
    listen(mainQuantity, 'change', fromMain),
    listen(quantity, 'input', toMain),
    listen(quantity, 'change', toMain),
  ]);
  fromMain();
  return stop;
}

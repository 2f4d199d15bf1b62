/**
 * A product cart form as the theme's add-to-cart call sends it (§7 `{theme}_add_to_cart`):
 * the form's own fields in document order (an add-on's nested fields stay the add-on's),
 * product_id, variation_id and quantity among them.
 */
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { formOwns, queryFormControls } from '../../dom-bridge/scope.ts';

type Field = [string, string];

/** The field the platform's non-JS path adds by; on the theme call it would add the product a second time (WC_Form_Handler runs on every request). */
const FORM_HANDLER_FIELD = 'add-to-cart';

function isSubmittable(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLButtonElement
  );
}

/** The form's own successful controls, as a browser would submit them with `submitter`. */
function cartFormFields(form: HTMLFormElement, submitter: HTMLElement | null): Field[] {
  const out: Field[] = [];
  for (const element of Array.from(form.elements)) {
    if (!isSubmittable(element) || !element.name || element.disabled || !formOwns(form, element)) continue;
    if (
      element instanceof HTMLButtonElement ||
      (element instanceof HTMLInputElement && ['submit', 'image', 'reset', 'button'].includes(element.type))
    ) {
      if (element === submitter && element.type === 'submit') out.push([element.name, element.value]);
      continue;
    }
    if (element instanceof HTMLInputElement) {
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'file') continue;
    }
    if (element instanceof HTMLSelectElement) {
      for (const option of Array.from(element.selectedOptions)) out.push([element.name, option.value]);
      continue;
    }
    out.push([element.name, element.value]);
  }
  return out;
}

/**
 * The payload of `/?wc-ajax={theme}_add_to_cart`: the form's fields with product_id (from the
 * form, else the button's `add-to-cart` value) and without `add-to-cart` itself.
 */
export function themeCartFields(form: HTMLFormElement, submitter: HTMLElement | null): Field[] {
  const fields = cartFormFields(form, submitter);
  const byName = (name: string): string | undefined => fields.find(([field]) => field === name)?.[1];
  const productId = byName('product_id') ?? byName(FORM_HANDLER_FIELD) ?? (submitter instanceof HTMLButtonElement ? submitter.value : '');
  const out = fields.filter(([name]) => name !== FORM_HANDLER_FIELD);
  if (byName('product_id') === undefined && productId) out.unshift(['product_id', productId]);
  return out;
}

/** The first of the form's attribute selects without a value (the theme's check, §5), or null. */
export function missingOption(form: HTMLElement): HTMLSelectElement | null {
  return queryFormControls<HTMLSelectElement>(form, PRODUCT_SELECTORS.attributeSelect).find((select) => !select.value) ?? null;
}

/**
 * A product cart form's fields as the in-place add sends them: what the plain form post would send
 * (the add-ons' fields too, such as the bought-together `woobt_ids`), in document order, so an add
 * never misses what a hooked add-on reads from the request (§7 `{theme}_add_to_cart`, `add_to_cart`).
 */
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { formOwns, queryFormControls } from '../../dom-bridge/scope.ts';

type Field = [string, string];

/** The field the platform's non-JS path adds by; on an in-place call it would add the product a second time (WC_Form_Handler runs on every request). */
const FORM_HANDLER_FIELD = 'add-to-cart';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const NOT_SENT_TYPES = /^(?:submit|image|reset|button|file)$/i;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLButtonElement
  );
}

/** A control's `[name, value]` pairs in a submission by `submitter` (the browser's form data set). */
function controlPairs(element: Control, submitter: HTMLElement | null): Field[] {
  if (!element.name || element.matches(':disabled') || element.closest('fieldset[disabled]')) return [];
  if (element instanceof HTMLButtonElement || (element instanceof HTMLInputElement && NOT_SENT_TYPES.test(element.type))) {
    return element === submitter && element.type === 'submit' ? [[element.name, element.value]] : [];
  }
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && !element.checked) return [];
  if (element instanceof HTMLSelectElement) return Array.from(element.selectedOptions, (option): Field => [element.name, option.value]);
  // Browsers send line breaks as CRLF.
  return [[element.name, element.value.replace(/\r?\n/g, '\r\n')]];
}

/**
 * Every field a plain post of `form` by `submitter` sends, in document order, except a nested
 * add-on's copies of the product's own fields: the bought-together section prints its own attribute
 * selects (and quantity, product_id for its own button) under the same names inside the form, and
 * PHP keeps the last value of a repeated name, so those copies could only override the shopper's
 * choice for the product itself. The add-on's own fields (`woobt_ids`, …) are sent.
 */
export function plainPostFields(form: HTMLFormElement, submitter: HTMLElement | null): Field[] {
  const tagged = Array.from(form.elements)
    .filter(isControl)
    .flatMap((element) => controlPairs(element, submitter).map((field) => ({ field, own: formOwns(form, element) })));
  const ownNames = new Set(tagged.filter(({ own }) => own).map(({ field }) => field[0]));
  return tagged.filter(({ field, own }) => own || !ownNames.has(field[0])).map(({ field }) => field);
}

/**
 * The payload of the in-place add: the plain post's fields without `add-to-cart`, with product_id
 * (from the form, else the `add-to-cart` value a simple product's button carries).
 */
export function cartAddFields(form: HTMLFormElement, submitter: HTMLElement | null): Field[] {
  const fields = plainPostFields(form, submitter);
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

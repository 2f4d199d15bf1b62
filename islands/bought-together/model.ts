/**
 * The bundle as the add-on prints it, read from its markup: the section, its items, the product form
 * and buttons it works with. The items' data attributes are the bundle's state (other scripts read
 * them too, as they do with the add-on's own script): handlers write them, `renderBundle` derives the
 * rest from them, one way.
 */
import { BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';
import { parseNewPrice, type PricedItem } from '../../src/bought-together/pricing.ts';
import type { SavedItem } from '../../src/bought-together/ids.ts';

export interface Bundle {
  wrap: HTMLElement;
  products: HTMLElement;
  /** The main product's id (`data-id` of the section). */
  pid: string;
  thisItem: HTMLElement | null;
  together: HTMLElement[];
  /** The product's own cart form, whose button adds the selection when `atc-button` is main (or both). */
  mainForm: HTMLFormElement | null;
  mainButton: HTMLElement | null;
  /** The section's own "Add all to cart" button (`atc-button` separate or both). */
  separateButton: HTMLButtonElement | null;
}

export type ReadItem = PricedItem & SavedItem & { name: string };

function num(element: Element, name: string): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : 0;
}

export function readItem(element: HTMLElement): ReadItem {
  const checkbox = element.querySelector<HTMLInputElement>(BUNDLE_SELECTORS.checkbox);
  return {
    id: Number.parseInt(element.getAttribute('data-id') ?? '', 10) || 0,
    key: element.getAttribute('data-key') ?? '',
    name: element.getAttribute('data-name') ?? '',
    qty: num(element, 'data-qty'),
    oQty: num(element, 'data-o_qty'),
    // The main product's own row has a checked, disabled box (or none): it is always in.
    checked: checkbox ? checkbox.checked : element.matches(BUNDLE_SELECTORS.thisItem),
    price: num(element, 'data-price'),
    regularPrice: num(element, 'data-regular-price'),
    newPrice: parseNewPrice(element.getAttribute('data-new-price')),
    attrs: element.getAttribute('data-attrs') ?? '',
  };
}

/** The product form's own button (not one inside the section), as the add-on finds it. */
function ownButton(form: HTMLFormElement | null, wrap: HTMLElement): HTMLElement | null {
  if (!form) return null;
  const buttons = Array.from(form.querySelectorAll<HTMLElement>(BUNDLE_SELECTORS.button));
  return buttons.find((button) => !wrap.contains(button) && !button.classList.contains('wpcbn-btn')) ?? null;
}

/** The hidden `woobt_ids` fields of this bundle: the product form's and the section's own. */
export function idsInputs(bundle: Bundle): HTMLInputElement[] {
  const inputs = new Set<HTMLInputElement>(bundle.wrap.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.ids));
  for (const input of bundle.wrap.ownerDocument.querySelectorAll<HTMLInputElement>(`${BUNDLE_SELECTORS.ids}[data-id]`)) {
    if (input.getAttribute('data-id') === bundle.pid) inputs.add(input);
  }
  return Array.from(inputs);
}

export function readBundle(wrap: HTMLElement): Bundle | null {
  const products = wrap.querySelector<HTMLElement>(BUNDLE_SELECTORS.products);
  const pid = wrap.getAttribute('data-id') ?? '';
  if (!products || !pid) return null;
  const bundle: Bundle = {
    wrap,
    products,
    pid,
    thisItem: products.querySelector<HTMLElement>(BUNDLE_SELECTORS.thisItem),
    together: Array.from(products.querySelectorAll<HTMLElement>(BUNDLE_SELECTORS.together)),
    mainForm: null,
    mainButton: null,
    separateButton: wrap.querySelector<HTMLButtonElement>(`${BUNDLE_SELECTORS.separateForm} ${BUNDLE_SELECTORS.button}`),
  };
  // The product form is the one holding this bundle's ids field outside the section (else the one around it).
  const outside = idsInputs(bundle).find((input) => !wrap.contains(input) || !input.closest(BUNDLE_SELECTORS.separateForm));
  bundle.mainForm =
    outside?.closest<HTMLFormElement>(BUNDLE_SELECTORS.mainForm) ?? wrap.closest<HTMLFormElement>(BUNDLE_SELECTORS.mainForm);
  bundle.mainButton = ownButton(bundle.mainForm, wrap);
  return bundle;
}

/** The product form's quantity field (not an item's), if any. */
export function mainQuantityInput(bundle: Bundle): HTMLInputElement | null {
  const inputs = bundle.mainForm?.querySelectorAll<HTMLInputElement>('input[name="quantity"]') ?? [];
  return Array.from(inputs).find((input) => !bundle.wrap.contains(input) && input.type !== 'hidden') ?? null;
}

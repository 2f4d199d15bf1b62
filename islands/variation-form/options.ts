/**
 * An attribute select's options as the server printed them, and the narrowing plan
 * applied to the live select: options that match nothing are taken out (and put back
 * in their original place later), inactive ones disabled, out-of-stock ones marked.
 */
import { PRODUCT_ATTRS } from '../../dom-bridge/product-constants.ts';
import type { SelectPlan } from '../../src/shop/variation-matching.ts';

/** Marks an option whose variations are all out of stock (class, and words for every reader). */
const OUT_OF_STOCK_CLASS = 'out-of-stock';
const OUT_OF_STOCK_SUFFIX = ' (Out of stock)';

interface OriginalOption {
  element: HTMLOptionElement;
  label: string;
}

/** One attribute select and the options it started with. */
export interface AttributeSelect {
  select: HTMLSelectElement;
  /** `data-attribute_name`, else the select's name (as the platform reads it). */
  name: string;
  /** The "Choose an option" entry (the first option, when its value is empty). */
  placeholder: HTMLOptionElement | null;
  options: OriginalOption[];
  /** `data-show_option_none`: 'no' drops the placeholder once a valid value is chosen. */
  showOptionNone: boolean;
}

export function readAttributeSelect(select: HTMLSelectElement): AttributeSelect {
  const all = Array.from(select.options);
  const first = all[0];
  const placeholder = first && first.value === '' ? first : null;
  return {
    select,
    name: select.getAttribute(PRODUCT_ATTRS.attributeName) || select.name,
    placeholder,
    options: all.filter((option) => option !== placeholder).map((element) => ({ element, label: element.text })),
    showOptionNone: select.getAttribute(PRODUCT_ATTRS.showOptionNone) !== 'no',
  };
}

export function optionValues(attribute: AttributeSelect): string[] {
  return attribute.options.map((option) => option.element.value);
}

/**
 * Makes the live select show `plan`, touching only options whose place or state changed.
 * Keeps the current value when the plan says it is valid; otherwise falls back to the
 * placeholder and returns true (the caller then fires `change`, as the platform does).
 */
export function applySelectPlan(attribute: AttributeSelect, plan: SelectPlan): boolean {
  const { select, placeholder } = attribute;
  const selected = select.value;
  const byValue = new Map(attribute.options.map((option) => [option.element.value, option]));
  const wanted: HTMLOptionElement[] = [];
  if (placeholder && plan.keepPlaceholder) wanted.push(placeholder);
  for (const { value, state } of plan.options) {
    const original = byValue.get(value);
    if (!original) continue;
    const { element, label } = original;
    const outOfStock = state === 'out-of-stock';
    if (element.disabled !== (state === 'inactive')) element.disabled = state === 'inactive';
    element.classList.toggle(OUT_OF_STOCK_CLASS, outOfStock);
    const text = outOfStock ? label + OUT_OF_STOCK_SUFFIX : label;
    if (element.text !== text) element.text = text;
    wanted.push(element);
  }
  wanted.forEach((element, index) => {
    if (select.options[index] !== element) select.insertBefore(element, select.options[index] ?? null);
  });
  while (select.options.length > wanted.length) select.options[wanted.length]!.remove();
  if (plan.selectedValid) {
    if (select.value !== selected) select.value = selected;
    return false;
  }
  select.value = '';
  return selected !== '';
}

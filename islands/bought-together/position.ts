/**
 * The add-on's own repositioning (its `woobt_check_position`): with position 'before', a section the
 * product's button adds (`atc-button` main or both) on a variable product whose items need no
 * variation of their own (`variables` no) moves from before the product's form to just after the
 * form's `woobt_ids` field, next to the button it works with. The add-on prints it before the form,
 * where a page without JavaScript keeps it: the section's own fields then stay out of the form's post.
 */
import { BUNDLE_SELECTORS } from '../../dom-bridge/bought-together-constants.ts';

const VARIABLE_TYPES = new Set(['variable', 'variable-subscription']);

/** Moves `wrap` after its product form's ids field when the add-on's rule says so; returns whether it moved. */
export function checkPosition(wrap: HTMLElement, variationSelector: string): boolean {
  const products = wrap.querySelector(BUNDLE_SELECTORS.products);
  const pid = wrap.getAttribute('data-id') ?? '';
  const atc = wrap.getAttribute('data-atc-button');
  if (!products || !pid || wrap.getAttribute('data-position') !== 'before' || (atc !== 'main' && atc !== 'both')) return false;
  if (!VARIABLE_TYPES.has(products.getAttribute('data-product-type') ?? '')) return false;
  if (products.getAttribute('data-variables') !== 'no' && variationSelector !== 'woovr') return false;
  // The add-on looks among the section's siblings (its parent's descendants), never inside the section.
  const ids = Array.from(wrap.parentElement?.querySelectorAll<HTMLInputElement>(BUNDLE_SELECTORS.ids) ?? []).find(
    (input) => input.getAttribute('data-id') === pid && !wrap.contains(input),
  );
  if (!ids || ids.nextElementSibling === wrap) return false;
  ids.after(wrap);
  return true;
}

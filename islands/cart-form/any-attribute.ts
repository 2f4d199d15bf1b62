/**
 * What the platform's `/?wc-ajax=add_to_cart` cannot add: a variation with an "any" attribute. It
 * takes the variation's own attributes, not the posted ones (WC_AJAX::add_to_cart), so such a
 * variation answers error + product_url there, while the plain form post (which reads attribute_*
 * from the request) adds it.
 */
import { PRODUCT_ATTRS } from '../../dom-bridge/product-constants.ts';

type Fields = ReadonlyArray<readonly [string, string]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when the chosen variation (`variation_id` among `fields`) is listed in the form's variation
 * data with an attribute left open ('' = any value). Unknown (no data, server-matched forms): false.
 */
export function choosesAnyAttribute(form: HTMLFormElement, fields: Fields): boolean {
  const chosen = fields.find(([name]) => name === 'variation_id')?.[1];
  const raw = form.getAttribute(PRODUCT_ATTRS.productVariations);
  if (!chosen || chosen === '0' || !raw) return false;
  let variations: unknown;
  try {
    variations = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!Array.isArray(variations)) return false;
  const variation: unknown = variations.find((entry) => isRecord(entry) && String(entry.variation_id) === chosen);
  return isRecord(variation) && isRecord(variation.attributes) && Object.values(variation.attributes).some((value) => value === '');
}

/**
 * The product's SKU, weight and dimensions shown for the chosen variation and put back
 * on reset (§4). Like the platform, the first change keeps the original text in
 * `data-o_content`, so another script's reset (or ours after a remount) restores it too.
 */
import { PRODUCT_ATTRS, PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import type { Variation } from '../../protocol/variation.ts';

function setContent(elements: readonly Element[], text: string): void {
  for (const element of elements) {
    if (!element.hasAttribute(PRODUCT_ATTRS.originalContent))
      element.setAttribute(PRODUCT_ATTRS.originalContent, element.textContent ?? '');
    element.textContent = text;
  }
}

function resetContent(elements: readonly Element[]): void {
  for (const element of elements) {
    const original = element.getAttribute(PRODUCT_ATTRS.originalContent);
    if (original !== null && element.textContent !== original) element.textContent = original;
  }
}

/** Decodes the entities of `dimensions_html` ("10 &times; 5 cm") into text. */
function htmlToText(html: string): string {
  // Most variations print plain text ("N/A"): it reads the same without a trip through the HTML parser,
  // which is paid in the shopper's choice (issue 10's 50 ms).
  if (!/[&<\r\0]/.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

export interface ProductDetails {
  show(variation: Variation): void;
  reset(): void;
}

/** The detail elements of the product around `form` (none when it sits in no product). */
export function productDetails(form: Element): ProductDetails {
  const product = form.closest(PRODUCT_SELECTORS.product);
  const find = (selector: string): Element[] => (product ? Array.from(product.querySelectorAll(selector)) : []);
  const sku = find(PRODUCT_SELECTORS.sku);
  const weight = find(PRODUCT_SELECTORS.weight);
  const dimensions = find(PRODUCT_SELECTORS.dimensions);
  const reset = (): void => {
    resetContent(sku);
    resetContent(weight);
    resetContent(dimensions);
  };
  return {
    show(variation) {
      if (variation.sku) setContent(sku, variation.sku);
      else resetContent(sku);
      if (variation.weight) setContent(weight, variation.weight_html ?? '');
      else resetContent(weight);
      // As the platform: any variation that carries dimensions shows its dimensions_html ('N/A' included).
      if (variation.dimensions) {
        setContent(dimensions, htmlToText(variation.dimensions_html ?? ''));
      } else {
        resetContent(dimensions);
      }
    },
    reset,
  };
}

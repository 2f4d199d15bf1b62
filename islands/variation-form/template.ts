/**
 * The platform's variation templates (`#tmpl-variation-template`,
 * `#tmpl-unavailable-variation-template`), filled the CSP-safe way its own script uses:
 * only `{{{ data.variation.key }}}` (HTML, trusted from the server) and
 * `{{ data.variation.key }}` (escaped text). A theme template needing more (logic,
 * deeper data) cannot run without eval; the default template is used instead.
 */

/** Storefront's default templates, for pages that print none (or one needing eval). */
export const DEFAULT_VARIATION_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';
export const DEFAULT_UNAVAILABLE_TEMPLATE = '<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>';

const PLACEHOLDER = /({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g;

/** True when the template uses more than plain `data.variation.key` slots. */
export function needsEval(template: string): boolean {
  return /<#\s?data\./.test(template) || /{{{?\s?data\.(?!variation\.).+}}}?/.test(template) || /{{{?\s?data\.variation\.[\w-]*[^\s}]/.test(template);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function slotValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Fills the template's `data.variation.*` slots from `variation` (missing or non-text values print nothing). */
export function renderVariationTemplate(template: string, variation: Readonly<Record<string, unknown>>): string {
  return template
    .replace(PLACEHOLDER, (_, open: string, key: string, close: string) => {
      if (open.length !== close.length) return '';
      const value = slotValue(variation[key]);
      return open.length === 2 ? escapeHtml(value) : value;
    })
    .replace('/*<![CDATA[*/', '')
    .replace('/*]]>*/', '');
}

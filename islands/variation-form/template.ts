/**
 * The platform's variation templates (`#tmpl-variation-template`,
 * `#tmpl-unavailable-variation-template`), rendered without eval. WordPress's wp.template
 * compiles them with underscore into a function (eval); we read the same small language
 * instead, with wp.template's delimiters and its `data` variable:
 * - `{{{ data.variation.price_html }}}` prints the value as HTML (trusted from the server);
 * - `{{ data.variation.sku }}` prints it escaped;
 * - `<# if ( data.variation.x ) { #>` … `<# } else { #>` … `<# } #>` (also `! data…`) keeps a
 *   part when the value is truthy (JavaScript's truthiness, as in the template).
 * Values are `data.…` paths. A template using anything else (other JavaScript in `<# #>`)
 * cannot run without eval: compileTemplate answers null and the caller uses the default.
 */
import { escapeHtml } from '../../dom-bridge/escape-html.ts';

/** Storefront's default templates, for pages that print none (or one needing eval). */
export const DEFAULT_VARIATION_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';
export const DEFAULT_UNAVAILABLE_TEMPLATE =
  '<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>';

/** What a template is filled from: `data` in the template. */
export type TemplateData = Readonly<Record<string, unknown>>;
/** A compiled template: the HTML for `data`. */
export type VariationTemplate = (data: TemplateData) => string;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[]; escape: boolean }
  | { kind: 'if'; path: string[]; negate: boolean; then: Part[]; otherwise: Part[] };
type IfPart = Extract<Part, { kind: 'if' }>;

// wp.template's delimiters, tried in underscore's order at each position: escape, interpolate, evaluate.
const TAG = /\{\{([^}]+?)\}\}(?!\})|\{\{\{([\s\S]+?)\}\}\}|<#([\s\S]+?)#>/g;
const DATA_PATH = /^\s*data((?:\.[A-Za-z_$][\w$]*)+)\s*$/;
const IF_OPEN = /^\s*if\s*\(\s*(!?)\s*data((?:\.[A-Za-z_$][\w$]*)+)\s*\)\s*\{\s*$/;
const ELSE = /^\s*\}\s*else\s*\{\s*$/;
const CLOSE = /^\s*\}\s*$/;

const segments = (dotted: string): string[] => dotted.slice(1).split('.');

function dataPath(expression: string): string[] | null {
  const match = DATA_PATH.exec(expression);
  return match ? segments(match[1]!) : null;
}

/** Reads a template into parts; null when it uses anything beyond the language above. */
function parse(template: string): Part[] | null {
  const root: Part[] = [];
  // The open if-blocks, innermost last, each with the branch being filled.
  const open: Array<{ part: IfPart; branch: Part[] }> = [];
  const branch = (): Part[] => open.at(-1)?.branch ?? root;
  let from = 0;
  for (const match of template.matchAll(TAG)) {
    if (match.index > from) branch().push({ kind: 'text', text: template.slice(from, match.index) });
    from = match.index + match[0].length;
    const [, escaped, raw, logic] = match;
    if (logic === undefined) {
      const path = dataPath(escaped ?? raw ?? '');
      if (!path) return null;
      branch().push({ kind: 'value', path, escape: escaped !== undefined });
      continue;
    }
    const opening = IF_OPEN.exec(logic);
    if (opening) {
      const part: IfPart = { kind: 'if', path: segments(opening[2]!), negate: opening[1] === '!', then: [], otherwise: [] };
      branch().push(part);
      open.push({ part, branch: part.then });
    } else if (ELSE.test(logic)) {
      const block = open.at(-1);
      if (!block || block.branch === block.part.otherwise) return null;
      block.branch = block.part.otherwise;
    } else if (!CLOSE.test(logic) || !open.pop()) {
      return null;
    }
  }
  if (open.length > 0) return null;
  if (from < template.length) root.push({ kind: 'text', text: template.slice(from) });
  return root;
}

function lookup(data: TemplateData, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What a slot prints: text, numbers and booleans as written; nothing for missing values or objects. */
function printable(value: unknown): string {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return '';
}

function render(parts: readonly Part[], data: TemplateData): string {
  let html = '';
  for (const part of parts) {
    if (part.kind === 'text') html += part.text;
    else if (part.kind === 'value')
      html += part.escape ? escapeHtml(printable(lookup(data, part.path))) : printable(lookup(data, part.path));
    else html += render(Boolean(lookup(data, part.path)) !== part.negate ? part.then : part.otherwise, data);
  }
  return html;
}

/** The template as a function of its data, or null when it needs more than this language (eval). */
export function compileTemplate(template: string): VariationTemplate | null {
  const parts = parse(template);
  if (!parts) return null;
  // The platform's script strips these CDATA markers themes wrap around inline scripts.
  return (data) => render(parts, data).replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
}

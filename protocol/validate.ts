/**
 * Tiny runtime readers for server answers. Each returns `undefined` for a value
 * it cannot read, so a parser decides what is required and what is optional.
 * PHP quirks handled here once: an empty map arrives as `[]`, numbers may
 * arrive as numeric strings.
 */

export type JsonRecord = Record<string, unknown>;

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string, as is (the empty string included). */
export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A non-empty string. */
export function readNonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A finite number, or a string holding one (PHP often sends `"12"`). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** A boolean, strictly. */
export function readBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * A map of strings: an object whose string values are kept and numbers
 * stringified (other entries dropped), or PHP's `[]` for an empty map.
 */
export function readStringMap(value: unknown): Record<string, string> | undefined {
  if (Array.isArray(value)) return value.length === 0 ? {} : undefined;
  if (!isRecord(value)) return undefined;
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') map[key] = entry;
    else if (typeof entry === 'number' && Number.isFinite(entry)) map[key] = String(entry);
  }
  return map;
}

/** §3: fragments, a map from page-region selector to replacement HTML. */
export function fragmentsMap(value: unknown): Record<string, string> | undefined {
  return readStringMap(value);
}

/** The wrappers wc_print_notices() prints: the classic notice templates and the block notice banners. */
const NOTICE_MARKUP = /\bclass=["'][^"']*\b(?:woocommerce-(?:message|error|info)|wc-block-components-notice-banner)\b/;
const WHOLE_PAGE = /<!doctype|<html[\s>]|<body[\s>]/i;

/**
 * An answer that is the printed notices and nothing else (HTML, possibly empty), as the coupon calls
 * answer. Any other text (an error page, a proxy's page, broken JSON) is no notice: shown as one, it
 * would put that page above the form and announce a change that did not happen.
 */
export function readNoticeHtml(value: unknown): string | undefined {
  const html = typeof value === 'string' ? value : '';
  if (html.trim() === '') return html;
  return WHOLE_PAGE.test(html) || !NOTICE_MARKUP.test(html) ? undefined : html;
}

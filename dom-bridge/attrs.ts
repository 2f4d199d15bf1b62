/**
 * Typed readers for what the server printed on an element. None of them throws:
 * a missing element or attribute reads as null, broken JSON as `{ ok: false }`.
 */

import { ISLAND_ATTR, ISLAND_STATE_ATTR } from './constants.ts';

/** The runtime's own marks are not the server's data: never part of a payload. */
const RUNTIME_ATTRS: ReadonlySet<string> = new Set([ISLAND_ATTR, ISLAND_STATE_ATTR]);

/** A `readJsonAttribute` result: the parsed value, or why there is none. */
export type AttrResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** `product_id` → `data-product_id`, `fooBar` → `data-foo-bar` (the inverse of `readDataset`'s keys). */
export function dataAttr(key: string): string {
  return 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/**
 * Every `data-*` attribute as strings, keyed like `element.dataset` and jQuery's `.data()`:
 * `data-product_id` → `product_id`, `data-foo-bar` → `fooBar`. This is the add-to-cart payload (§3, §7).
 * The runtime's own `data-island*` marks are left out.
 */
export function readDataset(el: Element | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!el) return out;
  for (const { name, value } of Array.from(el.attributes)) {
    if (name.startsWith('data-') && !RUNTIME_ATTRS.has(name))
      out[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

/** The attribute's value, or null when the element or attribute is missing. */
export function readString(el: Element | null | undefined, name: string): string | null {
  return el ? el.getAttribute(name) : null;
}

/** The attribute as a finite number, or null when missing, empty or not a number. */
export function readNumber(el: Element | null | undefined, name: string): number | null {
  const raw = readString(el, name)?.trim();
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const TRUE = ['', 'true', 'yes', '1', 'on'];
const FALSE = ['false', 'no', '0', 'off'];

/**
 * The platform's flag spellings: `yes/no`, `on/off`, `1/0`, `true/false`; a bare attribute
 * (`data-loop` or `data-loop=""`) is true. Missing or anything else → null.
 */
export function readBoolean(el: Element | null | undefined, name: string): boolean | null {
  const raw = readString(el, name)?.trim().toLowerCase();
  if (raw === undefined) return null;
  if (TRUE.includes(raw)) return true;
  return FALSE.includes(raw) ? false : null;
}

/**
 * A JSON attribute (e.g. `data-product_variations`) checked by `parse`, which returns null
 * for a shape it does not accept. Missing, broken JSON, a rejected shape or a throwing
 * parser all give `{ ok: false, reason }`.
 */
export function readJsonAttribute<T>(el: Element | null | undefined, name: string, parse: (raw: unknown) => T | null): AttrResult<T> {
  const raw = readString(el, name);
  if (raw === null) return { ok: false, reason: `${name} is missing` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { ok: false, reason: `${name} is not valid JSON (${(error as Error).message})` };
  }
  try {
    const value = parse(json);
    return value === null ? { ok: false, reason: `${name} has an unexpected shape` } : { ok: true, value };
  } catch (error) {
    return { ok: false, reason: `${name} could not be read (${(error as Error).message})` };
  }
}

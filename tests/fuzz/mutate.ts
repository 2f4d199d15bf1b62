/**
 * The markup fuzzer's mutations (issue 18 "Bad markup"): what a broken theme, a plugin conflict or a
 * hand-edited template can put in a data attribute or a JSON config — truncated JSON, wrong types,
 * huge numbers, NaN/Infinity, unicode (RTL, emoji, NUL, lone surrogates), deep nesting, prototype
 * keys, empty values and missing attributes. `null` means "remove the attribute / the value".
 */
import type { Prng } from './prng.ts';

const HUGE = ['1e308', '-1e308', '1e400', '9007199254740993', '99999999999999999999999999', '-0', '0x1F', '1_000', '0.1e-400'];
const NOT_NUMBERS = ['NaN', 'Infinity', '-Infinity', 'undefined', 'null', 'true', 'false', '[object Object]'];
const UNICODE = [
  '\u202Eemordnilap',
  'עברית العربية',
  '🛒😀👩‍👩‍👧',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'e\u0301\u0301\u0301',
  '\uFEFF1',
  '\u2028\u2029',
  'ﬀ',
];
const PROTO = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '__proto__',
  'constructor',
  'prototype',
  '{"toString":1,"valueOf":"x","hasOwnProperty":null}',
];
const WRONG_TYPES = ['{}', '[]', '[1,2,3]', '{"a":1}', 'null', 'true', '"string"', '12', '[{}]', '[[[]]]'];

function deepNesting(rng: Prng): string {
  const depth = rng.pick([64, 1000]);
  return rng.next() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function truncate(value: string, rng: Prng): string {
  return value.slice(0, value.length === 0 ? 0 : rng.int(value.length));
}

/** A new value of another JSON type at a random place inside `json` (or the whole of it). */
function retype(json: unknown, rng: Prng, depth = 0): unknown {
  const junk = (): unknown =>
    rng.pick<unknown>([null, true, -1, 1e308, 'NaN', '', [], {}, { __proto__: 1 }, [[[null]]], '🛒', Number.MAX_SAFE_INTEGER + 2]);
  if (depth > 6 || json === null || typeof json !== 'object' || rng.next() < 0.25) return junk();
  if (Array.isArray(json)) {
    if (json.length === 0) return [junk()];
    const copy = [...json];
    const at = rng.int(copy.length);
    copy[at] = retype(copy[at], rng, depth + 1);
    return copy;
  }
  const record = json as Record<string, unknown>;
  const keys = Object.keys(record);
  // A prototype key as JSON.parse makes it (an own property named __proto__), beside the real ones.
  if (keys.length === 0 || rng.next() < 0.1) return { ...record, ...(JSON.parse('{"__proto__":{"polluted":1}}') as object) };
  const key = rng.pick(keys);
  const copy: Record<string, unknown> = { ...record };
  if (rng.next() < 0.15) delete copy[key];
  else copy[key] = retype(record[key], rng, depth + 1);
  return copy;
}

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/** One mutation of `value` (an attribute's value, a JSON text, a printed global's field as JSON). */
export function mutate(value: string | null, rng: Prng): string | null {
  const current = value ?? '';
  const parsed = parseJson(current);
  // JSON gets structure-aware mutations most of the time: they reach past the first type check.
  if (parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && rng.next() < 0.5) {
    const changed = retype(parsed.value, rng);
    // Sometimes re-encode with a prototype key spelled in the text (JSON.stringify drops __proto__).
    return JSON.stringify(changed) ?? 'null';
  }
  switch (rng.int(11)) {
    case 0:
      return truncate(current, rng);
    case 1:
      return rng.pick(WRONG_TYPES);
    case 2:
      return rng.pick(HUGE);
    case 3:
      return rng.pick(NOT_NUMBERS);
    case 4:
      return rng.pick(UNICODE);
    case 5:
      return current + rng.pick(UNICODE);
    case 6:
      return deepNesting(rng);
    case 7:
      return rng.pick(PROTO);
    case 8:
      return '';
    case 9:
      return null;
    default:
      return current.repeat(rng.pick([2, 50])).slice(0, 200_000);
  }
}

/**
 * PHP's reading of bracketed form fields (`a[b][]=1&a[b][]=2` → {a: {b: ['1', '2']}}), for the
 * calls whose payload nests (ProductX's `filterAttributes`); http.ts's flat fields keep the last
 * duplicate only, which loses `name[]` lists.
 */
import type { Context } from 'hono';

export type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

function setPath(target: Record<string, PhpValue> | PhpValue[], keys: string[], value: string): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  const container = target as Record<string, PhpValue>;
  const slot = key === '' && Array.isArray(target) ? String(target.length) : key;
  if (!rest.length) {
    if (Array.isArray(target)) target.push(value);
    else container[slot] = value;
    return;
  }
  const existing = container[slot];
  const child = typeof existing === 'object' ? existing : rest[0] === '' ? [] : {};
  if (Array.isArray(target) && slot === String(target.length)) target.push(child);
  else container[slot] = child;
  setPath(child, rest, value);
}

/** Decodes urlencoded fields the way PHP fills $_POST. */
export function phpDecode(params: URLSearchParams): Record<string, PhpValue> {
  const out: Record<string, PhpValue> = {};
  for (const [name, value] of params) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(name);
    if (!match?.[1]) continue;
    const keys = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    setPath(out, keys, value);
  }
  return out;
}

/** The request's query and urlencoded body, PHP-decoded ($_REQUEST, the body winning). */
export async function readPhpRequest(c: Context): Promise<Record<string, PhpValue>> {
  const query = new URL(c.req.url).searchParams;
  const type = c.req.header('content-type') ?? '';
  const body =
    c.req.method === 'POST' && type.includes('application/x-www-form-urlencoded') ? new URLSearchParams(await c.req.text()) : null;
  return { ...phpDecode(query), ...(body ? phpDecode(body) : {}) };
}

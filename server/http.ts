/**
 * Request and response helpers that behave like PHP/WordPress at the edges:
 * `$_POST`-style form reading, absint(), wp_send_json() and wp_die() bodies.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { wpJsonEncode } from './formatting/escape.ts';
import { SITE_URL } from './site.ts';

/** Form fields as PHP's $_POST sees them (urlencoded or multipart; files ignored, last duplicate wins). */
export type FormFields = Record<string, string>;

/** The request's POST body fields; {} for GET or an unreadable body. */
export async function readForm(c: Context): Promise<FormFields> {
  if (c.req.method !== 'POST') return {};
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {};
  try {
    const body = await c.req.parseBody();
    const fields: FormFields = {};
    for (const [key, value] of Object.entries(body)) {
      const last = Array.isArray(value) ? value[value.length - 1] : value;
      if (typeof last === 'string') fields[key] = last;
    }
    return fields;
  } catch {
    return {};
  }
}

/** $_REQUEST: query then body, the body winning (PHP's default request_order "GP"). */
export async function readRequest(c: Context): Promise<FormFields> {
  return { ...c.req.query(), ...(await readForm(c)) };
}

/** WordPress absint(): PHP intval() semantics on a leading integer, then absolute; 0 for anything else. */
export function absint(value: string | undefined): number {
  if (value === undefined) return 0;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? 0 : Math.abs(parsed);
}

/** A posted quantity: a whole number, or NaN (never guessed into a number). */
export function parseQuantity(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  return /^\s*\d+\s*$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
}

/** The `attribute_*` fields of a request (variation choices). */
export function attributeFields(fields: FormFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (key.startsWith('attribute_')) out[key] = value.trim();
  return out;
}

/** wc_nocache_headers() + the ajax headers the platform sends. */
const NO_CACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';

// Responses are built through the Context so cookies set earlier in the request (setCookie) go out with them.

/** wp_send_json(): the platform's JSON encoding (slashes escaped), no caching. */
export function sendJson(c: Context, data: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(wpJsonEncode(data), status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': NO_CACHE,
    'X-Robots-Tag': 'noindex',
  });
}

/** wp_die() in an ajax request: the bare message as text/html. */
export function wpDie(c: Context, message = '', status: ContentfulStatusCode = 200): Response {
  return c.body(message, status, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': NO_CACHE, 'X-Robots-Tag': 'noindex' });
}

/** A page: never cached, since it carries the visitor's cart. */
export function htmlResponse(c: Context, html: string, status: ContentfulStatusCode = 200): Response {
  // Pages are rendered for SITE_URL (the captured shop's address); printed for the address this shop
  // really listens on (any port), as WordPress prints its own siteurl.
  const origin = new URL(c.req.url).origin;
  const body = origin === SITE_URL ? html : html.replaceAll(SITE_URL, origin);
  return c.body(body, status, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': NO_CACHE });
}

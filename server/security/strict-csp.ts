/**
 * The strict-CSP switch (issue 18, off by default; `SHOP_STRICT_CSP=1`): every page is served under
 * `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'` (the tracking stand-ins are
 * served from this origin, so 'self' covers them). Such a policy blocks the inline `<script>` the platform
 * prints its configuration in, `<style>` blocks and style attributes; a WordPress site with a CSP plugin moves
 * them into same-origin files, and so does this middleware: inline scripts become `/csp-inline/<hash>.js`
 * (parser-blocking like the inline ones, so the order holds) and style blocks `/csp-inline/<hash>.css`. The
 * server's own style attributes (`display:none` on a closed form, the gallery's opacity) are allowed by hash
 * (`style-src-attr 'unsafe-hashes'`, what a CSP plugin emits; a stylesheet rule instead would keep an element
 * hidden once a script clears the inline value): every value the backend has served, in pages or in the
 * markup its JSON answers carry, is listed, so a script setting any other style attribute is still refused.
 * The video providers the builder embeds get `frame-src`. Violations come back twice: the browser's report-uri and a
 * `securitypolicyviolation` listener the page loads first (`/csp-inline/watch.js`); `GET /csp/violations`
 * lists both for e2e/csp.teardown.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';

export const STRICT_CSP_ENV = 'SHOP_STRICT_CSP';
export const STRICT_CSP_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'";
// The builder's video widgets play in the providers' players (islands/video-facade, the lightbox's video).
const FRAMES = "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com";
const INLINE = '/csp-inline/';
const REPORT_PATH = '/csp/report';
const VIOLATIONS_PATH = '/csp/violations';

const files = new Map<string, { body: string; type: string }>();
/** Every style attribute value served so far, as CSP hash sources. */
const styleHashes = new Set<string>();
const violations: unknown[] = [];

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

function keep(body: string, extension: 'js' | 'css'): string {
  const key = `${hash(body)}.${extension}`;
  files.set(key, { body, type: extension === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8' });
  return `${INLINE}${key}`;
}

/** The page loads it first: every violation is recorded in the page and posted here. */
const WATCH_SCRIPT = `(function () {
  var seen = (window.__cspViolations = []);
  document.addEventListener('securitypolicyviolation', function (e) {
    var entry = { page: location.href, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile + ':' + e.lineNumber };
    seen.push(entry);
    fetch('${VIOLATIONS_PATH}', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(entry) });
  });
})();`;
files.set('watch.js', { body: WATCH_SCRIPT, type: 'text/javascript; charset=utf-8' });

const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// A style attribute inside a tag; in JSON text its quotes are escaped (\").
const STYLE_ATTR = /<[a-zA-Z][^<>]*?\sstyle=(\\?["'])([\s\S]*?)\1/g;

function externalScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (whole, attrs: string, body: string) => {
    if (/\bsrc\s*=/i.test(attrs)) return whole;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) return whole;
    return `<script${attrs} src="${keep(body, 'js')}"></script>`;
  });
}

/** Notes the style attributes `text` (a page, or a JSON answer's text) carries, for the policy's hashes. */
export function noteStyleAttributes(text: string, json: boolean): void {
  for (const match of text.matchAll(STYLE_ATTR)) {
    const raw = match[2] ?? '';
    const value = json ? (JSON.parse(`"${raw}"`) as string) : decodeEntities(raw);
    styleHashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** `html` as a site with a CSP plugin serves it: no inline script or style block left for the policy to block. */
export function strictPage(html: string): string {
  noteStyleAttributes(html, false);
  const page = externalScripts(html).replace(STYLE_BLOCK, (_whole, css: string) => `<link rel="stylesheet" href="${keep(css, 'css')}">`);
  return page.replace(/<head\b[^>]*>/i, (open) => `${open}<script src="${INLINE}watch.js"></script>`);
}

/** The policy for a page served now. */
export function strictPolicy(): string {
  const attributes = styleHashes.size ? `; style-src-attr 'unsafe-hashes' ${[...styleHashes].join(' ')}` : '';
  return `${STRICT_CSP_POLICY}; ${FRAMES}${attributes}; report-uri ${REPORT_PATH}`;
}

/** Rewrites every page and sets the policy on it; notes the style attributes of JSON answers' markup. */
export function strictCspPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    const isHtml = type.startsWith('text/html');
    if (!isHtml && !type.startsWith('application/json')) return;
    const text = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const body = isHtml ? strictPage(text) : text;
    if (isHtml) headers.set('Content-Security-Policy', strictPolicy());
    else noteStyleAttributes(text, true);
    c.res = new Response(body, { status: c.res.status, headers });
  };
}

/**
 * The fixture shop's style attributes, known before any page is asked (the JSON answers reuse them), and the
 * cart goal's fill, whose width (a whole percent) follows the cart in the fragments (render/cart-goal.ts).
 */
function noteFixtureStyles(): void {
  const dir = fileURLToPath(new URL('../../fixtures-html/', import.meta.url));
  for (const file of readdirSync(dir)) if (file.endsWith('.html')) noteStyleAttributes(readFileSync(join(dir, file), 'utf8'), false);
  for (let percent = 0; percent <= 100; percent++) noteStyleAttributes(`<span style="width: ${percent}%">`, false);
}

/** The moved scripts and styles, and the violations recorded. */
export function strictCspRoutes(): Hono {
  noteFixtureStyles();
  const routes = new Hono();
  routes.get(`${INLINE}:file`, (c) => {
    const file = files.get(c.req.param('file'));
    return file ? c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }) : c.text('Not found', 404);
  });
  const record = (kind: string) => async (c: import('hono').Context) => {
    violations.push({ kind, report: (await c.req.json().catch(() => null)) as unknown });
    return c.body(null, 204);
  };
  routes.post(REPORT_PATH, record('report-uri'));
  routes.post(VIOLATIONS_PATH, record('listener'));
  routes.get(VIOLATIONS_PATH, (c) => c.json(violations));
  return routes;
}

/**
 * The strict-CSP switch (issue 18, off by default; `SHOP_STRICT_CSP=1`): every page is served under
 * `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'` (the tracking stand-ins are
 * served from this origin, so 'self' covers them). Such a policy blocks the inline `<script>` the platform
 * prints its configuration in, `<style>` blocks and style attributes; a WordPress site with a CSP plugin moves
 * them into same-origin files, and so does this middleware: inline scripts become `/csp-inline/<hash>.js`
 * (parser-blocking like the inline ones, so the order holds), style blocks `/csp-inline/<hash>.css`, and style
 * attributes (in pages and in the HTML the JSON answers carry: fragments, templates) a `data-csp-style` mark
 * whose rule is in `/csp-inline/styles.css`. Violations come back twice: the browser's report-uri and a
 * `securitypolicyviolation` listener the page loads first (`/csp-inline/watch.js`); `GET /csp/violations`
 * lists both for e2e/csp.teardown.ts.
 */
import { createHash } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';

export const STRICT_CSP_ENV = 'SHOP_STRICT_CSP';
export const STRICT_CSP_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'";
const INLINE = '/csp-inline/';
const REPORT_PATH = '/csp/report';
const VIOLATIONS_PATH = '/csp/violations';

const files = new Map<string, { body: string; type: string }>();
/** Style attribute value → its mark (the rules of /csp-inline/styles.css). */
const styleMarks = new Map<string, string>();
const violations: unknown[] = [];

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

function keep(body: string, extension: 'js' | 'css'): string {
  const key = `${hash(body)}.${extension}`;
  files.set(key, { body, type: extension === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8' });
  return `${INLINE}${key}`;
}

function styleMark(value: string): string {
  let mark = styleMarks.get(value);
  if (!mark) {
    mark = hash(value);
    styleMarks.set(value, mark);
  }
  return mark;
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
const STYLE_ATTR = /(<[a-zA-Z][^<>]*?\s)style=(\\?["'])([\s\S]*?)\2/g;

function externalScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (whole, attrs: string, body: string) => {
    if (/\bsrc\s*=/i.test(attrs)) return whole;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) return whole;
    return `<script${attrs} src="${keep(body, 'js')}"></script>`;
  });
}

/** Markup (a page, or a JSON answer's text) without inline styles: their rules go to /csp-inline/styles.css. */
export function withoutStyleAttributes(text: string): string {
  return text.replace(STYLE_ATTR, (_whole, start: string, quote: string, value: string) => {
    return `${start}data-csp-style=${quote}${styleMark(value)}${quote}`;
  });
}

/** `html` as a site with a CSP plugin serves it: nothing inline left for the policy to block. */
export function strictPage(html: string): string {
  const page = withoutStyleAttributes(
    externalScripts(html).replace(STYLE_BLOCK, (_whole, css: string) => `<link rel="stylesheet" href="${keep(css, 'css')}">`),
  );
  const head = `<script src="${INLINE}watch.js"></script><link rel="stylesheet" href="${INLINE}styles.css">`;
  return page.replace(/<head\b[^>]*>/i, (open) => `${open}${head}`);
}

function stylesCss(): string {
  return [...styleMarks].map(([value, mark]) => `[data-csp-style="${mark}"]{${value.replace(/[{}<]/g, '')}}`).join('\n');
}

/** Rewrites every page and JSON answer and sets the policy on pages. */
export function strictCspPages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    const isHtml = type.startsWith('text/html');
    if (!isHtml && !type.startsWith('application/json')) return;
    const text = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    if (isHtml) headers.set('Content-Security-Policy', `${STRICT_CSP_POLICY}; report-uri ${REPORT_PATH}`);
    c.res = new Response(isHtml ? strictPage(text) : withoutStyleAttributes(text), { status: c.res.status, headers });
  };
}

/** The moved scripts and styles, and the violations recorded. */
export function strictCspRoutes(): Hono {
  const routes = new Hono();
  routes.get(`${INLINE}styles.css`, (c) =>
    c.body(stylesCss(), 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
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

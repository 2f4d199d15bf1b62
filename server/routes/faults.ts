/**
 * Issue 18's fault switch, for the e2e fault matrix only: a visitor whose `shop_faults` cookie
 * names an endpoint gets that endpoint's next (or every) answer replaced by a fault — a 500 in the
 * platform's shape for that kind of endpoint, an HTML error page instead of JSON, invalid JSON, an
 * answer held past the call's time-out, a stale-nonce refusal in the endpoint's own shape — or
 * delayed by a seeded random time. It is mounted only when the server starts with `SHOP_FAULTS=1`
 * (the e2e servers), so `npm start` and the WordPress plugin never reach it.
 */
import type { MiddlewareHandler } from 'hono';
import { CHECKOUT_NOTICES } from '../checkout-notices.ts';
import { checkoutErrorsHtml } from '../checkout-fields.ts';
import { VENDORS } from '../site.ts';

export const FAULTS_ENV = 'SHOP_FAULTS';
export const FAULTS_COOKIE = 'shop_faults';

export type Fault = '500' | 'html' | 'invalid-json' | 'timeout' | 'stale-nonce' | 'delay';

export interface FaultRule {
  /** The endpoint, as `requestKeys` names it: `wc-ajax:add_to_cart`, `admin-ajax:woosw_add`, `rest:/wopb/views`… */
  match: string;
  fault: Fault;
  /** How many matching calls pass untouched first (default 0). */
  skip?: number;
  /** How many calls get the fault after those (default: all). */
  times?: number;
  /** `timeout`: how long the answer is held; `delay`: the longest random delay. */
  ms?: number;
  /** `delay`: the seed of the delays, so a run is the same every time. */
  seed?: number;
}

export interface FaultPlan {
  /** Unique per test: the calls counted for `skip`/`times` are counted under it. */
  id: string;
  rules: FaultRule[];
}

/** The cookie value a test sets (`context.addCookies`) to turn `plan` on for its visitor. */
export function encodeFaultPlan(plan: FaultPlan): string {
  return encodeURIComponent(JSON.stringify(plan));
}

function decodeFaultPlan(value: string): FaultPlan | null {
  try {
    const plan = JSON.parse(decodeURIComponent(value)) as FaultPlan;
    return typeof plan.id === 'string' && Array.isArray(plan.rules) ? plan : null;
  } catch {
    return null;
  }
}

/**
 * The names a request answers to: its `?wc-ajax=` / `?{theme}-ajax=` endpoint, its admin-ajax
 * action (query or form body), its REST route, and `page:{METHOD} {path}` — the same for the
 * server and for a test's client-side faults (offline, abort), which match requests with it.
 */
export function requestKeys(url: URL, method: string, body: string | null): string[] {
  const keys: string[] = [];
  const wc = url.searchParams.get('wc-ajax');
  if (wc) keys.push(`wc-ajax:${wc}`);
  const theme = url.searchParams.get(`${VENDORS.theme}-ajax`);
  if (theme) keys.push(`theme-ajax:${theme}`);
  if (url.pathname.endsWith('/admin-ajax.php')) {
    const action = url.searchParams.get('action') ?? (body === null ? null : new URLSearchParams(body).get('action'));
    if (action) keys.push(`admin-ajax:${action}`);
  }
  const restAt = url.pathname.indexOf('/wp-json/');
  if (restAt !== -1) keys.push(`rest:${url.pathname.slice(restAt + '/wp-json'.length)}`);
  const route = url.searchParams.get('rest_route');
  if (route) keys.push(`rest:${route}`);
  if (keys.length === 0) keys.push(`page:${method} ${url.pathname}`);
  return keys;
}

/** Keys match exactly, or by prefix when the rule ends in `*` (a REST route with an id). */
function matches(rule: FaultRule, keys: readonly string[]): boolean {
  if (rule.match.endsWith('*')) return keys.some((key) => key.startsWith(rule.match.slice(0, -1)));
  return keys.includes(rule.match);
}

const CRITICAL =
  '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>';
const HTML_PAGE = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>WordPress &rsaquo; Error</title></head><body id="error-page"><div class="wp-die-message">${CRITICAL}</div></body></html>`;

function isRest(keys: readonly string[]): boolean {
  return keys.some((key) => key.startsWith('rest:'));
}

/** WordPress's fatal-error answer: JSON for REST, the ajax die handler's text for ajax, the error page otherwise. */
function serverError(keys: readonly string[]): Response {
  if (isRest(keys)) {
    const body = { code: 'internal_server_error', message: CRITICAL, data: { status: 500 }, additional_errors: [] };
    return Response.json(body, { status: 500 });
  }
  const ajax = keys.some((key) => !key.startsWith('page:'));
  return new Response(ajax ? CRITICAL : HTML_PAGE, { status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' } });
}

/** A refused nonce, as each endpoint's own code refuses it. */
function staleNonce(keys: readonly string[]): Response {
  const text = (body: string, status: number): Response =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=UTF-8' } });
  // The WPC add-ons (wishlist, bought-together) die with the same words (server/routes/bought-together.ts).
  if (keys.some((key) => /(?:^|:)woosw_|:wishlist_|:woobt_/.test(key))) return text('Permissions check failed!', 200);
  // ProductX checks its nonce and, when it fails, says nothing at all (REST: null).
  if (keys.some((key) => key.startsWith('rest:/wopb/'))) return Response.json(null);
  if (keys.some((key) => /^(?:wc-ajax|admin-ajax):wopb_/.test(key))) return text('', 200);
  // WC_Checkout::process_checkout() checks its nonce itself: on a filled cart, a failure that asks for a fresh review.
  if (keys.includes('wc-ajax:checkout')) {
    return Response.json({
      result: 'failure',
      messages: checkoutErrorsHtml([{ html: CHECKOUT_NOTICES.retry }]),
      refresh: true,
      reload: false,
    });
  }
  if (isRest(keys)) {
    return Response.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
  }
  // check_ajax_referer()'s wp_die( -1, 403 ), for admin-ajax and wc-ajax alike.
  return text('-1', 403);
}

/** Mulberry32: a small seeded generator, so the n-th delayed call waits the same in every run. */
function seededFraction(seed: number, n: number): number {
  let t = (seed + Math.imul(n + 1, 0x6d2b79f5)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls seen per plan and rule, for `skip` and `times` (the server lives for one e2e run). */
const seen = new Map<string, number>();

async function faultAnswer(rule: FaultRule, n: number, keys: readonly string[]): Promise<Response | null> {
  switch (rule.fault) {
    case '500':
      return serverError(keys);
    case 'html':
      return new Response(HTML_PAGE, { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' } });
    case 'invalid-json':
      return new Response('{"fragments":{"div.widget_shopping_cart_content":"<div', {
        status: 200,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      });
    case 'timeout':
      await wait(rule.ms ?? 60_000);
      return serverError(keys);
    case 'stale-nonce':
      return staleNonce(keys);
    case 'delay':
      await wait(Math.round(seededFraction(rule.seed ?? 1, n) * (rule.ms ?? 0)));
      return null;
  }
}

async function requestBody(request: Request): Promise<string | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return request.clone().text();
}

function readCookie(header: string | undefined): string | undefined {
  const pair = header?.split(/;\s*/).find((part) => part.startsWith(`${FAULTS_COOKIE}=`));
  return pair?.slice(FAULTS_COOKIE.length + 1);
}

/** The middleware: a no-op for a visitor without the cookie. */
export function faultSwitch(): MiddlewareHandler {
  return async (c, next) => {
    const cookie = readCookie(c.req.header('cookie'));
    const plan = cookie === undefined ? null : decodeFaultPlan(cookie);
    if (!plan) return next();
    const url = new URL(c.req.url);
    const keys = requestKeys(url, c.req.method, url.pathname.endsWith('/admin-ajax.php') ? await requestBody(c.req.raw) : null);
    for (const [index, rule] of plan.rules.entries()) {
      if (!matches(rule, keys)) continue;
      const counter = `${plan.id}#${index}`;
      const n = seen.get(counter) ?? 0;
      seen.set(counter, n + 1);
      const skip = rule.skip ?? 0;
      if (n < skip || (rule.times !== undefined && n >= skip + rule.times)) continue;
      const answer = await faultAnswer(rule, n, keys);
      if (answer) return answer;
    }
    return next();
  };
}

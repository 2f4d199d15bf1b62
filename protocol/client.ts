/**
 * The one HTTP client every shop call goes through: URL shapes, PHP-style form
 * bodies, nonces (§6), the §7 request conventions, time-outs, concurrency lanes
 * and the §8 error mapping. Side-effect free: the ky instance is made on first use,
 * and nothing here runs at import.
 */
import ky, { isTimeoutError, type KyInstance } from 'ky';
import { endpointUrl, readShopConfig, type ShopConfig } from '../dom-bridge/config.ts';
import { ProtocolError, isAbort } from './errors.ts';
import { plainText } from './plain-text.ts';
import { isRecord, readNonEmptyString } from './validate.ts';

/** A value a request can carry: scalars, lists and nested maps (sent PHP-style in a form). */
export type FieldValue = string | number | boolean | null | undefined | readonly FieldValue[] | { readonly [key: string]: FieldValue };
export type Payload = { readonly [key: string]: FieldValue };

/** Where a call goes (§7 "Endpoint shapes"). A REST path may hold `{name}` slots, filled from the payload. */
export type Transport =
  | { readonly wcAjax: string }
  | { readonly themeAjax: string }
  | { readonly adminAjax: string }
  | { readonly rest: string }
  /** A page of the shop itself: the cart page (`cart_url`), whose forms and links post back to it (§2 routes). */
  | { readonly page: 'cart' }
  /** An add-on's own endpoint, read from the config it prints (the wishlist's `woosw_vars`) when the call is sent. */
  | { readonly url: () => string };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** How the payload travels; a GET (or `none`) puts it in the query string. */
export type BodyEncoding = 'form' | 'json' | 'none';
/** `json`: anything else is invalid_json. `text`: HTML endpoints. `json-or-text`: JSON when it parses. */
export type ResponseType = 'json' | 'text' | 'json-or-text';
/** §6: the body fields a server-issued nonce travels in. */
export type NonceField = 'security' | 'wpnonce' | 'nonce' | '_wpnonce';
/** Where a call's nonce goes, and which `ShopConfig.nonces` key supplies it. */
export type NoncePlacement = { readonly field: NonceField; readonly key: string } | { readonly header: 'X-WP-Nonce'; readonly key: string };
/** `latest`: a new call aborts its unfinished predecessor. `queue`: one at a time, in call order. */
export type Concurrency = 'parallel' | 'latest' | 'queue';

export interface RequestSpec {
  readonly transport: Transport;
  readonly method: Method;
  readonly body: BodyEncoding;
  readonly nonce?: NoncePlacement | undefined;
  /** Milliseconds until the answer's headers, or `false` for none. */
  readonly timeout: number | false;
  readonly response: ResponseType;
  /** An exact Accept header, for an endpoint that asks for one (§7 identify: `application/json`); default by `response`. */
  readonly accept?: string | undefined;
  /** The request outlives the page (fetch's `keepalive`): a change the shopper made is not dropped when they leave at once. */
  readonly keepalive?: boolean | undefined;
}

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** Used when a contract names no time-out: long enough for a slow shop, short enough that a queue never hangs. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const ACCEPT: Record<ResponseType, string> = {
  // The REST API treats a request as JSON by its Accept header.
  json: 'application/json, */*;q=0.1',
  text: 'text/html, */*;q=0.1',
  'json-or-text': 'application/json, text/html;q=0.9, */*;q=0.1',
};
const OVERRIDDEN_METHODS: ReadonlySet<Method> = new Set(['PUT', 'PATCH', 'DELETE']);
const UNBOUNDED_QUERY = /([?&]per_page=)-1(?=&|#|$)/;
const FETCH_ALL_PAGE_SIZE = 100;

let http: KyInstance | undefined;
let fetchForTests: FetchLike | undefined;
let configForTests: ShopConfig | undefined;
/** Nonces fetched after the page's own went stale, by config key. */
const freshNonces = new Map<string, string>();
const nonceRefreshes = new Map<string, Promise<string>>();
const latestCalls = new Map<string, AbortController>();
const queueTails = new Map<string, Promise<void>>();

/**
 * ky hands fetch a clone of its Request, whose body is then a stream: browsers send it,
 * but DevTools (and the QA who reads the network panel, and Playwright) cannot show
 * it. Our bodies are small strings, so send them as plain bytes instead.
 */
async function plainBodyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || input.body === null) return fetch(input, init);
  const { url, method, headers, signal, credentials } = input;
  return fetch(url, { method, headers, signal, credentials, body: await input.arrayBuffer(), ...init });
}

function client(): KyInstance {
  // Errors and retries are ours to decide: ky only moves bytes.
  http ??= ky.create({ retry: 0, throwHttpErrors: false, credentials: 'same-origin', fetch: plainBodyFetch });
  return http;
}

/** The shop config every call reads (the page's, unless a test installed one). */
export function shopConfig(): ShopConfig {
  return configForTests ?? readShopConfig();
}

// ---------------------------------------------------------------- URLs

/** `/?wc-ajax={endpoint}` */
export function wcAjax(endpoint: string, config: ShopConfig = shopConfig()): string {
  return endpointUrl(config.wcAjaxUrl, endpoint);
}

/** `/?{theme}-ajax={endpoint}` */
export function themeAjax(endpoint: string, config: ShopConfig = shopConfig()): string {
  return endpointUrl(config.themeAjaxUrl, endpoint);
}

/** `{host}/wp-admin/admin-ajax.php`, with `?action=` when given. */
export function adminAjax(action?: string, config: ShopConfig = shopConfig()): string {
  return action === undefined ? config.adminAjaxUrl : withQuery(config.adminAjaxUrl, { action });
}

/** A path under the REST root, with `_locale=user` (§7 "Request conventions"). */
export function rest(path: string, config: ShopConfig = shopConfig()): string {
  const root = config.restRoot.endsWith('/') ? config.restRoot : `${config.restRoot}/`;
  let tail = path.replace(/^\/+/, '');
  // Plain permalinks carry the route in the query (`?rest_route=/`), so the path's own query continues it.
  if (root.includes('?')) tail = tail.replace('?', '&');
  return withUserLocale(root + tail);
}

/** A REST address with `_locale=user` (§7 "Request conventions"), unless it names a locale already. */
export function withUserLocale(url: string): string {
  return /[?&]_locale=/.test(url) ? url : withQuery(url, { _locale: 'user' });
}

/** Appends a payload to a URL's query string, PHP-style. */
export function withQuery(url: string, payload: Payload): string {
  const query = formEncode(payload).toString();
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}

// ---------------------------------------------------------------- Bodies

function isList(value: FieldValue): value is readonly FieldValue[] {
  return Array.isArray(value);
}

function appendField(params: URLSearchParams, name: string, value: FieldValue): void {
  if (value === undefined) return;
  if (value === null) {
    params.append(name, '');
  } else if (isList(value)) {
    // A list field is sent as repeated `name[]` (PHP reads it back as an array); maps inside get an index.
    const base = name.endsWith('[]') ? name.slice(0, -2) : name;
    value.forEach((item, index) => {
      const scalar = item === null || typeof item !== 'object';
      appendField(params, scalar ? `${base}[]` : `${base}[${index}]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) appendField(params, `${name}[${key}]`, item);
  } else {
    params.append(name, String(value));
  }
}

/** A payload as `application/x-www-form-urlencoded`, the way jQuery's `$.param` and PHP agree on. */
export function formEncode(payload: Payload): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) appendField(params, name, value);
  return params;
}

// ---------------------------------------------------------------- Requests

interface Plan {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string | URLSearchParams; keepalive?: boolean };
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

function currentNonce(key: string, config: ShopConfig): string | undefined {
  return freshNonces.get(key) ?? config.nonces[key];
}

function fillPath(template: string, fields: Record<string, FieldValue>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new TypeError(`Path parameter "${name}" is missing.`);
    delete fields[name];
    return encodeURIComponent(String(value));
  });
}

function plan(spec: RequestSpec, payload: Payload, config: ShopConfig): Plan {
  const { transport } = spec;
  const sendsBody = spec.method !== 'GET' && spec.body !== 'none';
  // Like the platform's own scripts, an admin-ajax form post carries its action in the body; otherwise it rides in the URL.
  const actionInBody = 'adminAjax' in transport && sendsBody && spec.body === 'form';
  const fields: Record<string, FieldValue> = actionInBody ? { action: transport.adminAjax, ...payload } : { ...payload };
  const headers: Record<string, string> = { Accept: spec.accept ?? ACCEPT[spec.response] };

  let url: string;
  if ('rest' in transport) url = rest(fillPath(transport.rest, fields), config);
  else if ('wcAjax' in transport) url = wcAjax(transport.wcAjax, config);
  else if ('themeAjax' in transport) url = themeAjax(transport.themeAjax, config);
  else if ('page' in transport) url = config.cartUrl;
  else if ('url' in transport) url = transport.url();
  else url = adminAjax(actionInBody ? undefined : transport.adminAjax, config);

  if (spec.nonce) {
    const nonce = currentNonce(spec.nonce.key, config);
    if (nonce !== undefined) {
      if ('header' in spec.nonce) headers[spec.nonce.header] = nonce;
      else fields[spec.nonce.field] = nonce;
    }
  }

  let method: string = spec.method;
  if (OVERRIDDEN_METHODS.has(spec.method)) {
    // §7: PATCH, PUT and DELETE travel as POST with a method-override header.
    headers['X-HTTP-Method-Override'] = spec.method;
    method = 'POST';
  }

  const init: Plan['init'] = { method, headers, ...(spec.keepalive ? { keepalive: true } : {}) };
  if (!sendsBody) return { url: withQuery(url, fields), init };
  if (spec.body === 'json') {
    headers['Content-Type'] = 'application/json';
    return { url, init: { ...init, body: JSON.stringify(fields) } };
  }
  return { url, init: { ...init, body: formEncode(fields) } };
}

/** What a failed fetch becomes: the abort unchanged, a time-out, or "offline" (§8). */
function failure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (isAbort(error) || error instanceof ProtocolError) return error;
  if (isTimeoutError(error)) return new ProtocolError('timeout', { cause: error });
  return new ProtocolError('fetch_error', { cause: error });
}

async function exchange(url: string, init: Plan['init'], timeout: number | false, signal?: AbortSignal): Promise<Answer> {
  try {
    // An already-aborted call is never sent.
    signal?.throwIfAborted();
    const response = await client()(url, {
      ...init,
      timeout,
      ...(signal ? { signal } : {}),
      ...(fetchForTests ? { fetch: fetchForTests } : {}),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw failure(error, signal);
  }
}

const NOT_JSON: unique symbol = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function httpFailure({ status, text }: Answer, type: ResponseType): ProtocolError {
  const body = parseJson(text);
  // A WP REST error ({code, message, data}) carries the server's own words (as text: a fatal error's are markup).
  if (isRecord(body) && typeof body.code === 'string') {
    const message = readNonEmptyString(body.message);
    return new ProtocolError('http_error', { status, serverCode: body.code, message: message && plainText(message) });
  }
  if (body === NOT_JSON && type === 'json' && text.trim() !== '') return new ProtocolError('invalid_json', { status });
  return new ProtocolError('http_error', { status, body: body === NOT_JSON ? text : body });
}

/** The raw value a parser receives: parsed JSON (`null` for an empty answer) or text. */
function readAnswer(answer: Answer, type: ResponseType): unknown {
  if (answer.status < 200 || answer.status > 299) throw httpFailure(answer, type);
  if (type === 'text') return answer.text;
  if (answer.text.trim() === '') return type === 'json' ? null : '';
  const value = parseJson(answer.text);
  if (value !== NOT_JSON) return value;
  if (type === 'json') throw new ProtocolError('invalid_json', { status: answer.status, cause: answer.text.slice(0, 200) });
  return answer.text;
}

function nextPageUrl(headers: Headers): string | undefined {
  return /<([^>]+)>\s*;\s*rel="?next"?/.exec(headers.get('link') ?? '')?.[1];
}

async function fetchAll(request: Plan, spec: RequestSpec, signal?: AbortSignal): Promise<unknown> {
  const { url, init } = request;
  if (init.method !== 'GET' || !UNBOUNDED_QUERY.test(url)) {
    return readAnswer(await exchange(url, init, spec.timeout, signal), spec.response);
  }
  // §7: per_page=-1 is fetched in pages of 100 by following the 'next' link.
  const firstUrl = url.replace(UNBOUNDED_QUERY, (_, prefix: string) => `${prefix}${FETCH_ALL_PAGE_SIZE}`);
  let answer = await exchange(firstUrl, init, spec.timeout, signal);
  const first = readAnswer(answer, spec.response);
  if (!Array.isArray(first)) return first;
  const items: unknown[] = [...(first as unknown[])];
  const seen = new Set([firstUrl]);
  for (let next = nextPageUrl(answer.headers); next !== undefined && !seen.has(next); next = nextPageUrl(answer.headers)) {
    seen.add(next);
    answer = await exchange(next, init, spec.timeout, signal);
    const page = readAnswer(answer, spec.response);
    if (!Array.isArray(page)) throw new ProtocolError('unknown_error', { cause: `fetch-all: ${next} is not a list` });
    items.push(...(page as unknown[]));
  }
  return items;
}

/** WordPress core's way: GET admin-ajax `?action=rest-nonce` answers a fresh nonce as plain text. */
function refreshNonce(key: string): Promise<string> {
  let pending = nonceRefreshes.get(key);
  if (!pending) {
    pending = exchange(adminAjax('rest-nonce'), { method: 'GET', headers: { Accept: 'text/plain, */*;q=0.1' } }, DEFAULT_TIMEOUT_MS)
      .then(({ status, text }) => {
        const nonce = text.trim();
        if (status < 200 || status > 299 || !/^[0-9a-z]+$/i.test(nonce) || nonce === '0') {
          throw new ProtocolError('http_error', { status, cause: 'rest-nonce refused' });
        }
        freshNonces.set(key, nonce);
        return nonce;
      })
      .finally(() => nonceRefreshes.delete(key));
    nonceRefreshes.set(key, pending);
  }
  return pending;
}

/**
 * The raw answer of a request sent elsewhere (`CallOptions.started`), read like one of ours: the same
 * status, JSON and §8 error handling. Its time-out runs from now, not from when it was sent (a few
 * hundred milliseconds earlier at most), and only stops the waiting: the request itself is not ours
 * to abort.
 */
export async function adopt(started: Promise<Response>, spec: RequestSpec, signal?: AbortSignal): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = spec.timeout;
  const timedOut =
    limit === false
      ? started
      : new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ProtocolError('timeout', { cause: `no answer within ${limit} ms` })), limit);
        });
  try {
    signal?.throwIfAborted();
    const response = await Promise.race([started, timedOut]);
    return readAnswer({ status: response.status, headers: response.headers, text: await response.text() }, spec.response);
  } catch (error) {
    throw failure(error, signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one call and returns the raw answer for its parser. Rejects with a
 * ProtocolError, or with the abort unchanged.
 */
export async function send(spec: RequestSpec, payload: Payload, signal?: AbortSignal): Promise<unknown> {
  const attempt = () => fetchAll(plan(spec, payload, shopConfig()), spec, signal);
  try {
    return await attempt();
  } catch (error) {
    // §6/§8: a stale REST nonce is refreshed and the request retried, once.
    if (!spec.nonce || !(error instanceof ProtocolError) || error.serverCode !== 'rest_cookie_invalid_nonce') throw error;
    await refreshNonce(spec.nonce.key).catch(() => {
      throw error;
    });
    signal?.throwIfAborted();
    return attempt();
  }
}

// ---------------------------------------------------------------- Concurrency

function anySignal(own: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return own;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([own, caller]);
  const controller = new AbortController();
  for (const source of [own, caller]) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

/** Settles with `promise`, or rejects with the abort as soon as `signal` fires. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function runLatest<T>(lane: string, callerSignal: AbortSignal | undefined, task: (signal?: AbortSignal) => Promise<T>): Promise<T> {
  // §4: a new lookup aborts any unfinished one.
  latestCalls.get(lane)?.abort();
  const controller = new AbortController();
  latestCalls.set(lane, controller);
  const signal = anySignal(controller.signal, callerSignal);
  const settled = task(signal)
    .then(
      (value) => {
        // A superseded call never resolves, even when its answer was already in.
        signal.throwIfAborted();
        return value;
      },
      (error: unknown) => {
        throw signal.aborted ? signal.reason : error;
      },
    )
    .finally(() => {
      if (latestCalls.get(lane) === controller) latestCalls.delete(lane);
    });
  return abortable(settled, signal);
}

function runQueued<T>(lane: string, signal: AbortSignal | undefined, task: (signal?: AbortSignal) => Promise<T>): Promise<T> {
  const previous = queueTails.get(lane) ?? Promise.resolve();
  const turn = previous.then(() => {
    // A call aborted while waiting is never sent.
    signal?.throwIfAborted();
    return task(signal);
  });
  const settle = (): void => undefined;
  // §4: requests are sent one at a time; a failed one does not hold up the next.
  const tail = turn.then(settle, settle);
  queueTails.set(lane, tail);
  void tail.then(() => {
    if (queueTails.get(lane) === tail) queueTails.delete(lane);
  });
  return abortable(turn, signal);
}

/** Settles once the calls queued in `lane` so far have; undefined when none is queued. */
export function laneSettled(lane: string): Promise<void> | undefined {
  return queueTails.get(lane);
}

/** Runs `task` under a concurrency mode; calls in the same lane compete. */
export function runInLane<T>(
  mode: Concurrency,
  lane: string,
  signal: AbortSignal | undefined,
  task: (signal?: AbortSignal) => Promise<T>,
): Promise<T> {
  if (mode === 'latest') return runLatest(lane, signal, task);
  if (mode === 'queue') return runQueued(lane, signal, task);
  return task(signal);
}

/**
 * A request whose body no contract can carry (a media upload's file): the same fetch and test seam,
 * the caller reading the answer itself. Failures of the fetch are mapped as every call's are (§8).
 */
export async function fetchRaw(url: string, init: RequestInit): Promise<Response> {
  try {
    return await (fetchForTests ?? fetch)(url, { credentials: 'same-origin', ...init });
  } catch (error) {
    throw failure(error, init.signal ?? undefined);
  }
}

// ---------------------------------------------------------------- Test seams

/** Routes every request through `fetch` (undefined: back to the global fetch). */
export function setFetchForTests(fetch: FetchLike | undefined): void {
  fetchForTests = fetch;
}

/** Uses `config` instead of reading the page (undefined: read the page again). */
export function setConfigForTests(config: ShopConfig | undefined): void {
  configForTests = config;
}

/** Forgets every override, refreshed nonce, queue and pending latest-wins call. */
export function resetProtocolForTests(): void {
  fetchForTests = undefined;
  configForTests = undefined;
  freshNonces.clear();
  nonceRefreshes.clear();
  for (const controller of latestCalls.values()) controller.abort();
  latestCalls.clear();
  queueTails.clear();
}

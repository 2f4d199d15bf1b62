import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { call, defineContract } from './contract.ts';
import { ProtocolError, isAbort } from './errors.ts';
import { isRecord } from './validate.ts';
import { fakeServer, fields, jsonResponse, never, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const anything = (raw: unknown): unknown => raw;
const ORIGIN = 'http://localhost:3000';

describe('defineContract', () => {
  it('fills the defaults: form body, json answer, parallel, 30 s, its name as lane', () => {
    const contract = defineContract({ name: 'x', transport: { wcAjax: 'x' }, method: 'POST', parse: anything });
    expect(contract).toMatchObject({ body: 'form', response: 'json', concurrency: 'parallel', timeout: 30_000, lane: 'x' });
  });
});

describe('call: where the request goes and what it carries', () => {
  it('posts a form to a wc-ajax endpoint', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ ok: 1 }));
    const contract = defineContract({ name: 'x', transport: { wcAjax: 'x' }, method: 'POST', parse: anything });
    await expect(call(contract, { a: 1, 'ids[]': ['1', '2'] })).resolves.toEqual({ ok: 1 });
    const [request] = server.requests;
    expect(request?.url).toBe(`${ORIGIN}/?wc-ajax=x`);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(fields(request?.body ?? '')).toEqual([
      ['a', '1'],
      ['ids[]', '1'],
      ['ids[]', '2'],
    ]);
  });

  it('sends a GET payload in the query, and fills REST path slots', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ id: 14 }));
    const contract = defineContract({ name: 'p', transport: { rest: 'wc/store/v1/products/{id}' }, method: 'GET', parse: anything });
    await call(contract, { id: 14, context: 'view' });
    expect(server.requests[0]?.url).toBe(`${ORIGIN}/wp-json/wc/store/v1/products/14?_locale=user&context=view`);
    expect(server.requests[0]?.body).toBe('');
  });

  it('sends a theme GET to /?{theme}-ajax= with its payload in the query', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ data: { template: '<li></li>' } }));
    const contract = defineContract({ name: 's', transport: { themeAjax: 'minimog_search_products' }, method: 'GET', parse: anything });
    await call(contract, { s: 'lut', category: '' });
    expect(server.requests[0]?.url).toBe(`${ORIGIN}/?minimog-ajax=minimog_search_products&s=lut&category=`);
  });

  it('puts an admin-ajax action in a form body, or in the URL otherwise', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ success: true }));
    const form = defineContract({ name: 'a', transport: { adminAjax: 'woosw_get_data' }, method: 'POST', parse: anything });
    const query = defineContract({
      name: 'b',
      transport: { adminAjax: 'omnisend_identify' },
      method: 'POST',
      body: 'none',
      parse: anything,
    });
    await call(form, { key: 'ABC123' });
    await call(query, { email: 'a@b.c' });
    expect(server.requests[0]?.url).toBe(`${ORIGIN}/wp-admin/admin-ajax.php`);
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['action', 'woosw_get_data'],
      ['key', 'ABC123'],
    ]);
    expect(server.requests[1]?.url).toBe(`${ORIGIN}/wp-admin/admin-ajax.php?action=omnisend_identify&email=a%40b.c`);
  });

  it('sends a JSON body', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ blockList: [] }));
    const contract = defineContract({
      name: 'f',
      transport: { rest: 'wopb/product-filter' },
      method: 'POST',
      body: 'json',
      parse: anything,
    });
    await call(contract, { post_id: 5, product_filters: { search: 'x' } });
    expect(server.requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ post_id: 5, product_filters: { search: 'x' } });
  });
});

describe('call: nonces (§6)', () => {
  it('puts a nonce in the named body field, from the named config key', async () => {
    useConfig({ nonces: { cart: 'c4rt', wopb: 'w0pb' } });
    const server = fakeServer(() => jsonResponse({}));
    const coupon = defineContract({
      name: 'c',
      transport: { wcAjax: 'apply_coupon' },
      method: 'POST',
      nonce: { field: 'security', key: 'cart' },
      parse: anything,
    });
    const filter = defineContract({
      name: 'f',
      transport: { rest: 'wopb/product-filter' },
      method: 'POST',
      body: 'json',
      nonce: { field: 'wpnonce', key: 'wopb' },
      parse: anything,
    });
    await call(coupon, { coupon_code: 'SAVE' });
    await call(filter, { post_id: 1 });
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['coupon_code', 'SAVE'],
      ['security', 'c4rt'],
    ]);
    expect(server.requests[0]?.headers.has('x-wp-nonce')).toBe(false);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ post_id: 1, wpnonce: 'w0pb' });
  });

  it('puts a nonce in the X-WP-Nonce header', async () => {
    useConfig({ nonces: { rest: 'r35t' } });
    const server = fakeServer(() => jsonResponse({}));
    const dismiss = defineContract({
      name: 'd',
      transport: { rest: 'wp/v2/users/me' },
      method: 'POST',
      body: 'json',
      nonce: { header: 'X-WP-Nonce', key: 'rest' },
      parse: anything,
    });
    await call(dismiss, { meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(server.requests[0]?.headers.get('x-wp-nonce')).toBe('r35t');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ meta: { coming_soon_banner_dismissed: 'yes' } });
  });

  const invalidNonce = () =>
    jsonResponse({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
  const restCall = defineContract({
    name: 'r',
    transport: { rest: 'wopb/views' },
    method: 'POST',
    nonce: { header: 'X-WP-Nonce', key: 'rest' },
    parse: anything,
  });

  it('on rest_cookie_invalid_nonce fetches a fresh nonce, retries once, and keeps the fresh nonce', async () => {
    useConfig({ nonces: { rest: 'stale' } });
    const server = fakeServer((request) => {
      if (request.url.includes('action=rest-nonce')) return textResponse('fresh12345');
      return request.headers.get('x-wp-nonce') === 'stale' ? invalidNonce() : jsonResponse({ views: 1 });
    });
    await expect(call(restCall, { postID: 5 })).resolves.toEqual({ views: 1 });
    expect(server.requests.map((r) => `${r.method} ${r.url.replace(ORIGIN, '')} ${r.headers.get('x-wp-nonce') ?? '-'}`)).toEqual([
      'POST /wp-json/wopb/views?_locale=user stale',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce -',
      'POST /wp-json/wopb/views?_locale=user fresh12345',
    ]);
    await call(restCall, { postID: 6 });
    expect(server.requests[3]?.headers.get('x-wp-nonce')).toBe('fresh12345');
    expect(server.requests).toHaveLength(4);
  });

  it('does not loop when the retry is refused again', async () => {
    useConfig({ nonces: { rest: 'stale' } });
    const server = fakeServer((request) => (request.url.includes('action=rest-nonce') ? textResponse('fresh12345') : invalidNonce()));
    const error = await call(restCall, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({
      code: 'http_error',
      status: 403,
      serverCode: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
    });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with the original error when no fresh nonce comes back', async () => {
    useConfig({ nonces: { rest: 'stale' } });
    const server = fakeServer((request) =>
      request.url.includes('action=rest-nonce') ? textResponse('0', { status: 400 }) : invalidNonce(),
    );
    await expect(call(restCall, {})).rejects.toMatchObject({ code: 'http_error', serverCode: 'rest_cookie_invalid_nonce' });
    expect(server.requests).toHaveLength(2);
  });

  it('shares one nonce refresh between calls failing together', async () => {
    useConfig({ nonces: { rest: 'stale' } });
    const server = fakeServer((request) => {
      if (request.url.includes('action=rest-nonce')) return textResponse('fresh12345');
      return request.headers.get('x-wp-nonce') === 'stale' ? invalidNonce() : jsonResponse({ ok: true });
    });
    await Promise.all([call(restCall, { n: 1 }), call(restCall, { n: 2 })]);
    expect(server.requests.filter((r) => r.url.includes('rest-nonce'))).toHaveLength(1);
  });
});

describe('call: request conventions (§7)', () => {
  it('sends PUT, PATCH and DELETE as POST with X-HTTP-Method-Override', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({}));
    const put = defineContract({
      name: 'put',
      transport: { rest: 'wc/store/v1/cart/items/{key}' },
      method: 'PUT',
      body: 'json',
      parse: anything,
    });
    const remove = defineContract({
      name: 'del',
      transport: { rest: 'wp/v2/media/{id}' },
      method: 'DELETE',
      body: 'none',
      parse: anything,
    });
    await call(put, { key: 'abc', quantity: 2 });
    await call(remove, { id: 9, force: true });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/wp-json/wc/store/v1/cart/items/abc?_locale=user` });
    expect(server.requests[0]?.headers.get('x-http-method-override')).toBe('PUT');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ quantity: 2 });
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: `${ORIGIN}/wp-json/wp/v2/media/9?_locale=user&force=true` });
    expect(server.requests[1]?.headers.get('x-http-method-override')).toBe('DELETE');
  });

  it('fetches per_page=-1 in pages of 100, following the Link next header', async () => {
    useConfig();
    const items = Array.from({ length: 250 }, (_, index) => ({ id: index + 1 }));
    const page = (url: URL): number => Number(url.searchParams.get('page') ?? '1');
    const server = fakeServer((request) => {
      const url = new URL(request.url);
      const n = page(url);
      const link = [`<${ORIGIN}/wp-json/wp/v2/categories?per_page=100&page=${n - 1}>; rel="prev"`];
      if (n < 3) link.push(`<${ORIGIN}/wp-json/wp/v2/categories?per_page=100&_locale=user&page=${n + 1}>; rel="next"`);
      return jsonResponse(items.slice((n - 1) * 100, n * 100), { headers: { Link: link.join(', '), 'X-WP-TotalPages': '3' } });
    });
    const all = defineContract({
      name: 'cats',
      transport: { rest: 'wp/v2/categories' },
      method: 'GET',
      parse: (raw) => raw as { id: number }[],
    });
    const result = await call(all, { per_page: -1 });
    expect(result).toHaveLength(250);
    expect(result.at(-1)).toEqual({ id: 250 });
    expect(server.requests.map((r) => r.url.replace(ORIGIN, ''))).toEqual([
      '/wp-json/wp/v2/categories?_locale=user&per_page=100',
      '/wp-json/wp/v2/categories?per_page=100&_locale=user&page=2',
      '/wp-json/wp/v2/categories?per_page=100&_locale=user&page=3',
    ]);
  });

  it('times out after the contract time-out with ProtocolError("timeout")', async () => {
    useConfig();
    fakeServer(() => never());
    const slow = defineContract({ name: 'slow', transport: { wcAjax: 'slow' }, method: 'POST', timeout: 30, parse: anything });
    const error = await call(slow, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'timeout', message: 'The request took too long. Please try again.' });
  });

  it('reads a time-out from the shop config', async () => {
    useConfig({ fragmentsTimeoutMs: 25 });
    fakeServer(() => never());
    const contract = defineContract({
      name: 'frag',
      transport: { wcAjax: 'x' },
      method: 'POST',
      timeout: (config) => config.fragmentsTimeoutMs,
      parse: anything,
    });
    vi.useFakeTimers();
    try {
      let outcome: unknown;
      void call(contract, {}).catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(24);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ code: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('call: errors (§8)', () => {
  const json = defineContract({ name: 'j', transport: { wcAjax: 'j' }, method: 'POST', parse: anything });

  it('turns an HTML error page into invalid_json', async () => {
    useConfig();
    fakeServer(() =>
      textResponse('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>', { status: 500 }),
    );
    const error = await call(json, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'invalid_json', status: 500, message: 'The response is not a valid JSON response.' });
  });

  it('turns HTML in a 200 answer into invalid_json too', async () => {
    useConfig();
    fakeServer(() => textResponse('<p>Notice: undefined index</p>{"fragments":{}}'));
    await expect(call(json, {})).rejects.toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it("carries a WP REST error's own message on a 5xx", async () => {
    useConfig();
    fakeServer(() =>
      jsonResponse(
        { code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } },
        { status: 500 },
      ),
    );
    await expect(call(json, {})).rejects.toMatchObject({
      code: 'http_error',
      status: 500,
      serverCode: 'internal_server_error',
      message: 'There has been a critical error on this website.',
    });
  });

  it("shows a WP REST error's markup as text (the fatal-error handler's message is HTML)", async () => {
    useConfig();
    const message =
      '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>';
    fakeServer(() => jsonResponse({ code: 'internal_server_error', message, data: { status: 500 } }, { status: 500 }));
    await expect(call(json, {})).rejects.toMatchObject({
      message: 'There has been a critical error on this website. Learn more about troubleshooting WordPress.',
    });
  });

  it('reports a non-2xx answer without a message as http_error with the unknown-error text', async () => {
    useConfig();
    fakeServer(() => textResponse('-1', { status: 403 }));
    await expect(call(json, {})).rejects.toMatchObject({ code: 'http_error', status: 403, message: 'An unknown error occurred.' });
  });

  it("turns a fetch TypeError into fetch_error 'You are probably offline.'", async () => {
    useConfig();
    fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await call(json, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'fetch_error', message: 'You are probably offline.' });
  });

  it('passes an abort on unchanged', async () => {
    useConfig();
    const server = fakeServer(() => never());
    const controller = new AbortController();
    const pending = call(json, {}, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect(isAbort(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ProtocolError);
    await expect.poll(() => server.requests[0]?.signal.aborted).toBe(true);
  });

  it('passes a custom abort reason on unchanged, and never sends an already-aborted call', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({}));
    const reason = new Error('island unmounted');
    const error = await call(json, {}, { signal: AbortSignal.abort(reason) }).catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(server.requests).toHaveLength(0);
  });

  it('hands an empty answer to the parser as null', async () => {
    useConfig();
    fakeServer(() => textResponse(''));
    await expect(call(json, {})).resolves.toBeNull();
  });

  it("throws unknown_error when the parser rejects the answer's shape", async () => {
    useConfig();
    fakeServer(() => jsonResponse([1, 2]));
    const strict = defineContract({
      name: 's',
      transport: { wcAjax: 's' },
      method: 'POST',
      parse: (raw) => {
        if (!isRecord(raw)) throw new ProtocolError('unknown_error');
        return raw;
      },
    });
    const careless = defineContract({
      name: 'c',
      transport: { wcAjax: 'c' },
      method: 'POST',
      parse: (raw) => (raw as { a: { b: number } }).a.b,
    });
    await expect(call(strict, {})).rejects.toMatchObject({ code: 'unknown_error', message: 'An unknown error occurred.' });
    await expect(call(careless, {})).rejects.toMatchObject({ code: 'unknown_error' });
  });

  it('reads text and json-or-text answers', async () => {
    useConfig();
    fakeServer((request) => (request.url.includes('html') ? textResponse('<li>1</li>') : textResponse('1')));
    const html = defineContract({ name: 'h', transport: { wcAjax: 'html' }, method: 'POST', response: 'text', parse: String });
    const either = defineContract({ name: 'e', transport: { adminAjax: 'x' }, method: 'POST', response: 'json-or-text', parse: anything });
    const eitherHtml = defineContract({
      name: 'eh',
      transport: { wcAjax: 'html' },
      method: 'POST',
      response: 'json-or-text',
      parse: anything,
    });
    await expect(call(html, {})).resolves.toBe('<li>1</li>');
    await expect(call(either, {})).resolves.toBe(1);
    await expect(call(eitherHtml, {})).resolves.toBe('<li>1</li>');
  });
});

describe('call: concurrency', () => {
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('queue: 20 calls reach the server strictly in order, one in flight at a time, and a failure does not block', async () => {
    useConfig();
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const n = Number(new URLSearchParams(request.body).get('n'));
      await delay(n % 3); // uneven server times must not reorder anything
      inFlight -= 1;
      if (n === 7) throw new TypeError('Failed to fetch');
      return jsonResponse({ n });
    });
    const queued = defineContract({ name: 'q', transport: { wcAjax: 'q' }, method: 'POST', concurrency: 'queue', parse: anything });
    const settled: number[] = [];
    const calls = Array.from({ length: 20 }, (_, n) =>
      call(queued, { n }).then(
        (value) => {
          settled.push(n);
          return value;
        },
        (error: unknown) => {
          settled.push(n);
          throw error;
        },
      ),
    );
    const results = await Promise.allSettled(calls);
    const order = Array.from({ length: 20 }, (_, n) => n);
    expect(server.requests.map((r) => Number(new URLSearchParams(r.body).get('n')))).toEqual(order);
    expect(maxInFlight).toBe(1);
    expect(settled).toEqual(order);
    expect(results[7]).toMatchObject({ status: 'rejected', reason: { code: 'fetch_error' } });
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(19);
  });

  it('queue: a call aborted while waiting rejects at once, is never sent, and the next one goes', async () => {
    useConfig();
    let release: () => void = () => undefined;
    const server = fakeServer(async (request) => {
      if (new URLSearchParams(request.body).get('n') === '0') await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse({ ok: true });
    });
    const queued = defineContract({ name: 'q', transport: { wcAjax: 'q' }, method: 'POST', concurrency: 'queue', parse: anything });
    const controller = new AbortController();
    const first = call(queued, { n: 0 });
    const second = call(queued, { n: 1 }, { signal: controller.signal });
    const third = call(queued, { n: 2 });
    controller.abort();
    await expect(second).rejects.toBe(controller.signal.reason);
    release();
    await Promise.all([first, third]);
    expect(server.requests.map((r) => new URLSearchParams(r.body).get('n'))).toEqual(['0', '2']);
  });

  it('latest: a new call aborts its unfinished predecessor, which rejects with the abort', async () => {
    useConfig();
    const server = fakeServer((request) => (new URLSearchParams(request.body).get('n') === '1' ? never() : jsonResponse({ n: 2 })));
    const lookup = defineContract({ name: 'l', transport: { wcAjax: 'l' }, method: 'POST', concurrency: 'latest', parse: anything });
    const first = call(lookup, { n: 1 });
    await expect.poll(() => server.requests.length).toBe(1);
    const second = call(lookup, { n: 2 });
    const error = await first.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ProtocolError);
    await expect(second).resolves.toEqual({ n: 2 });
    expect(server.requests[0]?.signal.aborted).toBe(true);
  });

  it('latest: calls in different lanes do not cancel each other', async () => {
    useConfig();
    fakeServer(async (request) => {
      await delay(5);
      return jsonResponse({ product: new URLSearchParams(request.body).get('product_id') });
    });
    const lookup = defineContract({
      name: 'l',
      transport: { wcAjax: 'l' },
      method: 'POST',
      concurrency: 'latest',
      lane: (input) => `l:${String(input.product_id)}`,
      parse: anything,
    });
    await expect(Promise.all([call(lookup, { product_id: 1 }), call(lookup, { product_id: 2 })])).resolves.toEqual([
      { product: '1' },
      { product: '2' },
    ]);
  });
});

describe('call: adopting a request already sent (CallOptions.started, the entry’s first listing add)', () => {
  const queued = defineContract({ name: 'add', transport: { wcAjax: 'add' }, method: 'POST', concurrency: 'queue', parse: anything });

  /** A response the test hands over when it wants, like an answer still on its way. */
  function pendingAnswer(): { promise: Promise<Response>; answer: (response: Response) => void; fail: (error: unknown) => void } {
    let answer: (response: Response) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const promise = new Promise<Response>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
    return { promise, answer, fail };
  }

  it('sends nothing itself, and parses the adopted answer like its own', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ own: true }));
    const early = pendingAnswer();
    const result = call(queued, { n: 0 }, { started: early.promise });
    early.answer(jsonResponse({ adopted: true }));
    await expect(result).resolves.toEqual({ adopted: true });
    expect(server.requests).toHaveLength(0);
  });

  it('is the first task of its lane: a later call is sent only once the adopted answer is in, in click order', async () => {
    useConfig();
    const server = fakeServer((request) => jsonResponse({ n: Number(new URLSearchParams(request.body).get('n')) }));
    const early = pendingAnswer();
    const settled: number[] = [];
    const first = call(queued, { n: 0 }, { started: early.promise }).then((value) => (settled.push(0), value));
    const second = call(queued, { n: 1 }).then((value) => (settled.push(1), value));
    const third = call(queued, { n: 2 }).then((value) => (settled.push(2), value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests).toHaveLength(0);
    early.answer(jsonResponse({ n: 0 }));
    await expect(Promise.all([first, second, third])).resolves.toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(server.requests.map((request) => new URLSearchParams(request.body).get('n'))).toEqual(['1', '2']);
    expect(settled).toEqual([0, 1, 2]);
  });

  it('judges a 500 HTML page, an empty answer and a failed fetch as its own (§8)', async () => {
    useConfig();
    fakeServer(() => jsonResponse({}));
    const html = textResponse('<html><body>Fatal error</body></html>', { status: 500 });
    await expect(call(queued, {}, { started: Promise.resolve(html) })).rejects.toMatchObject({
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
    await expect(call(queued, {}, { started: Promise.resolve(textResponse('')) })).resolves.toBeNull();
    const offline = Promise.reject(new TypeError('Failed to fetch'));
    await expect(call(queued, {}, { started: offline })).rejects.toMatchObject({
      code: 'fetch_error',
      message: 'You are probably offline.',
    });
  });

  it('times out after the contract’s own limit, and the next call in the lane goes', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ next: true }));
    const limited = defineContract({ ...queued, timeout: 50 });
    vi.useFakeTimers();
    try {
      let outcome: unknown;
      void call(limited, {}, { started: never() }).catch((error: unknown) => (outcome = error));
      const next = call(limited, {});
      await vi.advanceTimersByTimeAsync(49);
      expect(outcome).toBeUndefined();
      expect(server.requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ code: 'timeout' });
      await expect(next).resolves.toEqual({ next: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with the caller’s abort while it waits', async () => {
    useConfig();
    fakeServer(() => jsonResponse({}));
    const controller = new AbortController();
    const adopted = call(queued, {}, { started: never(), signal: controller.signal });
    controller.abort();
    const error = await adopted.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
  });
});

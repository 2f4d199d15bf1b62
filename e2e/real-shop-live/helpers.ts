/**
 * Shared steps for the live real-shop scenarios (issue 25): a shop at REAL_SHOP_URL, run side by side with
 * our bundle ("ours") and with the shop's own scripts ("own", the plugin's compare cookie), its cart read
 * back from the server, and the page's requests recorded.
 */
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

/** `ours`: the plugin serves our bundle. `own`: the plugin is off for the request, the shop's own scripts run. */
export type Stack = 'ours' | 'own';

/** With SHOP_ISLANDS_COMPARE defined, this cookie turns the plugin off for a request (no entry, no take-over). */
const COMPARE_COOKIE = 'shop_islands_off';

/** Our entry and its chunks, wherever the plugin serves them from (`…/shop-islands/dist/…`, `…/shop-islands.js`). */
const BUNDLE_FILE = /\/shop-islands[/.]/;

/**
 * The test with a `stack` option: the `own` stack's context carries the compare cookie. Every page also checks
 * that our bundle's files loaded: other engineers rebuild the shared dist/ while tests run, and a page caught
 * between two builds asks for chunks that no longer exist; that run says so instead of failing somewhere else.
 */
export const test = base.extend<{ stack: Stack }>({
  stack: ['ours', { option: true }],
  context: async ({ context, stack, baseURL }, use) => {
    if (stack === 'own') await context.addCookies([{ name: COMPARE_COOKIE, value: '1', url: baseURL ?? '' }]);
    await use(context);
  },
  page: async ({ page }, use) => {
    const unloaded: string[] = [];
    const isBundle = (url: string) => BUNDLE_FILE.test(new URL(url).pathname);
    page.on('response', (response) => {
      if (isBundle(response.url()) && response.status() >= 400) unloaded.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      // A navigation aborts what the previous document was still loading: not a missing file.
      if (isBundle(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') unloaded.push(request.url());
    });
    await use(page);
    expect(unloaded, 'files of our bundle that did not load (was dist/ rebuilt during the test?)').toEqual([]);
  },
});

export { expect };

/**
 * Declares a scenario's tests once per stack, each stack in its own describe (`[ours]`, `[own]`).
 * `stacks` narrows it where the shop's own scripts cannot do the scenario (the spec says why).
 */
export function forEachStack(body: (stack: Stack) => void, stacks: readonly Stack[] = ['ours', 'own']): void {
  for (const stack of stacks) {
    test.describe(`[${stack}]`, () => {
      test.use({ stack });
      body(stack);
    });
  }
}

/** The header cart's count ("5 items"), as Storefront prints it and the fragments refresh it. */
export function headerCount(page: Page): Locator {
  return page.locator('#site-header-cart a.cart-contents .count');
}

/** Waits until our entry has booted (`<html data-shop-islands="ready">`); the shop's own scripts have no mark. */
export async function scriptsReady(page: Page, stack: Stack): Promise<void> {
  if (stack === 'ours') await expect(page.locator('html')).toHaveAttribute('data-shop-islands', 'ready');
}

/** Slows the page's CPU `rate` times (a low-end phone), for this page and its next documents. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Uncaught exceptions on the page (a failed load of a third-party file is not one). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Tracks the page's requests; `quiet()` resolves once none is in flight and none started for `quietMs`, so a
 * late extra request (a second add, a second append) is seen before the result is read.
 */
export function trackNetwork(page: Page): { quiet: (quietMs?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (quietMs = 1_000) =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, { message: 'the page settles', timeout: 20_000 })
        .toBe(true),
  };
}

/** A request's fields: its query string, then its body (form-encoded, multipart or JSON, top level). */
export function requestFields(request: Request): URLSearchParams {
  const fields = new URL(request.url()).searchParams;
  const body = request.postData() ?? '';
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('multipart/form-data')) {
    for (const [, name, value] of body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields.append(name!, value!);
  } else if (type.includes('json')) {
    const json: unknown = JSON.parse(body || 'null');
    if (json && typeof json === 'object')
      for (const [name, value] of Object.entries(json)) fields.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  } else {
    for (const [name, value] of new URLSearchParams(body)) fields.append(name, value);
  }
  return fields;
}

/** The AJAX action a request calls: `?wc-ajax=`, or admin-ajax's `action` in the query or the body. */
export function ajaxAction(request: Request): string | null {
  const fields = requestFields(request);
  return fields.get('wc-ajax') ?? fields.get('action');
}

/** Records every request to the shop for `action` (either endpoint) from now on. */
export function recordAction(page: Page, action: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (ajaxAction(request) === action) calls.push(request);
  });
  return calls;
}

/** Records the URL of every script the page requests from now on. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

export interface CartLine {
  name: string;
  quantity: number;
}

/**
 * The cart as the shop's server holds it for this visitor: the mini-cart of a fresh
 * `?wc-ajax=get_refreshed_fragments`, fetched from the page (its session cookie) and read line by line.
 */
export function serverCart(page: Page): Promise<CartLine[]> {
  return page.evaluate(async () => {
    const response = await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST', credentials: 'same-origin' });
    const { fragments } = (await response.json()) as { fragments: Record<string, string> };
    const miniCart = new DOMParser().parseFromString(fragments['div.widget_shopping_cart_content'] ?? '', 'text/html');
    return [...miniCart.querySelectorAll('li.woocommerce-mini-cart-item')].map((item) => ({
      name: item.querySelector('a:not(.remove)')?.textContent?.trim() ?? '',
      quantity: Number(/(\d+)\s*×/.exec(item.querySelector('.quantity')?.textContent ?? '')?.[1]),
    }));
  });
}

/** Puts items in this visitor's cart through the platform's own endpoint (the browser context's session). */
export async function seedCart(page: Page, items: Array<Record<string, string>>): Promise<void> {
  for (const form of items) {
    const answer = await page.request.post('/?wc-ajax=add_to_cart', { form });
    expect(await answer.json()).toHaveProperty('cart_hash');
  }
}

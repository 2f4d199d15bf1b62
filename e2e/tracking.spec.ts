/**
 * Tracking and identify end to end (issue 17), read back from what the backend's stand-ins for the
 * marketing provider and the pixel, and its identify endpoint, recorded for this test's run.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { booted } from './helpers.ts';

interface Recorded {
  kind: 'marketing' | 'pixel' | 'loader' | 'identify' | 'csp';
  page: string;
  command: unknown;
}

/** Turns tracking on for this context under a run id of its own, with optional test knobs (cookies). */
async function trackingVisitor(context: BrowserContext, baseURL: string | undefined, knobs: Record<string, string> = {}): Promise<void> {
  const run = `t${test.info().testId}-${test.info().retry}`.replace(/[^\w-]/g, '');
  const url = baseURL ?? '';
  const cookies = { shop_islands_tracking: run, ...knobs };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
}

async function recorded(page: Page, kind?: Recorded['kind']): Promise<Recorded[]> {
  const all = (await (await page.request.get('/stand-ins/recorded')).json()) as Recorded[];
  return kind ? all.filter((entry) => entry.kind === kind) : all;
}

interface ViewedProductEvent {
  eventVersion: string;
  origin: string;
  eventID: string;
  properties: { product: Record<string, unknown> };
}

function viewedProductEvents(entries: Recorded[]): ViewedProductEvent[] {
  return entries.flatMap((entry) => {
    const command = entry.command as [string, string, ViewedProductEvent];
    return command[0] === 'track' && command[1] === 'viewed product' ? [command[2]] : [];
  });
}

function viewedProducts(entries: Recorded[]): Array<Record<string, unknown>> {
  return viewedProductEvents(entries).map((event) => event.properties.product);
}

function pageViews(entries: Recorded[]): string[] {
  return entries
    .filter((entry) => JSON.stringify(entry.command) === '["track","$pageViewed"]')
    .map((entry) => new URL(entry.page).pathname);
}

test.describe('the snippets on every page (the add-on and the pixel print them for every visitor)', () => {
  test('a visitor the tests do not follow is tracked too: loader, pixel and page view after load, all from the local stand-ins', async ({
    page,
    baseURL,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // No network in CI: the provider's and the pixel's hosts are this backend's stand-ins.
      if (url.origin !== new URL(baseURL ?? '').origin) sent.push(`elsewhere ${url.href}`);
      else if (url.pathname.startsWith('/stand-ins/')) sent.push(`${url.pathname} ${request.postData() ?? ''}`.trim());
    });
    await page.goto('/disclaimer/');
    await expect.poll(() => sent.some((entry) => entry.includes('$pageViewed'))).toBe(true);
    expect(sent.filter((entry) => entry.startsWith('elsewhere'))).toEqual([]);
    expect(sent.some((entry) => entry.startsWith('/stand-ins/marketing/loader.js'))).toBe(true);
    expect(sent.some((entry) => entry.startsWith('/stand-ins/pixel/fbevents.js'))).toBe(true);
  });

  test('until a call to the shop is due, tracking loads nothing of ours beyond its two small chunks', async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/dist/chunks/')) scripts.push(path.slice('/dist/chunks/'.length).replace(/-[\w-]{7}\.js$/, ''));
    });
    await page.goto('/disclaimer/');
    await expect.poll(async () => pageViews(await recorded(page, 'marketing'))).toEqual(['/disclaimer/']);
    await expect.poll(async () => (await recorded(page, 'pixel')).length).toBe(2);
    expect(scripts).toEqual(expect.arrayContaining(['Tracking', 'tracking-start']));
    // The protocol client (ky), the Store API read, identify and the fb_pxl_code reader wait for a call that is due.
    const callers = ['protocol-core', 'money-path', 'product-events', 'identify', 'protocol-marketing', 'pixel-code'];
    expect(scripts.filter((name) => callers.includes(name))).toEqual([]);
  });

  test('a product page reads the Store API only once the provider’s loader is there', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL);
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/stand-ins/marketing/loader.js')) order.push('loader');
    });
    page.on('request', (request) => {
      if (request.url().includes('/wc/store/v1/products')) order.push('store api');
    });
    await page.goto('/product/golden-hour-lightroom-pack/');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    expect(order).toEqual(['loader', 'store api']);
  });
});

test.describe('marketing provider (§4, §7, §9)', () => {
  test('one $pageViewed per page, after the loader (brandID, ISO date-hour) and the account', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL);
    await page.goto('/shop/');
    await booted(page);
    await expect.poll(async () => pageViews(await recorded(page, 'marketing'))).toEqual(['/shop/']);
    await page.goto('/disclaimer/');
    await expect.poll(async () => pageViews(await recorded(page, 'marketing'))).toEqual(['/shop/', '/disclaimer/']);
    const loader = await recorded(page, 'loader');
    expect(loader).toHaveLength(2);
    expect(loader[0]?.command).toEqual({ brandID: '5f00000000000000000000aa', v: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d$/) });
    const first = (await recorded(page, 'marketing'))
      .filter((entry) => new URL(entry.page).pathname === '/shop/')
      .map((entry) => entry.command);
    expect(first).toEqual([
      ['accountID', '5f00000000000000000000aa'],
      ['shopType', 'api'],
      ['track', '$pageViewed'],
    ]);
  });

  test('the loader and the pixel are fetched only after the load event: they never hold the page', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL);
    await page.goto('/shop/');
    await expect.poll(async () => pageViews(await recorded(page, 'marketing'))).toEqual(['/shop/']);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const starts = performance
        .getEntriesByType('resource')
        .filter((r) => /\/stand-ins\/(marketing\/loader|pixel\/fbevents)\.js/.test(r.name))
        .map((r) => r.startTime);
      return { loadEnd: nav.loadEventEnd, starts };
    });
    expect(timing.starts).toHaveLength(2);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test('no $pageViewed with fromInshop; the product view still goes', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL);
    await page.goto('/product/moody-forest-lightroom-pack/?fromInshop=1');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    expect(pageViews(await recorded(page, 'marketing'))).toEqual([]);
    // The provider's documented envelope for its JavaScript API (eventVersion v4, origin api, an event id).
    const [event] = viewedProductEvents(await recorded(page, 'marketing'));
    expect(event).toMatchObject({ eventVersion: 'v4', origin: 'api', eventID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test("'viewed product': a product at its regular price and a sale product, exact payloads, image made absolute", async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL);
    const origin = new URL(baseURL ?? '').origin;
    await page.goto('/product/moody-forest-lightroom-pack/');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    await page.goto('/product/golden-hour-lightroom-pack/');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(2);
    const [regular, sale] = viewedProducts(await recorded(page, 'marketing'));
    expect(regular).toMatchObject({ id: '102', price: 2200, oldPrice: null, variantId: '' });
    expect(sale).toEqual({
      id: '101',
      currency: 'USD',
      price: 1900,
      oldPrice: 2400,
      title: 'Golden Hour Lightroom Pack',
      description: expect.stringContaining('Twelve warm, low-sun looks'),
      imageUrl: `${origin}/wp-content/uploads/presets/golden-hour-lightroom-pack.svg`,
      url: `${origin}/product/golden-hour-lightroom-pack/`,
      status: 'inStock',
      categories: [{ id: '15', title: 'Lightroom Presets' }],
      variantId: '',
    });
    // The provider's own automatic product view is turned off on a product page.
    expect((await recorded(page, 'marketing')).map((entry) => entry.command)).toContainEqual(['disableAutoProductViewed', true]);
  });

  test('a variable product: each new variation is one new event, a repeated choice none', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL);
    await page.goto('/product/film-emulation-collection/');
    await expect(page.locator('form.variations_form')).toHaveAttribute('data-island-state', 'live');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    await page.locator('#pa_format').selectOption('photoshop-actions');
    await page.locator('#pa_licence').selectOption('personal');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(2);
    // The same choice again (another attribute touched and put back to the same variation) sends nothing new.
    await page.locator('#pa_licence').selectOption('personal');
    await page.locator('#pa_format').selectOption('capture-one');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(3);
    const [parent, sale, other] = viewedProducts(await recorded(page, 'marketing'));
    expect(parent).toMatchObject({ id: '103', variantId: '' });
    expect(sale).toMatchObject({ id: '103', variantId: '205', price: 2700, oldPrice: 3400, title: 'Film Emulation Collection' });
    expect(other).toMatchObject({ id: '103', variantId: '203', price: 3200, oldPrice: null });
  });

  test('a variable product with a bought-together section in its form: choosing a variation is a new event within 5 s', async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL);
    await page.goto('/product/cinematic-teal-orange-pack/');
    const form = page.locator('form.variations_form');
    await expect(form).toHaveAttribute('data-island-state', 'live');
    // The add-on's section sits inside the form, with a variation field of its own ahead of the form's.
    await expect(form.locator('.woobt-wrap input[name="variation_id"]')).toHaveCount(1);
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    await page.locator('#pa_format').selectOption('lightroom');
    await page.locator('#pa_licence').selectOption('commercial');
    await expect
      .poll(async () => viewedProducts(await recorded(page, 'marketing')).map((product) => product.variantId), { timeout: 5000 })
      .toEqual(['', '208']);
    expect(viewedProducts(await recorded(page, 'marketing'))[1]).toMatchObject({ id: '108', variantId: '208', price: 4900 });
  });

  for (const minorUnit of ['0', '3']) {
    test(`prices in a currency with minor unit ${minorUnit} are normalised to 2 decimals`, async ({ page, context, baseURL }) => {
      await trackingVisitor(context, baseURL, { shop_islands_minor_unit: minorUnit });
      await page.goto('/product/golden-hour-lightroom-pack/');
      await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
      expect(viewedProducts(await recorded(page, 'marketing'))[0]).toMatchObject({ price: 1900, oldPrice: 2400 });
    });
  }

  test('without an embedded product id: the URL slug, a Store API 404, then ?slug=', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL, { shop_islands_no_product_params: '1' });
    const storeCalls: Array<[string, number]> = [];
    page.on('response', (response) => {
      if (response.url().includes('/wc/store/v1/products'))
        storeCalls.push([new URL(response.url()).pathname + new URL(response.url()).search, response.status()]);
    });
    await page.goto('/product/golden-hour-lightroom-pack/');
    // The product parameters are waited for up to 5 s before the slug is used.
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length, { timeout: 15_000 }).toBe(1);
    expect(viewedProducts(await recorded(page, 'marketing'))[0]).toMatchObject({ id: '101', price: 1900 });
    expect(storeCalls).toEqual([
      ['/wp-json/wc/store/v1/products/golden-hour-lightroom-pack?_locale=user', 404],
      ['/wp-json/wc/store/v1/products?_locale=user&slug=golden-hour-lightroom-pack', 200],
    ]);
  });

  test('an embedded id the Store API answers with a 404: the URL’s slug is tried (not the id again) and the product is sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL);
    const storeCalls: Array<[string, number]> = [];
    page.on('response', (response) => {
      if (response.url().includes('/wc/store/v1/products'))
        storeCalls.push([new URL(response.url()).pathname + new URL(response.url()).search, response.status()]);
    });
    // The shop no longer knows the id its page embeds (a product re-imported under a new id, say).
    await page.route('**/wp-json/wc/store/v1/products/101?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } }),
      }),
    );
    await page.goto('/product/golden-hour-lightroom-pack/');
    await expect.poll(async () => viewedProducts(await recorded(page, 'marketing')).length).toBe(1);
    expect(viewedProducts(await recorded(page, 'marketing'))[0]).toMatchObject({ id: '101', price: 1900 });
    expect(storeCalls).toEqual([
      ['/wp-json/wc/store/v1/products/101?_locale=user', 404],
      ['/wp-json/wc/store/v1/products?_locale=user&slug=golden-hour-lightroom-pack', 200],
    ]);
  });

  test("an invalid loader URL logs 'Invalid script URL' and sends nothing", async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL, { shop_islands_loader_url: 'javascript:alert(1)' });
    const logged = page.waitForEvent('console', { predicate: (message) => message.text().includes('Invalid script URL') });
    await page.goto('/product/golden-hour-lightroom-pack/');
    await logged;
    // The pixel still runs: once its PageView is in, the page's tracking is done.
    await expect.poll(async () => (await recorded(page, 'pixel')).length).toBeGreaterThan(0);
    expect(await recorded(page, 'marketing')).toEqual([]);
    expect(await recorded(page, 'loader')).toEqual([]);
  });
});

test.describe('identify from the checkout e-mail (§4, §5, §7)', () => {
  async function typeEmail(page: Page, email: string): Promise<void> {
    await page.locator('#billing_email').fill(email);
    await page.locator('#billing_email').blur();
  }

  test('invalid not sent, valid sent once, the same address again not re-sent, a failure lets it go again', async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL);
    let failNext = false;
    await page.route('**/wp-admin/admin-ajax.php?action=omnisend_identify*', async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 403, body: '-1' });
    });
    await page.goto('/checkout/');
    await expect(page.locator('#billing_email')).toHaveAttribute('data-island-state', 'live');
    // The tracking chunk starts after load, on idle: wait for the pixel's PageView.
    await expect.poll(async () => (await recorded(page, 'pixel')).length).toBeGreaterThan(0);
    const identified = async (): Promise<string[]> =>
      (await recorded(page, 'identify')).map((entry) => (entry.command as { email: string }).email);

    await typeEmail(page, 'ada@exa mple');
    await typeEmail(page, 'ada@example.com');
    await expect.poll(identified).toEqual(['ada@example.com']);
    const [first] = await recorded(page, 'identify');
    expect(first?.command).toMatchObject({ method: 'POST', accept: 'application/json', valid: true, contactId: null });
    await typeEmail(page, '');
    await typeEmail(page, 'ada@example.com');

    failNext = true;
    const failed = page.waitForResponse((response) => response.url().includes('omnisend_identify') && response.status() === 403);
    await typeEmail(page, 'grace@example.com');
    await failed;
    await typeEmail(page, '');
    await typeEmail(page, 'grace@example.com');
    await expect.poll(identified).toEqual(['ada@example.com', 'grace@example.com']);
  });
});

test.describe('advertising pixel (§7)', () => {
  test('PageView on every page; a mail-sent fb_pxl_code is replayed as pixel calls, junk dropped, nothing evaluated', async ({
    page,
    context,
    baseURL,
  }) => {
    await trackingVisitor(context, baseURL, { shop_islands_csp: '1' });
    const pixelCommands = async (): Promise<unknown[]> => (await recorded(page, 'pixel')).map((entry) => entry.command);
    await page.goto('/shop/');
    await expect.poll(pixelCommands).toEqual([
      ['init', '100000000000001'],
      ['track', 'PageView'],
    ]);
    await page.goto('/disclaimer/');
    await expect.poll(async () => (await pixelCommands()).length).toBe(4);

    await page.goto('/contact/');
    await expect.poll(async () => (await pixelCommands()).length).toBe(6);
    const dropped = page.waitForEvent('console', { predicate: (message) => message.text().includes('fb_pxl_code') });
    // Contact Form 7 (a stand-in of its script) posts the form and fires wpcf7mailsent with the answer's fb_pxl_code.
    await page.getByLabel('Your email').fill('ada@example.com');
    await page.getByLabel('Your message').fill('Hello [junk]');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await dropped;
    await expect.poll(async () => (await pixelCommands()).slice(6)).toEqual([['track', 'Lead', { content_name: 'Contact form 42' }]]);
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  });
});

test.describe('strict Content-Security-Policy (no unsafe-eval, no unsafe-inline)', () => {
  test('shop, product and checkout pages run with tracking on and report no violation', async ({ page, context, baseURL }) => {
    await trackingVisitor(context, baseURL, { shop_islands_csp: '1' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/shop/', '/product/film-emulation-collection/', '/contact/', '/checkout/']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toMatch(/^script-src 'self' /);
      await booted(page);
      await expect.poll(async () => pageViews(await recorded(page, 'marketing'))).toContain(path);
    }
    await page.locator('#billing_email').fill('ada@example.com');
    await page.locator('#billing_email').blur();
    await expect.poll(async () => (await recorded(page, 'identify')).length).toBe(1);
    expect(violations).toEqual([]);
    expect(await recorded(page, 'csp')).toEqual([]);
  });
});

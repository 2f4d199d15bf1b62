// @vitest-environment node
/** The backend's tracking side through `app.fetch`: Store API products, identify, snippets, CSP, stand-ins. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../app.ts';
import { tempDbPath, Visitor } from '../testing.ts';

const apps: ShopApp[] = [];
function visitor(run?: string): Visitor {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  const v = new Visitor(app);
  if (run) v.cookies.set('shop_islands_tracking', run);
  return v;
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

function trackingSettings(html: string): { marketing: Record<string, string>; pixel: Record<string, string> } {
  const json = /<script type="application\/json" id="shop-islands-tracking">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as { marketing: Record<string, string>; pixel: Record<string, string> };
}

describe('Store API products (§7)', () => {
  it('answers a product, a variation, a slug list, and a 404 in the platform’s error shape, without a nonce', async () => {
    const v = visitor();
    const product = (await (await v.get('/wp-json/wc/store/v1/products/101')).json()) as Record<string, unknown>;
    expect(product).toMatchObject({
      id: 101,
      name: 'Golden Hour Lightroom Pack',
      permalink: 'http://127.0.0.1:8080/product/golden-hour-lightroom-pack/',
      is_in_stock: true,
      prices: { price: '1900', regular_price: '2400', currency_code: 'USD', currency_minor_unit: 2 },
      images: [{ src: '/wp-content/uploads/presets/golden-hour-lightroom-pack.svg' }],
      categories: [{ id: 15, name: 'Lightroom Presets' }],
    });
    expect(await (await v.get('/wp-json/wc/store/v1/products/201')).json()).toMatchObject({ id: 201, parent: 103, type: 'variation' });
    const missing = await v.get('/wp-json/wc/store/v1/products/golden-hour-lightroom-pack');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'woocommerce_rest_product_invalid_id', data: { status: 404 } });
    const bySlug = (await (await v.get('/wp-json/wc/store/v1/products?slug=golden-hour-lightroom-pack&_locale=user')).json()) as unknown[];
    expect(bySlug).toHaveLength(1);
    expect(bySlug[0]).toMatchObject({ id: 101 });
  });

  it('re-expresses prices in another minor unit when a test asks (0 and 3)', async () => {
    const v = visitor();
    v.cookies.set('shop_islands_minor_unit', '0');
    expect(await (await v.get('/wp-json/wc/store/v1/products/101')).json()).toMatchObject({
      prices: { price: '19', currency_minor_unit: 0 },
    });
    v.cookies.set('shop_islands_minor_unit', '3');
    expect(await (await v.get('/wp-json/wc/store/v1/products/101')).json()).toMatchObject({
      prices: { price: '19000', currency_minor_unit: 3 },
    });
  });
});

describe('tracking snippets, identify and the stand-ins', () => {
  it('every page prints the settings, with the visitor’s own origin and nonce in place of the committed ones', async () => {
    const html = await (await visitor().get('/shop/')).text();
    expect(html).toContain('<meta name="omnisend-site-verification" content="5f00000000000000000000aa"/>');
    const settings = trackingSettings(html);
    expect(settings).toEqual({
      marketing: {
        brand_id: '5f00000000000000000000aa',
        home_url: 'http://127.0.0.1:8080',
        identify_nonce: expect.stringMatching(/^[0-9a-f]{10}$/),
        script_url: 'http://127.0.0.1:8080/stand-ins/marketing/loader.js',
      },
      pixel: { id: '100000000000001', script_url: 'http://127.0.0.1:8080/stand-ins/pixel/fbevents.js' },
    });
    // The committed page carries the static visitor's nonce and relative stand-in paths; the served one does not.
    const committed = readFileSync(new URL('../../fixtures-html/shop.html', import.meta.url), 'utf8');
    expect(trackingSettings(committed).marketing.script_url).toBe('/stand-ins/marketing/loader.js');
    expect(trackingSettings(committed).marketing.identify_nonce).not.toBe(settings.marketing.identify_nonce);
  });

  it('prints the settings on every page and the product parameters on a product page only; a knob leaves them out', async () => {
    const v = visitor('run-1');
    const shop = await (await v.get('/shop/')).text();
    expect(shop).not.toContain('omnisend_product');
    for (const path of [
      '/my-account/',
      '/wishlist/',
      '/cart/',
      '/checkout/',
      '/contact/',
      '/disclaimer/',
      '/product/urban-night-photoshop-actions/',
    ]) {
      expect(trackingSettings(await (await v.get(path)).text()).pixel.id, path).toBe('100000000000001');
    }
    const product = await (await v.get('/product/golden-hour-lightroom-pack/')).text();
    expect(product).toContain('var omnisend_product = {"title":"Golden Hour Lightroom Pack","productID":"101"};');
    v.cookies.set('shop_islands_no_product_params', '1');
    expect(await (await v.get('/product/golden-hour-lightroom-pack/')).text()).not.toContain('omnisend_product');
  });

  it('identify: an empty 200 with the page’s nonce, 403 -1 with a bad one (captured shapes); both recorded', async () => {
    const v = visitor('run-2');
    const nonce = trackingSettings(await (await v.get('/checkout/')).text()).marketing.identify_nonce ?? '';
    const ok = await v.request(`/wp-admin/admin-ajax.php?action=omnisend_identify&email=ada%40example.com&_wpnonce=${nonce}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect([ok.status, await ok.text()]).toEqual([200, '']);
    const bad = await v.request('/wp-admin/admin-ajax.php?action=omnisend_identify&email=ada%40example.com&_wpnonce=nope', {
      method: 'POST',
    });
    expect([bad.status, await bad.text()]).toEqual([403, '-1']);
    const recorded = (await (await v.get('/stand-ins/recorded')).json()) as Array<{ kind: string; command: { valid: boolean } }>;
    expect(recorded.map((entry) => [entry.kind, entry.command.valid])).toEqual([
      ['identify', true],
      ['identify', false],
    ]);
  });

  it('records what the stand-ins receive, per run, and serves their scripts', async () => {
    const v = visitor('run-3');
    expect((await v.get('/stand-ins/marketing/loader.js?brandID=b&v=2026-11-22T00')).headers.get('content-type')).toContain('javascript');
    await v.request('/stand-ins/collect', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'pixel', page: '/x/', command: ['track', 'PageView'] }),
    });
    expect(await (await v.get('/stand-ins/recorded')).json()).toEqual([
      { kind: 'loader', page: '', command: { brandID: 'b', v: '2026-11-22T00' } },
      { kind: 'pixel', page: '/x/', command: ['track', 'PageView'] },
    ]);
    expect(await (await visitor('other-run').get('/stand-ins/recorded')).json()).toEqual([]);
  });

  it('serves a strict CSP when asked: self and the inline scripts’ hashes, no unsafe-inline or unsafe-eval', async () => {
    const v = visitor('run-4');
    v.cookies.set('shop_islands_csp', '1');
    const response = await v.get('/shop/');
    const policy = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    expect(policy).toMatch(/^script-src 'self' /);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const inline = /<script id="wc-add-to-cart-js-extra">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
});

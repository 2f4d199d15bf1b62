// @vitest-environment node
/** The backend through `app.fetch`, as a browser and the client script use it. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { cartItemKey } from './cart.ts';
import { COOKIES } from './site.ts';
import { capture, tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];

function open(dbPath = tempDbPath()): ShopApp {
  const app = createApp({ dbPath });
  apps.push(app);
  return app;
}

afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

interface Fragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

function isFragments(value: unknown): value is Fragments {
  return typeof value === 'object' && value !== null && 'fragments' in value && 'cart_hash' in value;
}

async function fragmentsOf(response: Response): Promise<Fragments> {
  const body: unknown = await response.json();
  if (!isFragments(body)) throw new Error(`not a fragments response: ${JSON.stringify(body)}`);
  return body;
}

const ADD = '/?wc-ajax=add_to_cart';
const REMOVE = '/?wc-ajax=remove_from_cart';
const REFRESH = '/?wc-ajax=get_refreshed_fragments';
const VARIATION = '/?wc-ajax=get_variation';

describe('POST /?wc-ajax=add_to_cart', () => {
  it('answers fragments + cart hash and starts the session with its cookies', async () => {
    const visitor = new Visitor(open());
    // The client sends every data-* of the button; unknown fields are ignored.
    const response = await visitor.post(ADD, { product_id: 101, quantity: 2, product_sku: 'LP-GOLDEN-HOUR', success_message: 'x' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const body = await fragmentsOf(response);
    // The platform's three regions first, then the theme's (drawer items and totals, goal, cart info).
    expect(Object.keys(body.fragments)).toEqual([
      'div.widget_shopping_cart_content',
      'a.cart-contents',
      'a.footer-cart-contents',
      '#popup-fly-cart div.widget_shopping_cart_content',
      'div.fly-cart-totals',
      'div.cart-goal',
      'span.cart-info',
    ]);
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const mini = body.fragments['div.widget_shopping_cart_content'] ?? '';
    expect(mini).toContain('class="remove remove_from_cart_button" aria-label="Remove Golden Hour Lightroom Pack from cart"');
    expect(mini).toContain(`data-cart_item_key="${cartItemKey(101, 0, {})}"`);
    expect(mini).toMatch(/href="\/cart\/\?remove_item=[0-9a-f]{32}&#038;_wpnonce=[0-9a-f]{10}"/);
    expect(body.fragments['a.cart-contents']).toContain('38.00</span> <span class="count">2 items</span>');
    expect(visitor.cookies.get(COOKIES.session)).toMatch(/^t_[0-9a-f]{30}$/);
    expect(visitor.cookies.get(COOKIES.itemsInCart)).toBe('1');
    expect(visitor.cookies.get(COOKIES.cartHash)).toBe(body.cart_hash);
  });

  it('accepts a variation as parent + variation_id + attributes', async () => {
    const visitor = new Visitor(open());
    const body = await fragmentsOf(
      await visitor.post(ADD, {
        product_id: 103,
        variation_id: 204,
        attribute_pa_format: 'capture-one',
        attribute_pa_licence: 'commercial',
        quantity: 1,
      }),
    );
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('Film Emulation Collection - Capture One, Commercial');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain(
      'href="/product/film-emulation-collection/?attribute_pa_format=capture-one&#038;attribute_pa_licence=commercial"',
    );
  });

  it('refuses bad input with the platform error shape', async () => {
    const visitor = new Visitor(open());
    expect(await visitor.json(ADD, { product_id: 424242 })).toEqual({ error: true, product_url: false });
    expect(await visitor.json(ADD, { product_id: 'abc' })).toEqual({ error: true, product_url: false });
    expect(await visitor.json(ADD, { product_id: 105 })).toEqual({ error: true, product_url: '/product/urban-night-photoshop-actions/' });
    expect(await visitor.json(ADD, { product_id: 115 })).toEqual({ error: true, product_url: '/product/northern-lights-lightroom-pack/' });
    expect(await visitor.json(ADD, { product_id: 103 })).toEqual({ error: true, product_url: '/product/film-emulation-collection/' });
    expect(await visitor.json(ADD, { product_id: 101, quantity: 'abc' })).toEqual({
      error: true,
      product_url: '/product/golden-hour-lightroom-pack/',
    });
    expect(await visitor.json(ADD, { product_id: 101, quantity: 0 })).toEqual({
      error: true,
      product_url: '/product/golden-hour-lightroom-pack/',
    });
    // Nothing was added, so no session and no cart cookies.
    expect(visitor.cookies.size).toBe(0);
  });

  it('has the captured out-of-stock error keys', async () => {
    const visitor = new Visitor(open());
    const captured = JSON.parse(capture('add_to_cart-error-outofstock.json')) as Record<string, unknown>;
    const ours = (await visitor.json(ADD, { product_id: 114 })) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(captured));
  });

  it('queues the reason for the product page the client is sent to (existing sessions only)', async () => {
    const visitor = new Visitor(open());
    await visitor.post(ADD, { product_id: 101 });
    await visitor.post(ADD, { product_id: 112, quantity: 9 });
    const page = await (await visitor.get('/product/studio-retouch-photoshop-actions/')).text();
    expect(page).toContain('<ul class="woocommerce-error" role="alert">');
    expect(page).toContain('not enough stock (5 remaining)');
  });

  it('answers an empty 200 when no product_id was posted', async () => {
    const response = await new Visitor(open()).post(ADD, { quantity: 1 });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('POST /?wc-ajax=remove_from_cart', () => {
  it('removes the line and answers fresh fragments; the emptied cart expires the cart cookies', async () => {
    const visitor = new Visitor(open());
    await visitor.post(ADD, { product_id: 101 });
    await visitor.post(ADD, { product_id: 102 });
    const afterOne = await fragmentsOf(await visitor.post(REMOVE, { cart_item_key: cartItemKey(101, 0, {}) }));
    expect(afterOne.fragments['a.cart-contents']).toContain('<span class="count">1 item</span>');
    expect(afterOne.fragments['div.widget_shopping_cart_content']).not.toContain('Golden Hour');
    const empty = await fragmentsOf(await visitor.post(REMOVE, { cart_item_key: cartItemKey(102, 0, {}) }));
    expect(empty.cart_hash).toBe('');
    expect(visitor.cookies.has(COOKIES.itemsInCart)).toBe(false);
    expect(visitor.cookies.has(COOKIES.cartHash)).toBe(false);
    expect(visitor.cookies.has(COOKIES.session)).toBe(true);
  });

  it('answers wp_send_json_error() for an unknown key', async () => {
    const visitor = new Visitor(open());
    expect(await visitor.json(REMOVE, { cart_item_key: 'nope' })).toEqual({ success: false });
    await visitor.post(ADD, { product_id: 101 });
    expect(await visitor.json(REMOVE, { cart_item_key: cartItemKey(999, 0, {}) })).toEqual({ success: false });
  });
});

describe('/?wc-ajax=get_refreshed_fragments', () => {
  it('equals the captured empty-cart response for a new visitor, by GET and POST', async () => {
    const visitor = new Visitor(open());
    const captured = JSON.parse(
      capture('get_refreshed_fragments-empty-cart.json').replaceAll('http:\\/\\/127.0.0.1:8080', ''),
    ) as Fragments;
    // The platform's regions are the captured ones; the theme's follow them.
    const platformPart = (body: Fragments): Fragments => ({
      cart_hash: body.cart_hash,
      fragments: Object.fromEntries(Object.keys(captured.fragments).map((key) => [key, body.fragments[key] ?? ''])),
    });
    expect(platformPart(await fragmentsOf(await visitor.get(REFRESH)))).toEqual(captured);
    expect(platformPart(await fragmentsOf(await visitor.post(REFRESH, { time: Date.now() })))).toEqual(captured);
    expect(visitor.cookies.size).toBe(0);
  });
});

describe('POST /?wc-ajax=get_variation', () => {
  it('answers the matching variation in the captured shape', async () => {
    const visitor = new Visitor(open());
    const captured = JSON.parse(capture('get_variation.json')) as Record<string, unknown>;
    const ours = (await visitor.json(VARIATION, {
      product_id: 103,
      attribute_pa_format: 'photoshop-actions',
      attribute_pa_licence: 'personal',
    })) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(captured));
    expect(ours).toMatchObject({ variation_id: 205, display_price: 27, display_regular_price: 34, is_in_stock: true, min_qty: 1 });
    expect(ours.price_html).toContain('<del aria-hidden="true">');
  });

  it('answers false for a partial or impossible choice (as captured)', async () => {
    const visitor = new Visitor(open());
    expect(capture('get_variation-partial.json').trim()).toBe('false');
    expect(await visitor.json(VARIATION, { product_id: 103, attribute_pa_format: 'lightroom' })).toBe(false);
    expect(
      await visitor.json(VARIATION, { product_id: 120, attribute_pa_format: 'photoshop-actions', attribute_pa_licence: 'commercial' }),
    ).toBe(false);
    expect(await visitor.json(VARIATION, { product_id: 101, attribute_pa_format: 'lightroom' })).toBe(false);
  });
});

describe('unknown endpoints', () => {
  it('answers like WordPress', async () => {
    const visitor = new Visitor(open());
    const wc = await visitor.post('/?wc-ajax=no_such_thing', { a: 1 });
    expect([wc.status, await wc.text()]).toEqual([200, '']);
    const theme = await visitor.get('/?minimog-ajax=no_such_thing');
    expect([theme.status, await theme.text()]).toEqual([200, '']);
    const admin = await visitor.get('/wp-admin/admin-ajax.php?action=no_such_thing');
    expect([admin.status, await admin.text()]).toEqual([400, '0']);
    const rest = await visitor.get('/wp-json/nope/v1/x');
    expect(rest.status).toBe(404);
    expect(await rest.json()).toMatchObject({ code: 'rest_no_route' });
  });
});

describe('persistence', () => {
  it('keeps carts across a restart on the same database file', async () => {
    const dbPath = tempDbPath();
    const first = open(dbPath);
    const visitor = new Visitor(first);
    const added = await fragmentsOf(await visitor.post(ADD, { product_id: 110, quantity: 3 }));
    first.close();

    visitor.use(open(dbPath));
    const refreshed = await fragmentsOf(await visitor.get(REFRESH));
    expect(refreshed).toEqual(added);
    // The nonce secret survived too: the remove link printed before the restart still works.
    const link = /href="(\/cart\/\?remove_item=[^"]+)"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? '';
    const removed = await visitor.get(link.replace('&#038;', '&'));
    expect(removed.status).toBe(302);
    expect((await fragmentsOf(await visitor.get(REFRESH))).cart_hash).toBe('');
  });
});

describe('REST nonces', () => {
  const PING = '/wp-json/shop-islands/v1/ping';
  const INVALID = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };

  it('refuses a missing or wrong nonce with the WordPress error, and accepts a refreshed one', async () => {
    const visitor = new Visitor(open());
    const missing = await visitor.get(PING);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual(INVALID);
    const wrong = await visitor.get(PING, { 'X-WP-Nonce': '0123456789' });
    expect([wrong.status, await wrong.json()]).toEqual([403, INVALID]);

    const fresh = await visitor.get('/wp-admin/admin-ajax.php?action=rest-nonce');
    const nonce = await fresh.text();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    const ok = await visitor.get(PING, { 'X-WP-Nonce': nonce });
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
    // admin-ajax reads the action from a POST body too.
    expect(await (await visitor.post('/wp-admin/admin-ajax.php', { action: 'rest-nonce' })).text()).toBe(nonce);
  });

  it('prints the visitor’s own nonce in wpApiSettings, which changes once a session starts', async () => {
    const visitor = new Visitor(open());
    const nonceOnPage = async (): Promise<string> =>
      /"nonce":"([0-9a-f]{10})"/.exec(await (await visitor.get('/disclaimer/')).text())?.[1] ?? '';
    const before = await nonceOnPage();
    expect((await visitor.get(PING, { 'X-WP-Nonce': before })).status).toBe(200);
    await visitor.post(ADD, { product_id: 101 });
    const after = await nonceOnPage();
    expect(after).not.toBe(before);
    expect((await visitor.get(PING, { 'X-WP-Nonce': before })).status).toBe(403);
    expect((await visitor.get(PING, { 'X-WP-Nonce': after })).status).toBe(200);
  });
});

describe('pages', () => {
  it('show the visitor’s cart in the header and footer; the mini-cart placeholders stay empty', async () => {
    const visitor = new Visitor(open());
    const blank = await (await visitor.get('/shop/')).text();
    expect(blank).toContain('<span class="count">0 items</span>');
    await visitor.post(ADD, { product_id: 101 });
    const page = await (await visitor.get('/disclaimer/')).text();
    expect(page).toContain('&#036;</span>19.00</span> <span class="count">1 item</span>');
    expect(page).toContain('<a class="footer-cart-contents" href="/cart/">Cart\t\t\t\t<span class="count">1</span>');
    expect(page).toContain('<div class="widget_shopping_cart_content"></div>');
    expect(page).not.toContain('woocommerce-mini-cart-item');
  });

  it('render the cart table per visitor on /cart/', async () => {
    const visitor = new Visitor(open());
    const empty = await (await visitor.get('/cart/')).text();
    expect(empty).toContain('<div class="cart-empty woocommerce-info">');
    expect(empty).toContain('"is_cart":"1"');
    await visitor.post(ADD, { product_id: 104, quantity: 2 });
    const full = await (await visitor.get('/cart/')).text();
    expect(full).toContain('<form class="woocommerce-cart-form" action="/cart/" method="post">');
    expect(full).toContain(`name="cart[${cartItemKey(104, 0, {})}][qty]"`);
    expect(full).toMatch(/class="remove" aria-label="Remove Clean Portrait Capture One Styles from cart"/);
  });

  it('redirect page paths without a trailing slash and 404 unknown ones', async () => {
    const visitor = new Visitor(open());
    const redirect = await visitor.get('/shop?orderby=price');
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/shop/?orderby=price']);
    const missing = await visitor.get('/product/no-such-preset/');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<body class="error404');
  });

  it('sort the listing without JavaScript', async () => {
    const page = await (await new Visitor(open()).get('/shop/?orderby=price')).text();
    expect(page).toContain(`<option value="price"  selected='selected'>`);
    const ids = [...page.matchAll(/<li class="product type-product post-(\d+) /g)].map((m) => Number(m[1]));
    expect(ids[0]).toBe(124);
  });

  it('serve the bundle, stylesheet, images and jQuery with the right types', async () => {
    const visitor = new Visitor(open());
    const css = await visitor.get('/fixtures-html/assets/shop.css');
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const svg = await visitor.get('/wp-content/uploads/presets/golden-hour-lightroom-pack.svg');
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const jquery = await visitor.get('/wp-includes/js/jquery/jquery.min.js?ver=3.7.1');
    expect([jquery.status, jquery.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await jquery.text()).toContain('jQuery v3.7.1');
    expect((await visitor.get('/fixtures-html/../package.json')).status).toBe(404);
  });

  it('serve /dist/ from the configured bundle directory with no-cache', async () => {
    const dir = tempDbPath().replace(/nested\/shop\.sqlite$/, '');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/shop-islands.js`, 'export {};\n');
    const app = createApp({ dbPath: ':memory:', distDir: dir });
    apps.push(app);
    const js = await new Visitor(app).get('/dist/shop-islands.js');
    expect([js.status, js.headers.get('content-type'), js.headers.get('cache-control')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'no-cache',
    ]);
  });

  it('let browsers keep content-hashed chunks for good, so a chunk is fetched once per deploy', async () => {
    const dir = tempDbPath().replace(/nested\/shop\.sqlite$/, '');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(`${dir}/chunks`, { recursive: true });
    writeFileSync(`${dir}/chunks/cart-start-Ab12Cd.js`, 'export {};\n');
    const app = createApp({ dbPath: ':memory:', distDir: dir });
    apps.push(app);
    const chunk = await new Visitor(app).get('/dist/chunks/cart-start-Ab12Cd.js');
    expect([chunk.status, chunk.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  });
});

describe('non-JavaScript fallbacks', () => {
  it('?add-to-cart= adds and shows the platform notice on the same page', async () => {
    const visitor = new Visitor(open());
    const response = await visitor.get('/shop/?add-to-cart=102');
    const page = await response.text();
    expect(page).toContain(
      '<div class="woocommerce">\n\t<div class="woocommerce-message" role="alert">\n\t\t&ldquo;Moody Forest Lightroom Pack&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a>\t</div>\n</div>',
    );
    expect(page).toContain('<span class="count">1 item</span>');
    expect(visitor.cookies.has(COOKIES.session)).toBe(true);
  });

  it('the product form POST adds a variation, and reports a refusal', async () => {
    const visitor = new Visitor(open());
    const form = {
      'add-to-cart': 103,
      product_id: 103,
      variation_id: 0,
      quantity: 2,
      attribute_pa_format: 'lightroom',
      attribute_pa_licence: 'commercial',
    };
    const added = await (await visitor.post('/product/film-emulation-collection/', form)).text();
    expect(added).toContain('2 &times; &ldquo;Film Emulation Collection&rdquo; have been added to your cart.');
    const soldOut = await (await visitor.post('/product/urban-night-photoshop-actions/', { 'add-to-cart': 105, quantity: 1 })).text();
    expect(soldOut).toContain('You cannot add &quot;Urban Night Photoshop Actions&quot; to the cart because the product is out of stock.');
  });

  it('the product form works as multipart/form-data (its enctype)', async () => {
    const visitor = new Visitor(open());
    const body = new FormData();
    body.set('quantity', '3');
    body.set('add-to-cart', '101');
    const page = await (await visitor.request('/product/golden-hour-lightroom-pack/', { method: 'POST', body })).text();
    expect(page).toContain('3 &times; &ldquo;Golden Hour Lightroom Pack&rdquo; have been added to your cart.');
    expect(page).toContain('<span class="count">3 items</span>');
  });

  it('the remove link checks its nonce, removes, and redirects to the cart with a notice', async () => {
    const visitor = new Visitor(open());
    const added = await fragmentsOf(await visitor.post(ADD, { product_id: 101 }));
    const link = (
      /href="(\/cart\/\?remove_item=[^"]+)"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? ''
    ).replace('&#038;', '&');

    const forged = await visitor.get(link.replace(/_wpnonce=\w+/, '_wpnonce=0000000000'));
    expect(forged.status).toBe(200);
    expect(await forged.text()).toContain('<span class="count">1 item</span>');

    const removed = await visitor.get(link);
    expect([removed.status, removed.headers.get('location')]).toEqual([302, '/cart/']);
    const cart = await (await visitor.get('/cart/')).text();
    expect(cart).toContain('&ldquo;Golden Hour Lightroom Pack&rdquo; removed.');
    expect(cart).toContain('Your cart is currently empty.');
    // The notice is shown once.
    expect(await (await visitor.get('/cart/')).text()).not.toContain('removed.');
  });

  it('the cart form updates quantities (0 removes) and redirects', async () => {
    const visitor = new Visitor(open());
    await visitor.post(ADD, { product_id: 101 });
    await visitor.post(ADD, { product_id: 102 });
    const page = await (await visitor.get('/cart/')).text();
    const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const response = await visitor.post('/cart/', {
      [`cart[${cartItemKey(101, 0, {})}][qty]`]: 4,
      [`cart[${cartItemKey(102, 0, {})}][qty]`]: 0,
      'woocommerce-cart-nonce': nonce,
      update_cart: 'Update cart',
    });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/cart/']);
    const cart = await (await visitor.get('/cart/')).text();
    expect(cart).toContain('Cart updated.');
    expect(cart).toContain('<span class="count">4 items</span>');
    expect(cart).not.toContain('Moody Forest');
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { parseBundleIds } from './bought-together.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
function open(): ShopApp {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return app;
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const ADD_ALL = '/?wc-ajax=woobt_add_all_to_cart';
const VARIATION_ITEMS = '/?wc-ajax=woobt_get_variation_items';

/** The add-on's nonce as a product page with a bundle prints it for this visitor (`woobt_vars.nonce`). */
async function bundleNonce(visitor: Visitor): Promise<string> {
  const page = await (await visitor.get('/product/wedding-essentials-bundle/')).text();
  const nonce = /var woobt_vars = \{"wc_ajax_url":"[^"]*","nonce":"([0-9a-f]+)"/.exec(page)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
  return nonce!;
}

interface Answer {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

/** The mini-cart's lines as "quantity × name". */
function lines(answer: Answer): string[] {
  const html = answer.fragments?.['div.widget_shopping_cart_content'] ?? '';
  return Array.from(html.matchAll(/<span class="quantity">(\d+) &times;/g), (m) => m[1]!)
    .map(Number)
    .map(String);
}

describe('woobt_ids (§3)', () => {
  it('reads id/key/qty/attrs entries, attrs URL-encoded, and skips unreadable ones', () => {
    const attrs = encodeURIComponent('{"attribute_pa_format":"lightroom","attribute_pa_licence":"personal"}');
    expect(parseBundleIds(`109/k109x0/2/,219/k120x0/1/${attrs},x/y/z,0/k/1/`)).toEqual([
      { id: 109, qty: 2, attributes: {} },
      { id: 219, qty: 1, attributes: { attribute_pa_format: 'lightroom', attribute_pa_licence: 'personal' } },
    ]);
    expect(parseBundleIds(undefined)).toEqual([]);
  });
});

describe('woobt_add_all_to_cart (§7)', () => {
  it('adds the main product and every item, answering with the platform’s fragments and cart hash', async () => {
    const visitor = new Visitor(open());
    const body = (await visitor.json(ADD_ALL, {
      action: 'woobt_add_all_to_cart',
      quantity: 1,
      product_id: 118,
      variation_id: 0,
      woobt_ids: '119/k119x0/2/,121/k121x1/1/',
      nonce: await bundleNonce(visitor),
    })) as Answer;
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body.fragments ?? {})).toEqual(expect.arrayContaining(['div.widget_shopping_cart_content', 'a.cart-contents']));
    expect(body.fragments?.['a.cart-contents']).toContain('4 items');
    expect(lines(body)).toHaveLength(3);
  });

  it('adds a variable main product by its variation and attributes (variation[…])', async () => {
    const visitor = new Visitor(open());
    const body = (await visitor.json(ADD_ALL, {
      quantity: 1,
      product_id: 113,
      variation_id: 213,
      'variation[attribute_pa_format]': 'lightroom',
      'variation[attribute_pa_licence]': 'personal',
      woobt_ids: '110/k110x1/1/',
      nonce: await bundleNonce(visitor),
    })) as Answer;
    expect(body.fragments?.['a.cart-contents']).toContain('2 items');
  });

  it('answers the platform’s error with product_url when the main product cannot be added, and adds nothing', async () => {
    const visitor = new Visitor(open());
    const nonce = await bundleNonce(visitor);
    const body = (await visitor.json(ADD_ALL, {
      quantity: 1,
      product_id: 113,
      variation_id: 0,
      woobt_ids: '110/k110x1/1/',
      nonce,
    })) as Answer;
    expect(body).toEqual({ error: true, product_url: '/product/complete-preset-library/' });
    const empty = await visitor.post(ADD_ALL, { quantity: 1, nonce });
    expect(await empty.text()).toBe('');
  });

  it('is also an admin-ajax action (older add-on versions)', async () => {
    const visitor = new Visitor(open());
    const body = (await visitor.json('/wp-admin/admin-ajax.php', {
      action: 'woobt_add_all_to_cart',
      quantity: 1,
      product_id: 106,
      woobt_ids: '109/k109x0/1/',
      nonce: await bundleNonce(visitor),
    })) as Answer;
    expect(body.fragments?.['a.cart-contents']).toContain('2 items');
  });

  it("checks the add-on's nonce first: a missing or wrong one dies with 'Permissions check failed!' and adds nothing", async () => {
    const visitor = new Visitor(open());
    const fields = { quantity: 1, product_id: 106, woobt_ids: '109/k109x0/1/' };
    for (const nonce of [undefined, 'woobt', '0123456789']) {
      const answer = await visitor.post(ADD_ALL, nonce === undefined ? fields : { ...fields, nonce });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('Permissions check failed!');
    }
    const admin = await visitor.post('/wp-admin/admin-ajax.php', { action: 'woobt_add_all_to_cart', ...fields, nonce: 'x' });
    expect(await admin.text()).toBe('Permissions check failed!');
    expect(await (await visitor.get('/cart/')).text()).not.toContain('Wedding Essentials Bundle</a>');
  });
});

describe('woobt_get_variation_items (§7)', () => {
  it("answers the section of a variation with a bundle of its own, '' for any other, and checks the nonce", async () => {
    const visitor = new Visitor(open());
    const nonce = await bundleNonce(visitor);
    const own = await (await visitor.post(VARIATION_ITEMS, { variation_id: 215, nonce })).text();
    expect(own).toContain('<div class="woobt-products woobt-products-layout-default woobt-products-113"');
    expect(own).toContain('data-product-id="215" data-product-type="variation"');
    expect(own).toContain('data-pid="109"');
    expect(own).toContain('data-discount="10"');
    expect(own).not.toContain('data-pid="120"');
    // The contents only: the client puts them inside the section it already has.
    expect(own).not.toContain('class="woobt-wrap');
    expect(await (await visitor.post(VARIATION_ITEMS, { variation_id: 213, nonce })).text()).toBe('');
    expect(await (await visitor.post(VARIATION_ITEMS, { variation_id: 999, nonce })).text()).toBe('');
    expect(await (await visitor.post(VARIATION_ITEMS, { variation_id: 215, nonce: 'bad' })).text()).toBe('Permissions check failed!');
    // Older add-on versions post it to admin-ajax.
    const admin = await visitor.post('/wp-admin/admin-ajax.php', { action: 'woobt_get_variation_items', variation_id: 215, nonce });
    expect(await admin.text()).toContain('data-product-id="215" data-product-type="variation"');
  });

  it("marks each variation of a product with a bundle (woobt_items), 'yes' where the variation has its own", async () => {
    const visitor = new Visitor(open());
    const page = await (await visitor.get('/product/complete-preset-library/')).text();
    const raw = /<form class="variations_form cart"[^>]* data-product_variations="([^"]*)"/.exec(page)?.[1] ?? '[]';
    const list = JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Array<{
      variation_id: number;
      woobt_items?: string;
    }>;
    expect(list.map((v) => [v.variation_id, v.woobt_items])).toEqual([
      [213, 'no'],
      [214, 'no'],
      [215, 'yes'],
      [216, 'no'],
      [217, 'no'],
      [218, 'no'],
    ]);
  });
});

describe('the product form carries the bundle', () => {
  it('the plain form post (no JavaScript) adds the product and the printed selection', async () => {
    const visitor = new Visitor(open());
    const page = await (await visitor.get('/product/wedding-essentials-bundle/')).text();
    const ids = /<input name="woobt_ids" class="woobt-ids woobt-ids-106" data-id="106" type="hidden" value="([^"]*)"/.exec(page)?.[1];
    expect(ids).toBe('109/k109x0/1/,117/k117x1/1/');
    await visitor.post('/product/wedding-essentials-bundle/', { 'add-to-cart': 106, quantity: 1, woobt_ids: ids! });
    const cart = await (await visitor.get('/cart/')).text();
    for (const name of ['Wedding Essentials Bundle', 'Black &amp; White Matte Pack', 'Real Estate HDR Photoshop Actions'])
      expect(cart).toContain(name);
  });

  it('with sync-qty the saved original quantities are multiplied by the main quantity', async () => {
    const visitor = new Visitor(open());
    const body = (await visitor.json('/?wc-ajax=add_to_cart', {
      product_id: 111,
      quantity: 3,
      woobt_ids: '122/k122x0/2/,124/k124x1/1/',
    })) as Answer;
    // 3 × Autumn Tones + 6 × Winter Frost + 3 × Analog Film Grain.
    expect(body.fragments?.['a.cart-contents']).toContain('12 items');
  });

  it('prints the section in the add-on’s markup with its settings', async () => {
    const visitor = new Visitor(open());
    const after = await (await visitor.get('/product/newborn-soft-skin-pack/')).text();
    expect(after.indexOf('class="woobt-wrap')).toBeGreaterThan(after.indexOf('</form>', after.indexOf('<form class="cart"')));
    expect(after).toContain('data-atc-button="separate"');
    expect(after).toContain('<form class="woobt-form"');
    expect(after).not.toContain('woobt-price-118');
    // Position 'before': printed before the product's form, where the add-on prints it (its script moves it).
    const variable = await (await visitor.get('/product/complete-preset-library/')).text();
    const form = variable.indexOf('<form class="variations_form cart"');
    expect(variable.indexOf('class="woobt-wrap')).toBeLessThan(form);
    expect(variable.indexOf('<input name="woobt_ids" class="woobt-ids woobt-ids-113"')).toBeGreaterThan(form);
    expect(variable).toContain('data-variables="yes"');
    expect(variable).toContain('var woobt_vars = ');
  });

  it('product 108 carries the add-on’s current markup: section before the form, ids in it, the main row’s own form, nothing checked', async () => {
    const visitor = new Visitor(open());
    const page = await (await visitor.get('/product/cinematic-teal-orange-pack/')).text();
    const form = page.indexOf('<form class="variations_form cart"');
    const wrap = page.indexOf('<div class="woobt-wrap');
    expect(wrap).toBeGreaterThan(-1);
    expect(wrap).toBeLessThan(form);
    expect(page).toContain('data-position="before" data-atc-button="both"');
    expect(page).toContain('data-variables="no"');
    expect(page).toContain('<input name="woobt_ids" class="woobt-ids woobt-ids-108" data-id="108" type="hidden" value=""/>');
    const thisRow = page.slice(page.indexOf('woobt-product-this'), page.indexOf('woobt-product-together'));
    expect(thisRow).toContain('class="variations_form woobt_variations_form"');
    expect(page).not.toMatch(/class="woobt-checkbox" type="checkbox" value="\d+" checked/);
    expect(page).toContain('"change_image":"no"');
  });

  it('prints the bundle’s settings in woobt_vars: counter, change_price and its selector', async () => {
    const visitor = new Visitor(open());
    const sync = await (await visitor.get('/product/autumn-tones-capture-one-styles/')).text();
    expect(sync).toContain('"change_price":"yes_custom","price_selector":".sticky-add-to-cart__price","counter":"qty"');
    const single = await (await visitor.get('/product/clean-portrait-capture-one-styles/')).text();
    expect(single).toContain('"change_price":"no"');
  });
});

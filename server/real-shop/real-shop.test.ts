// @vitest-environment node
/** The real shop under /real/ through `app.fetch`: the platform's endpoints in the captured shapes, its pages and form posts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../app.ts';
import { capture, tempDbPath, Visitor } from '../testing.ts';
import { REAL_COOKIES } from './shop.ts';
import { parseWoobtIds } from './cart-actions.ts';
import { REAL_FIXTURES_DIR, REAL_PAGES } from './page-list.ts';
import { fixtureFromCapture } from './transform.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const apps: ShopApp[] = [];
function visitor(): Visitor {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return new Visitor(app);
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const wc = (endpoint: string): string => `/real/?wc-ajax=${endpoint}`;

interface Fragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

const HOODIE_BLUE_LARGE = { product_id: 17, attribute_pa_color: 'blue', attribute_pa_size: 'large', quantity: 2 };

describe('the real shop’s endpoints', () => {
  it('add_to_cart answers the captured fragments: the same keys, the same mini-cart markup for the same cart', async () => {
    const v = visitor();
    await v.post(wc('add_to_cart'), { product_id: 14, quantity: 1 });
    const answer = (await v.json(wc('add_to_cart'), HOODIE_BLUE_LARGE)) as Fragments;
    const captured = JSON.parse(capture('get_refreshed_fragments.json')) as Fragments;
    expect(Object.keys(answer.fragments)).toEqual(Object.keys(captured.fragments));
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    // The captured cart (Beanie + 2 × Hoodie Blue/Large), its URLs under /real/ and without srcset.
    const expected = (captured.fragments['div.widget_shopping_cart_content'] ?? '')
      .replaceAll('http://127.0.0.1:8080/', '/real/')
      .replace(/ srcset="[^"]*" sizes="[^"]*"/g, '');
    expect(answer.fragments['div.widget_shopping_cart_content']).toBe(expected);
    expect(answer.fragments['a.cart-contents']).toBe(captured.fragments['a.cart-contents']?.replaceAll('http://127.0.0.1:8080/', '/real/'));
    expect(v.cookies.get(REAL_COOKIES.cartHash)).toBe(answer.cart_hash);
    expect(v.cookies.get(REAL_COOKIES.session)).toMatch(/^t_/);
  });

  it('an out-of-stock add answers the captured error; get_variation answers false without a match', async () => {
    const v = visitor();
    expect(await v.json(wc('add_to_cart'), { product_id: 16 })).toEqual({
      error: true,
      product_url: 'http://127.0.0.1:8080/real/product/sold-out-mug/',
    });
    expect(await v.json(wc('get_variation'), { product_id: 17, attribute_pa_color: 'red' })).toBe(false);
    const found = (await v.json(wc('get_variation'), { product_id: 17, attribute_pa_color: 'blue', attribute_pa_size: 'large' })) as {
      variation_id: number;
      display_price: number;
    };
    expect(found).toMatchObject({ variation_id: 21, display_price: 44 });
  });

  it('a theme’s endpoints are nobody’s here: an empty 200, and the cart is unchanged', async () => {
    const v = visitor();
    for (const path of [wc('minimog_add_to_cart'), '/real/?minimog-ajax=woocommerce_add_to_cart']) {
      const answer = await v.post(path, { product_id: 14 });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('');
    }
    expect(v.cookies.has(REAL_COOKIES.session)).toBe(false);
  });

  it('remove_from_cart empties the cart into the platform’s empty fragments; an unknown key is an error', async () => {
    const v = visitor();
    const added = (await v.json(wc('add_to_cart'), { product_id: 14 })) as Fragments;
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? '';
    expect(await v.json(wc('remove_from_cart'), { cart_item_key: 'nope' })).toEqual({ success: false });
    const removed = (await v.json(wc('remove_from_cart'), { cart_item_key: key })) as Fragments;
    const empty = JSON.parse(capture('get_refreshed_fragments-empty-cart.json')) as Fragments;
    expect(removed.fragments['div.widget_shopping_cart_content']).toBe(empty.fragments['div.widget_shopping_cart_content']);
    expect(removed.cart_hash).toBe('');
    expect(v.cookies.has(REAL_COOKIES.cartHash)).toBe(false);
  });

  it('coupons: apply_coupon answers the notice; the totals carry the discount and the flat rate', async () => {
    const v = visitor();
    await v.post(wc('add_to_cart'), { product_id: 14 });
    expect(await (await v.post(wc('apply_coupon'), { coupon_code: 'summer10' })).text()).toContain('Coupon code applied successfully.');
    const totals = await (await v.get(wc('get_cart_totals'))).text();
    expect(totals).toContain('<tr class="cart-discount coupon-summer10">');
    expect(totals).toMatch(/order-total[\s\S]*23\.00/);
    expect(await (await v.post(wc('remove_coupon'), { coupon: 'summer10' })).text()).toContain('Coupon has been removed.');
  });

  it('checkout: errors as the platform lists them, then an order and its received page; the cart is emptied', async () => {
    const v = visitor();
    await v.post(wc('add_to_cart'), { product_id: 15 });
    const refused = (await v.json(wc('checkout'), { payment_method: 'bacs' })) as { result: string; messages: string };
    expect(refused.result).toBe('failure');
    expect(refused.messages).toContain('<li data-id="billing_first_name">');
    const billing = {
      billing_first_name: 'Ada',
      billing_last_name: 'Lovelace',
      billing_country: 'US',
      billing_address_1: '1 Way',
      billing_city: 'LA',
      billing_state: 'CA',
      billing_postcode: '90210',
      billing_phone: '5550100',
      billing_email: 'ada@example.com',
      payment_method: 'cod',
    };
    const placed = (await v.json(wc('checkout'), billing)) as { result: string; redirect: string };
    expect(placed.result).toBe('success');
    const page = await (await v.get(placed.redirect)).text();
    expect(page).toContain('Thank you. Your order has been received.');
    expect(page).toContain('21.00');
    expect((await v.get('/real/checkout/')).headers.get('location')).toBe('/real/cart/');
  });
});

describe('the real shop’s pages and form posts', () => {
  it('a visitor without a cart: the header says 0 items, the mini-cart is the empty widget the platform prints', async () => {
    const html = await (await visitor().get('/real/shop/')).text();
    expect(html).toContain('<span class="count">0 items</span>');
    expect(html).toContain('<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>');
    expect(html).toContain('<script type="module" src="/dist/shop-islands.js"></script>');
  });

  it('the Beanie form posted with woobt_ids adds the Beanie and the Cap, and shows the captured notice', async () => {
    const v = visitor();
    const html = await (await v.post('/real/addons/product/beanie/', { 'add-to-cart': 14, quantity: 1, woobt_ids: '15/k15x0/1/' })).text();
    expect(html).toContain(
      '&ldquo;Beanie&rdquo; has been added to your cart. <a href="/real/cart/" class="button wc-forward">View cart</a>',
    );
    expect(html).toContain('<span class="count">2 items</span>');
  });

  it('the cart page: the visitor’s rows; Update cart, remove links and the coupon form redirect back with notices', async () => {
    const v = visitor();
    await v.post(wc('add_to_cart'), { product_id: 14 });
    const cart = await (await v.get('/real/cart/')).text();
    const key = /name="cart\[([0-9a-f]+)\]\[qty\]"/.exec(cart)?.[1] ?? '';
    expect(key).not.toBe('');
    const updated = await v.post('/real/cart/', { [`cart[${key}][qty]`]: 3, update_cart: 'Update cart' });
    expect(updated.headers.get('location')).toBe('/real/cart/');
    const after = await (await v.get('/real/cart/')).text();
    expect(after).toContain('Cart updated.');
    expect(after).toContain('value="3"');
    expect((await v.get(`/real/cart/?remove_item=${key}&_wpnonce=x`)).headers.get('location')).toBe('/real/cart/');
    const empty = await (await v.get('/real/cart/')).text();
    expect(empty).toContain('&ldquo;Beanie&rdquo; removed.');
    expect(empty).toContain('Your cart is currently empty.');
  });

  it('our own shop is untouched: its cart and the real shop’s never mix', async () => {
    const v = visitor();
    await v.post('/?wc-ajax=add_to_cart', { product_id: 101 });
    const real = await (await v.get('/real/shop/')).text();
    expect(real).toContain('<span class="count">0 items</span>');
  });
});

describe('woobt_ids', () => {
  it('reads id/key/qty/attrs items and skips unreadable ones', () => {
    expect(parseWoobtIds('15/k15x0/1/,17/k17/2/{"attribute_pa_color":"red"},x/y/z')).toEqual([
      { id: 15, quantity: 1, attributes: {} },
      { id: 17, quantity: 2, attributes: { attribute_pa_color: 'red' } },
    ]);
    expect(parseWoobtIds(undefined)).toEqual([]);
  });
});

describe('the real shop’s fixture pages', () => {
  it('are what build-pages.ts makes of the captures (run npx tsx server/real-shop/build-pages.ts after a change)', () => {
    for (const page of REAL_PAGES) {
      const source = readFileSync(join(ROOT, 'fixtures-html/captures', page.source), 'utf8');
      expect(readFileSync(join(ROOT, REAL_FIXTURES_DIR, page.file), 'utf8'), page.file).toBe(fixtureFromCapture(source, page.source));
    }
  });

  it('keep jQuery and the config globals, lose the replaced scripts and every file of the captured site', () => {
    const html = readFileSync(join(ROOT, REAL_FIXTURES_DIR, 'product-hoodie.html'), 'utf8');
    expect(html).toContain('<script src="/real/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>');
    expect(html).toContain('<script id="wc-add-to-cart-variation-js-extra">');
    expect(html).not.toContain('id="wc-add-to-cart-variation-js"');
    expect(html).not.toContain('id="wp-util-js-extra"');
    expect(html).not.toContain('127.0.0.1:8080/');
    expect(html).toContain('"wc_ajax_url":"/real/?wc-ajax=%%endpoint%%"');
  });
});

// @vitest-environment node
/** The cart endpoints of issue 4 through `app.fetch`: cart page, cart drawer, ProductX, non-JS forms, pages. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { cartItemKey } from './cart.ts';
import { RESERVATION } from './reservation.ts';
import { STORE_NOTICE_COOKIE } from './render/store-notice.ts';
import { COOKIES } from './site.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
function visitor(): Visitor {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return new Visitor(app);
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const wc = (endpoint: string): string => `/?wc-ajax=${endpoint}`;
const ADD = wc('add_to_cart');
const REFRESH = wc('get_refreshed_fragments');

interface ThemeAnswer {
  success: boolean;
  data: { fragments: Record<string, string>; cart_hash: string; notices: string };
}

async function page(v: Visitor, path = '/cart/'): Promise<string> {
  return (await v.get(path)).text();
}

/** The nonces a page prints: the theme's, the cart page's and the shipping calculator's. */
async function nonces(
  v: Visitor,
): Promise<{ theme: string; apply: string; remove: string; shipping: string; calculator: string; wopb: string }> {
  const html = await page(v);
  const pick = (re: RegExp): string => re.exec(html)?.[1] ?? '';
  return {
    theme: pick(/var minimog_params = \{[^}]*"nonce":"(\w+)"/),
    apply: pick(/"apply_coupon_nonce":"(\w+)"/),
    remove: pick(/"remove_coupon_nonce":"(\w+)"/),
    shipping: pick(/"update_shipping_method_nonce":"(\w+)"/),
    calculator: pick(/name="woocommerce-shipping-calculator-nonce" value="(\w+)"/),
    wopb: pick(/var wopb_core = \{[^}]*"security":"(\w+)"/),
  };
}

async function totalsOf(v: Visitor): Promise<string> {
  return (await v.get(wc('get_cart_totals'))).text();
}

describe('platform cart page calls', () => {
  it('apply_coupon answers the notice HTML; the totals show the discount; twice is refused; a bad nonce is -1/403', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101, quantity: 2 });
    const n = await nonces(v);
    expect(n.apply).toMatch(/^[0-9a-f]{10}$/);
    const ok = await v.post(wc('apply_coupon'), { security: n.apply, coupon_code: 'SUMMER10' });
    expect(ok.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await ok.text()).toBe('\n\t<div class="woocommerce-message" role="alert">\n\t\tCoupon code applied successfully.\t</div>\n');
    expect(await totalsOf(v)).toContain('<th>Coupon: summer10</th>');
    expect(await totalsOf(v)).toContain('&#36;</span>34.20</bdi></span></strong>');
    const twice = await (await v.post(wc('apply_coupon'), { security: n.apply, coupon_code: 'summer10' })).text();
    expect(twice).toContain('<ul class="woocommerce-error" role="alert">');
    expect(twice).toContain('Coupon code &quot;summer10&quot; already applied!');
    const forged = await v.post(wc('apply_coupon'), { security: '0000000000', coupon_code: 'save5' });
    expect([forged.status, await forged.text()]).toEqual([403, '-1']);
  });

  it('apply_coupon refuses unknown, expired, under-minimum and empty codes with the platform’s words', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101 });
    const n = await nonces(v);
    const say = async (code: string): Promise<string> =>
      (await v.post(wc('apply_coupon'), { security: n.apply, coupon_code: code })).text();
    expect(await say('nope')).toContain('Coupon &quot;nope&quot; does not exist!');
    expect(await say('spring20')).toContain('Coupon &quot;spring20&quot; has expired.');
    expect(await say('big15')).toContain('The minimum spend for coupon &quot;big15&quot; is');
    expect(await say('')).toContain('Please enter a coupon code.');
    expect(await totalsOf(v)).not.toContain('cart-discount');
  });

  it('remove_coupon restores the total', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101, quantity: 2 });
    const n = await nonces(v);
    const before = await totalsOf(v);
    await v.post(wc('apply_coupon'), { security: n.apply, coupon_code: 'save5' });
    expect(await totalsOf(v)).toContain('&#36;</span>33.00');
    expect(await (await v.post(wc('remove_coupon'), { security: n.remove, coupon: 'save5' })).text()).toContain('Coupon has been removed.');
    expect(await totalsOf(v)).toBe(before);
    expect(await (await v.post(wc('remove_coupon'), { security: n.remove, coupon: '' })).text()).toContain(
      'Sorry there was a problem removing this coupon.',
    );
  });

  it('update_shipping_method stores the choice and answers the totals', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 125 });
    const n = await nonces(v);
    expect(await totalsOf(v)).toContain(`value="flat_rate:1" class="shipping_method" checked='checked'`);
    const html = await (
      await v.post(wc('update_shipping_method'), { security: n.shipping, 'shipping_method[0]': 'local_pickup:3' })
    ).text();
    expect(html.startsWith('<div class="cart_totals ">')).toBe(true);
    expect(html).toContain(`value="local_pickup:3" class="shipping_method" checked='checked'`);
    expect(html).toContain('&#36;</span>29.00</bdi></span></strong>');
    expect((await v.post(wc('update_shipping_method'), { security: 'x', 'shipping_method[0]': 'flat_rate:1' })).status).toBe(403);
  });
});

describe('theme cart drawer calls', () => {
  it('{theme}_apply_coupon / _remove_coupon answer data.fragments with the drawer totals and the notices', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101, quantity: 2 });
    const { theme } = await nonces(v);
    const applied = (await v.json(wc('minimog_apply_coupon'), { security: theme, coupon_code: 'save5' })) as ThemeAnswer;
    expect(applied.success).toBe(true);
    expect(applied.data.fragments['div.fly-cart-totals']).toContain('<th scope="row">Coupon: save5</th>');
    expect(applied.data.notices).toContain('Coupon code applied successfully.');
    expect(applied.data.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(v.cookies.get(COOKIES.cartHash)).toBe(applied.data.cart_hash);
    const refused = (await v.json(wc('minimog_apply_coupon'), { security: theme, coupon_code: 'nope' })) as ThemeAnswer;
    expect(refused.success).toBe(false);
    expect(refused.data.notices).toContain('Coupon &quot;nope&quot; does not exist!');
    const removed = (await v.json(wc('minimog_remove_coupon'), { security: theme, coupon_code: 'save5' })) as ThemeAnswer;
    expect(removed.data.fragments['div.fly-cart-totals']).not.toContain('Coupon:');
    expect(removed.data.cart_hash).not.toBe(applied.data.cart_hash);
  });

  it('the theme nonce printed before the session started still works after the first add', async () => {
    const v = visitor();
    const { theme } = await nonces(v);
    await v.post(ADD, { product_id: 101 });
    expect(((await v.json(wc('minimog_apply_coupon'), { security: theme, coupon_code: 'save5' })) as ThemeAnswer).success).toBe(true);
    expect((await v.post(wc('minimog_apply_coupon'), { security: 'bad', coupon_code: 'save5' })).status).toBe(403);
  });

  it('{theme}_update_product_quantity changes the line (0 removes) and answers success; the refresh then shows it', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101 });
    const { theme } = await nonces(v);
    const key = cartItemKey(101, 0, {});
    expect(await v.json(wc('minimog_update_product_quantity'), { cart_item_key: key, cart_item_qty: 3, security: theme })).toEqual({
      success: true,
    });
    const refreshed = (await v.json(REFRESH, { time: 1 })) as { fragments: Record<string, string> };
    expect(refreshed.fragments['a.cart-contents']).toContain('3 items');
    expect(refreshed.fragments['#popup-fly-cart div.widget_shopping_cart_content']).toContain(`name="cart[${key}][qty]" value="3"`);
    expect(await v.json(wc('minimog_update_product_quantity'), { cart_item_key: 'nope', cart_item_qty: 1, security: theme })).toMatchObject(
      { success: false },
    );
    expect(await v.json(wc('minimog_update_product_quantity'), { cart_item_key: key, cart_item_qty: 'x', security: theme })).toMatchObject({
      success: false,
    });
    expect((await v.post(wc('minimog_update_product_quantity'), { cart_item_key: key, cart_item_qty: 1, security: 'bad' })).status).toBe(
      403,
    );
    await v.json(wc('minimog_update_product_quantity'), { cart_item_key: key, cart_item_qty: 0, security: theme });
    expect(v.cookies.has(COOKIES.cartHash)).toBe(false);
  });

  it('{theme}_save_order_notes keeps the notes, which the order-notes template shows', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101 });
    const saved = (await v.json(wc('minimog_save_order_notes'), { order_notes: 'Gift <wrap> please' })) as ThemeAnswer;
    expect(saved.success).toBe(true);
    expect(Object.keys(saved.data.fragments)).toContain('div.fly-cart-totals');
    const template = (await (await v.get('/?minimog-ajax=template_lazyload&template=order-notes&context=wc_cart')).json()) as {
      success: boolean;
      data: { template: string };
    };
    expect(template.success).toBe(true);
    expect(template.data.template).toContain('name="order_comments" class="input-text" rows="4">Gift &lt;wrap&gt; please</textarea>');
  });

  it('{theme}_update_shipping_method and _calculate_shipping (by the form’s own method) change the drawer totals', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 125 });
    const { theme, calculator } = await nonces(v);
    const picked = (await v.json(wc('minimog_update_shipping_method'), {
      security: theme,
      'shipping_method[0]': 'local_pickup:3',
    })) as ThemeAnswer;
    expect(picked.data.fragments['div.fly-cart-totals']).toMatch(/value="local_pickup:3" class="fly-cart-shipping-method" checked/);
    const form = {
      calc_shipping_country: 'DE',
      calc_shipping_state: '',
      calc_shipping_city: 'Berlin',
      calc_shipping_postcode: '10115',
      'woocommerce-shipping-calculator-nonce': calculator,
    };
    const posted = (await v.json(wc('minimog_calculate_shipping'), form)) as ThemeAnswer;
    expect(posted.success).toBe(true);
    expect(posted.data.notices).toContain('Shipping costs updated.');
    expect(posted.data.fragments['div.fly-cart-totals']).toContain('International flat rate');
    const query = new URLSearchParams({ ...form, calc_shipping_country: 'US' }).toString();
    const viaGet = (await (await v.get(`${wc('minimog_calculate_shipping')}&${query}`)).json()) as ThemeAnswer;
    expect(viaGet.data.fragments['div.fly-cart-totals']).toContain('Flat rate');
    const bad = (await v.json(wc('minimog_calculate_shipping'), { ...form, calc_shipping_country: 'XX' })) as ThemeAnswer;
    expect([bad.success, bad.data.notices.includes('Please enter a valid country.')]).toEqual([false, true]);
  });

  it('template_lazyload answers each add-on template for context wc_cart only', async () => {
    const v = visitor();
    for (const name of ['coupon', 'order-notes', 'shipping-calculator']) {
      const answer = (await (await v.get(`/?minimog-ajax=template_lazyload&template=${name}&context=wc_cart`)).json()) as {
        success: boolean;
        data: { template: string };
      };
      expect(answer.success).toBe(true);
      expect(answer.data.template).toContain(`fly-cart-addon--${name}`);
    }
    expect(await (await v.get('/?minimog-ajax=template_lazyload&template=coupon&context=other')).json()).toEqual({ success: false });
    expect(await (await v.get('/?minimog-ajax=template_lazyload&template=nope&context=wc_cart')).json()).toEqual({ success: false });
  });
});

describe('ProductX wopb_addcart', () => {
  it('adds postid × quantity (default 1); a bad nonce answers an empty 200', async () => {
    const v = visitor();
    const { wopb } = await nonces(v);
    expect(wopb).toMatch(/^[0-9a-f]{10}$/);
    expect(await v.json('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 125, quantity: 2, wpnonce: wopb })).toEqual({
      success: true,
    });
    expect(await v.json('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 127, wpnonce: wopb })).toEqual({ success: true });
    expect(await v.json('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 105, wpnonce: wopb })).toEqual({ success: false });
    const bad = await v.post('/wp-admin/admin-ajax.php', { action: 'wopb_addcart', postid: 125, wpnonce: 'x' });
    expect([bad.status, await bad.text()]).toEqual([200, '']);
    expect(((await v.json(REFRESH, { time: 1 })) as { fragments: Record<string, string> }).fragments['a.cart-contents']).toContain(
      '3 items',
    );
  });
});

describe('reservation cookie and ?wopb-cart-clear', () => {
  it('starts with the cart, survives changes, restarts after 0, goes with the empty cart; the clear route empties the cart', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101 });
    const started = Number(v.cookies.get(RESERVATION.cookie));
    expect(started).toBeGreaterThan(Date.now() - 60_000);
    await v.post(ADD, { product_id: 102 });
    expect(Number(v.cookies.get(RESERVATION.cookie))).toBe(started);
    v.cookies.set(RESERVATION.cookie, '0');
    await v.post(ADD, { product_id: 102 });
    expect(Number(v.cookies.get(RESERVATION.cookie))).toBeGreaterThan(0);
    const cleared = await v.get('/cart/?wopb-cart-clear');
    expect([cleared.status, cleared.headers.get('location')]).toEqual([302, '/cart/']);
    expect(v.cookies.has(RESERVATION.cookie)).toBe(false);
    expect(await page(v)).toContain('Your cart is currently empty.');
  });
});

describe('pages', () => {
  it('print the drawer shell closed on every page, and the theme’s page configuration', async () => {
    const v = visitor();
    for (const path of ['/shop/', '/disclaimer/', '/cart/', '/shop-drawer/']) {
      const html = await page(v, path);
      expect(html).toContain('<div id="popup-fly-cart" class="popup-fly-cart" hidden>');
      expect(html).toContain(`"add_to_cart_behaviour":"${path === '/shop-drawer/' ? 'open_cart_drawer' : ''}"`);
    }
  });

  it('mark the body with the cart marks of this visitor', async () => {
    const v = visitor();
    expect(await page(v, '/shop/')).toMatch(/<body class="[^"]* cart-is-empty">/);
    await v.post(ADD, { product_id: 127 });
    expect(await page(v, '/shop/')).toMatch(/<body class="[^"]* cart-includes-only-free-shipping-class">/);
    await v.post(ADD, { product_id: 126, quantity: 2 });
    expect(await page(v, '/shop/')).toMatch(/<body class="[^"]*woocommerce-active cart-goal-done">/);
  });

  it('hide the store notice when its cookie says hidden', async () => {
    const v = visitor();
    expect(await page(v, '/shop/')).toMatch(
      /<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="\w+">/,
    );
    v.cookies.set(STORE_NOTICE_COOKIE, 'hidden');
    expect(await page(v, '/shop/')).toContain('class="woocommerce-store-notice demo_store" data-notice-id');
    expect(await page(v, '/shop/')).toMatch(/data-notice-id="\w+" style="display:none;">/);
  });

  it('the cart page shows the goal, the reservation bar, the coupon section and the totals; empty shows the message only', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 125 });
    const html = await page(v);
    expect(html).toContain('<div class="cart-goal" data-percent="29" >'.replace(' >', '>'));
    expect(html).toContain('<div class="wopb-cart-reserved" data-expiry="15" data-action="hide">');
    expect(html).toContain('<details class="cart-coupon">');
    expect(html).toMatch(/class="cart-coupon-link disabled" data-coupon="big15" aria-disabled="true"/);
    expect(html).toContain('<div class="cart_totals ">');
    expect(html).toContain('Shipping to <strong>CA</strong>.');
    expect(html).toContain('"apply_coupon_nonce"');
    expect(html).toContain('<section class="wopb-product-slider');
  });
});

describe('non-JavaScript cart forms', () => {
  it('coupon links and the remove link apply and remove with the platform’s notices', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101, quantity: 2 });
    expect((await v.get('/cart/?apply_coupon=summer10')).headers.get('location')).toBe('/cart/');
    const applied = await page(v);
    expect(applied).toContain('Coupon code applied successfully.');
    expect(applied).toMatch(/class="cart-coupon-link selected" data-coupon="summer10" aria-disabled="true"/);
    await v.get('/cart/?remove_coupon=summer10');
    const removed = await page(v);
    expect(removed).toContain('Coupon code removed successfully.');
    expect(removed).not.toContain('cart-discount');
  });

  it('the cart form’s Apply coupon and the shipping calculator post back to the cart', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 125 });
    const html = await page(v);
    const cartNonce = /name="woocommerce-cart-nonce" value="(\w+)"/.exec(html)?.[1] ?? '';
    const calculator = /name="woocommerce-shipping-calculator-nonce" value="(\w+)"/.exec(html)?.[1] ?? '';
    const apply = await v.post('/cart/', { coupon_code: 'save5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': cartNonce });
    expect(apply.headers.get('location')).toBe('/cart/');
    expect(await page(v)).toContain('<th>Coupon: save5</th>');
    await v.post('/cart/', {
      calc_shipping_country: 'GB',
      calc_shipping_city: 'Leeds',
      calc_shipping_postcode: 'ls1',
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': calculator,
    });
    const after = await page(v);
    expect(after).toContain('Shipping costs updated.');
    expect(after).toContain('Shipping to <strong>Leeds, LS1, United Kingdom (UK)</strong>.');
  });

  it('a coupon no longer qualifying after a cart change is dropped with the platform’s notice', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 126, quantity: 2 });
    await v.get('/cart/?apply_coupon=big15');
    await page(v);
    const html = await page(v);
    const nonce = /name="woocommerce-cart-nonce" value="(\w+)"/.exec(html)?.[1] ?? '';
    await v.post('/cart/', { [`cart[${cartItemKey(126, 0, {})}][qty]`]: 1, 'woocommerce-cart-nonce': nonce, update_cart: 'Update cart' });
    const after = await page(v);
    expect(after).toContain('Sorry, it seems the coupon &quot;big15&quot; is invalid - it has now been removed from your order.');
    expect(after).not.toContain('Coupon: big15');
  });
});

describe('concurrency', () => {
  it('parallel quantity updates, coupons and adds from one visitor all land', async () => {
    const v = visitor();
    await v.post(ADD, { product_id: 101 });
    const { theme } = await nonces(v);
    await Promise.all([
      ...Array.from({ length: 10 }, () => v.post(ADD, { product_id: 102 })),
      v.post(wc('minimog_apply_coupon'), { security: theme, coupon_code: 'summer10' }),
      v.post(wc('minimog_save_order_notes'), { order_notes: 'x' }),
    ]);
    const refreshed = (await v.json(REFRESH, { time: 1 })) as { fragments: Record<string, string> };
    expect(refreshed.fragments['a.cart-contents']).toContain('11 items');
    expect(refreshed.fragments['div.fly-cart-totals']).toContain('Coupon: summer10');
  });
});

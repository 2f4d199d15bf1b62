// @vitest-environment node
/** The theme's add-to-cart endpoints (§7 "Theme") and the catalogue's product-form data, through `app.fetch`. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { loadCatalogue, productBySlug } from './catalogue.ts';
import { availableVariations } from './render/variation.ts';
import { COOKIES } from './site.ts';
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

const THEME_ADD = '/?wc-ajax=minimog_add_to_cart';
const WOO_ADD = '/?minimog-ajax=woocommerce_add_to_cart';

interface Answer {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

async function answer(visitor: Visitor, path: string, fields: Record<string, string | number>): Promise<Answer> {
  const response = await visitor.post(path, fields);
  expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  return (await response.json()) as Answer;
}

function miniCart(body: Answer): string {
  return body.fragments?.['div.widget_shopping_cart_content'] ?? '';
}

describe('POST /?wc-ajax={theme}_add_to_cart (the product form)', () => {
  it("adds a simple product from the form's fields and answers fragments + cart hash", async () => {
    const visitor = new Visitor(open());
    const body = await answer(visitor, THEME_ADD, { product_id: 101, quantity: 2 });
    expect(miniCart(body)).toContain('Golden Hour Lightroom Pack');
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitor.cookies.get(COOKIES.itemsInCart)).toBe('1');
  });

  it('adds a variation from product_id + variation_id + attribute_* (the variable form)', async () => {
    const visitor = new Visitor(open());
    const body = await answer(visitor, THEME_ADD, {
      attribute_pa_format: 'capture-one',
      attribute_pa_licence: 'commercial',
      quantity: 1,
      product_id: 103,
      variation_id: 204,
      'addons[]': 'x',
    });
    expect(miniCart(body)).toContain('Film Emulation Collection - Capture One, Commercial');
  });

  it("takes the simple form's add-to-cart field when product_id is missing", async () => {
    const body = await answer(new Visitor(open()), THEME_ADD, { 'add-to-cart': 102, quantity: 1 });
    expect(miniCart(body)).toContain('Moody Forest Lightroom Pack');
  });

  it("refuses with the platform's error shape and queues the reason for the product page", async () => {
    const visitor = new Visitor(open());
    // A session first: the platform queues notices in the visitor's session.
    await answer(visitor, THEME_ADD, { product_id: 101, quantity: 1 });
    expect(await answer(visitor, THEME_ADD, { product_id: 103, quantity: 1 })).toEqual({
      error: true,
      product_url: '/product/film-emulation-collection/',
    });
    expect(await answer(visitor, THEME_ADD, { product_id: 424242, quantity: 1 })).toEqual({ error: true, product_url: false });
    // Lightroom · Personal · Archive is shown but not purchasable.
    const unpurchasable = await answer(visitor, THEME_ADD, { product_id: 140, variation_id: 306, quantity: 1 });
    expect(unpurchasable).toEqual({ error: true, product_url: '/product/master-grading-suite/' });
    const page = await (await visitor.get('/product/master-grading-suite/')).text();
    expect(page).toContain('Sorry, this product cannot be purchased.');
  });

  it('answers an empty body when nothing names a product, like the platform', async () => {
    const response = await new Visitor(open()).post(THEME_ADD, { quantity: 1 });
    expect(await response.text()).toBe('');
  });
});

describe('POST /?{theme}-ajax=woocommerce_add_to_cart (a chosen variation)', () => {
  it('adds the variation named by product_id with its attribute_* fields', async () => {
    const body = await answer(new Visitor(open()), WOO_ADD, {
      attribute_pa_format: 'lightroom',
      attribute_pa_licence: 'personal',
      quantity: 1,
      product_id: 201,
    });
    expect(miniCart(body)).toContain('Film Emulation Collection - Lightroom, Personal');
  });

  it('keeps a sold-individually variation at one line of 1 and refuses a second add', async () => {
    const visitor = new Visitor(open());
    const sold = productBySlug(loadCatalogue(), 'master-grading-suite')!.variations.find((v) => v.sold_individually)!;
    const fields = { ...sold.attributes, quantity: 3, product_id: sold.id };
    const first = await answer(visitor, WOO_ADD, fields);
    expect(first.fragments?.['a.cart-contents']).toContain('1 item');
    expect(await answer(visitor, WOO_ADD, fields)).toEqual({ error: true, product_url: '/product/master-grading-suite/' });
  });

  it('refuses an out-of-stock variation', async () => {
    const out = productBySlug(loadCatalogue(), 'master-grading-suite')!.variations.find((v) => v.stock_status === 'outofstock')!;
    expect(await answer(new Visitor(open()), WOO_ADD, { ...out.attributes, quantity: 1, product_id: out.id })).toEqual({
      error: true,
      product_url: '/product/master-grading-suite/',
    });
  });
});

describe("the product-form fixtures' catalogue data", () => {
  const pack = productBySlug(loadCatalogue(), 'master-grading-suite')!;
  const printed = availableVariations(pack);

  it('has a pack with ≥ 3 attributes and ≥ 40 variations', () => {
    expect(pack.attributes.length).toBeGreaterThanOrEqual(3);
    expect(printed.length).toBeGreaterThanOrEqual(40);
  });

  it('prints some out of stock, one not purchasable, one with min/max, one sold individually', () => {
    expect(printed.filter((v) => !v.is_in_stock).length).toBeGreaterThan(1);
    expect(printed.filter((v) => !v.is_purchasable && v.variation_is_visible)).toHaveLength(1);
    expect(printed.find((v) => v.min_qty === 2)).toMatchObject({ min_qty: 2, max_qty: 5 });
    expect(printed.filter((v) => v.is_sold_individually === 'yes')).toHaveLength(1);
  });

  it("prints the server-matched form, name-your-price, the add-on's nested form, swatches and the sticky bar", async () => {
    const visitor = new Visitor(open());
    expect(await (await visitor.get('/product/street-documentary-collection/')).text()).toContain('data-product_variations="false"');
    const nyp = await (await visitor.get('/product/pay-what-you-want-starter-pack/')).text();
    expect(nyp).toContain('class="wopb-name-your-price" data-max="100"');
    expect(nyp.match(/name="wopb_custom_prices_suggestion"/g)).toHaveLength(3);
    const bundle = await (await visitor.get('/product/cinematic-teal-orange-pack/')).text();
    // The add-on prints its section (with the main row's own nested form) before the product's form; its script moves it in.
    expect(bundle.indexOf('woobt_variations_form')).toBeGreaterThan(bundle.indexOf('<div class="woobt-wrap'));
    expect(bundle.indexOf('woobt_variations_form')).toBeLessThan(bundle.indexOf('<form class="variations_form cart"'));
    const suite = await (await visitor.get('/product/master-grading-suite/')).text();
    expect(suite).toContain('<section class="sticky-add-to-cart" data-sticky-offset="600"');
    expect(suite).toContain('class="quantity-button plus"');
    expect(suite).toContain('data-redirect="/checkout/">Buy now</button>');
    const shop = await (await visitor.get('/shop/')).text();
    expect(shop).toContain('<div class="wopb-loop-variations-form" data-product_id="103"');
  });
});

describe('name-your-price amounts (§3, §5)', () => {
  it('charges the amount the shopper named, keeps each amount on its own line, and persists it', async () => {
    const app = open();
    const visitor = new Visitor(app);
    const first = await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1, wopb_custom_price: '7.5' });
    expect(miniCart(first)).toContain(
      '1 &times; <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>7.50</bdi></span>',
    );
    const second = await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1, wopb_custom_price: '25' });
    expect(miniCart(second).match(/woocommerce-mini-cart-item/g)).toHaveLength(2);
    expect(miniCart(second)).toContain('32.50');
  });

  it('refuses an amount outside the limits with the product blocks’ message', async () => {
    const visitor = new Visitor(open());
    expect(await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1, wopb_custom_price: '0.5' })).toMatchObject({ error: true });
    expect(await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1, wopb_custom_price: '500' })).toMatchObject({ error: true });
    expect(await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1, wopb_custom_price: 'abc' })).toMatchObject({ error: true });
  });

  it('uses the product price when no amount is posted', async () => {
    const visitor = new Visitor(open());
    expect(miniCart(await answer(visitor, THEME_ADD, { product_id: 141, quantity: 1 }))).toContain('15.00');
  });
});

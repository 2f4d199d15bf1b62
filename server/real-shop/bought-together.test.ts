// @vitest-environment node
/** The real shop's bought-together add-all (`?wc-ajax=woobt_add_all_to_cart`) through `app.fetch`. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from '../app.ts';
import { tempDbPath, Visitor } from '../testing.ts';
import { CAPTURED_WOOBT_NONCE } from './bought-together.ts';

const apps: ShopApp[] = [];
function visitor(): Visitor {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return new Visitor(app);
}
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const ADD_ALL = '/real/?wc-ajax=woobt_add_all_to_cart';

interface Answer {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

/** The Hoodie's separate "Add all to cart" as the add-on posts it: the main row's choice as `variation[…]`. */
const HOODIE = {
  quantity: 1,
  product_id: 17,
  variation_id: 21,
  'variation[attribute_pa_color]': 'blue',
  'variation[attribute_pa_size]': 'large',
  woobt_ids: '14/k14x0/1/,15/k15x1/1/',
};

describe('the real shop’s woobt_add_all_to_cart', () => {
  it('the captured pages print the nonce it accepts', () => {
    const page = readFileSync(
      fileURLToPath(new URL('../../fixtures-html/captures/woocommerce-9.9-addons/product-hoodie.html', import.meta.url)),
      'utf8',
    );
    expect(page).toContain(`"nonce":"${CAPTURED_WOOBT_NONCE}"`);
  });

  it('adds the Hoodie’s variation and the bundle, answering the platform’s fragments and cart hash', async () => {
    const v = visitor();
    const answer = (await v.json(ADD_ALL, { ...HOODIE, nonce: CAPTURED_WOOBT_NONCE })) as Answer;
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const mini = answer.fragments?.['div.widget_shopping_cart_content'] ?? '';
    for (const name of ['Hoodie - Blue, Large', 'Beanie', 'Cap']) expect(mini).toContain(name);
    expect(answer.fragments?.['a.cart-contents']).toContain('3 items');
  });

  it("refuses a wrong nonce with the add-on's text and adds nothing; a main product it cannot add answers the error", async () => {
    const v = visitor();
    const refused = await v.post(ADD_ALL, { ...HOODIE, nonce: 'x' });
    expect(await refused.text()).toBe('Permissions check failed!');
    const error = (await v.json(ADD_ALL, {
      ...HOODIE,
      variation_id: 0,
      'variation[attribute_pa_size]': '',
      nonce: CAPTURED_WOOBT_NONCE,
    })) as Answer;
    expect(error.error).toBe(true);
    expect(String(error.product_url)).toMatch(/\/real\/product\/hoodie\/$/);
    const fragments = (await v.json('/real/?wc-ajax=get_refreshed_fragments', {})) as Answer;
    expect(fragments.fragments?.['a.cart-contents']).toContain('0 items');
  });
});

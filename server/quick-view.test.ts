// @vitest-environment node
/** The theme's quick view through `app.fetch`: a template for every product, its failure for an unknown one. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { loadCatalogue } from './catalogue.ts';
import { tempDbPath } from './testing.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

async function quickView(pid: string): Promise<Response> {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  return app.fetch(new Request(`http://shop.test/?wc-ajax=minimog_product_quick_view&pid=${pid}`));
}

async function templateOf(pid: number): Promise<string> {
  const response = await quickView(String(pid));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { template?: unknown };
  expect(typeof body.template).toBe('string');
  return body.template as string;
}

describe('/?wc-ajax=minimog_product_quick_view', () => {
  it('answers a template for every product: gallery, title, and the product form where it can be bought', async () => {
    for (const product of loadCatalogue().products) {
      const template = await templateOf(product.id);
      expect(template).toContain(`id="popup-product-quick-view-content-${product.id}"`);
      expect(template).toContain('class="woocommerce-product-gallery');
      expect(template).toContain('class="product_title');
      if (product.stock_status === 'outofstock') expect(template).not.toContain('single_add_to_cart_button');
    }
  });

  it('a variable product: the variation form with its data, the quantity, ids of its own', async () => {
    const template = await templateOf(103);
    expect(template).toMatch(/<form class="variations_form cart"[^>]* data-product_variations="\[/);
    expect(template).toContain('name="attribute_pa_format"');
    expect(template).toContain('class="input-text qty text"');
    // Not the product page's ids: a quick view opened on a product page must not repeat them.
    expect(template).toContain('id="quick-view-pa_format"');
    expect(template).toContain('for="quick-view-pa_format"');
    expect(template).not.toContain('id="pa_format"');
  });

  it('a simple product: its cart form with the quantity; sold out: the stock text and no form', async () => {
    expect(await templateOf(101)).toMatch(/<form class="cart"[\s\S]*name="quantity"[\s\S]*single_add_to_cart_button/);
    const soldOut = await templateOf(105);
    expect(soldOut).toContain('out-of-stock');
    expect(soldOut).not.toContain('<form');
  });

  it('an unknown or missing id: the empty wp_die answer', async () => {
    for (const pid of ['999999', '']) {
      const response = await quickView(pid);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    }
  });
});

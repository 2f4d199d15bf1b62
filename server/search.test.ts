// @vitest-environment node
/** The search endpoints (issue 14): the theme's popup search and ProductX's search block, against the real catalogue. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { loadCatalogue } from './catalogue.ts';
import { BLOCK_VIEW_LIMIT, POPULAR_KEYWORDS, searchCatalogue } from './search.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

const catalogue = loadCatalogue();
const names = (text: string, category = ''): string[] => searchCatalogue(catalogue, { text, category }).products.map((p) => p.name);

async function visit(path = '/search-block/'): Promise<{ visitor: Visitor; wopb: string; rest: string; html: string }> {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  const visitor = new Visitor(app);
  const html = await (await visitor.get(path)).text();
  return {
    visitor,
    html,
    wopb: /var wopb_core = \{[^}]*"security":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
    rest: /var wpApiSettings = \{[^}]*"nonce":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
  };
}

const BLOCK = { blockId: 'wopbsearch1', blockName: 'product-blocks_product-search', postId: '46', widgetBlockId: '' };

function blockSearch(visitor: Visitor, rest: string, body: Record<string, string>): Promise<Response> {
  return visitor.request('/wp-json/wopb/product-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': rest },
    body: JSON.stringify(body),
  });
}

const titles = (html: string): string[] =>
  [...html.matchAll(/class="wopb-item-title">(.*?)<\/a>/g)].map((m) => (m[1] ?? '').replace(/<\/?strong>/g, '').replaceAll('&amp;', '&'));

describe('catalogue search', () => {
  it('matches name, SKU and category name, case-insensitively, within a category when one is given', () => {
    expect(names('golden')).toEqual(['Golden Hour Lightroom Pack']);
    expect(names('ps-urban')).toEqual(['Urban Night Photoshop Actions']);
    // "Mobile Presets" is a category: its products match by their category's name.
    expect(names('mobile presets')).toEqual(['Travel Blogger Mobile Presets']);
    expect(names('', 'bundles').length).toBeGreaterThan(1);
    expect(names('wedding', 'mobile-presets')).toEqual([]);
    expect(names('film', 'no-such-category')).toEqual([]);
  });
});

describe('{theme}_search_products', () => {
  it('answers {success, data: {template}} with the theme grid items of the serialized form, or the no-products notice', async () => {
    const { visitor } = await visit('/disclaimer/');
    const answer = (await (await visitor.get('/?minimog-ajax=minimog_search_products&s=golden&post_type=product&category=')).json()) as {
      success: boolean;
      data: { template: string };
    };
    expect(answer.success).toBe(true);
    expect(answer.data.template).toContain('<div class="grid-item product');
    expect(answer.data.template).toContain('href="/product/golden-hour-lightroom-pack/"');
    const none = (await (await visitor.get('/?minimog-ajax=minimog_search_products&s=golden&category=bundles')).json()) as {
      data: { template: string };
    };
    expect(none.data.template).toContain('No products were found matching your selection.');
  });

  it('prints the header field, the category placeholder and #popup-search with the popular keywords on every page', async () => {
    for (const path of ['/shop/', '/cart/', '/disclaimer/']) {
      const { html } = await visit(path);
      expect(html).toContain('id="header-search-field"');
      expect(html).toContain('id="placeholder_cat_dropdown"');
      expect(html).toContain('<div id="popup-search" class="page-search-popup" aria-hidden="true" hidden>');
      for (const keyword of POPULAR_KEYWORDS) expect(html).toContain(`data-keyword="${keyword}"`);
    }
  });
});

describe('the search results page', () => {
  it('answers /?s= with the matching products (the popup form’s category or the block’s product_cat); / alone is the QA index', async () => {
    const { visitor } = await visit('/disclaimer/');
    const cards = (html: string): string[] =>
      [...html.matchAll(/<h2 class="woocommerce-loop-product__title">(.*?)<\/h2>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
    const film = await (await visitor.get('/?s=film&post_type=product&category=')).text();
    expect(film).toContain('Search results: “film”');
    expect(cards(film).sort()).toEqual(names('film').sort());
    const inCategory = await (await visitor.get('/?s=film&product_cat=lightroom-presets')).text();
    expect(cards(inCategory)).toEqual(['Film Emulation Collection']);
    expect(await (await visitor.get('/')).text()).not.toContain('Search results');
  });
});

describe('REST /wopb/product-search', () => {
  it('answers the results HTML as JSON, with the extra items behind More results, for the block context and both nonces', async () => {
    const { visitor, wopb, rest, html } = await visit();
    expect(html).toContain('data-redirect="/"');
    const response = await blockSearch(visitor, rest, { ...BLOCK, search: 'lightroom', category: '', wpnonce: wopb });
    const results = (await response.json()) as string;
    const expected = names('lightroom');
    expect(titles(results)).toEqual(expected);
    expect(results).toContain(`More results..(${expected.length - BLOCK_VIEW_LIMIT})`);
    expect(results.match(/wopb-extended-item wopb-d-none/g)).toHaveLength(expected.length - BLOCK_VIEW_LIMIT);
    // The matching category is listed above the products, highlighted.
    expect(results).toContain(
      '<a href="/product-category/lightroom-presets/" class="wopb-item-term"><strong>Lightroom</strong> Presets</a>',
    );
  });

  it('searches a category alone; fewer than 3 characters and no category answer nothing', async () => {
    const { visitor, wopb, rest } = await visit();
    const byCategory = (await (
      await blockSearch(visitor, rest, { ...BLOCK, search: '', category: 'bundles', wpnonce: wopb })
    ).json()) as string;
    expect(titles(byCategory)).toEqual(names('', 'bundles'));
    expect(await (await blockSearch(visitor, rest, { ...BLOCK, search: 'fi', category: '', wpnonce: wopb })).json()).toBe('');
    const empty = (await (await blockSearch(visitor, rest, { ...BLOCK, search: 'zzzz', category: '', wpnonce: wopb })).json()) as string;
    expect(empty).toContain('No Result Found');
  });

  it('answers null for a bad ProductX nonce or a block the page does not have, and 403 for a bad REST nonce', async () => {
    const { visitor, wopb, rest } = await visit();
    expect(await (await blockSearch(visitor, rest, { ...BLOCK, search: 'film', category: '', wpnonce: '0000000000' })).json()).toBeNull();
    expect(
      await (await blockSearch(visitor, rest, { ...BLOCK, blockId: 'nope', search: 'film', category: '', wpnonce: wopb })).json(),
    ).toBeNull();
    const forbidden = await blockSearch(visitor, '0000000000', { ...BLOCK, search: 'film', category: '', wpnonce: wopb });
    expect(forbidden.status).toBe(403);
  });
});

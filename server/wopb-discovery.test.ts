// @vitest-environment node
/** ProductX's listing calls on /productx/: paging, tabs, the product filter (really narrowing), nonces and block context. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { phpDecode } from './php-query.ts';
import { tempDbPath, Visitor } from './testing.ts';
import { paginationWindow } from './wopb-discovery.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

async function visit(): Promise<{ visitor: Visitor; wopb: string; rest: string; html: string }> {
  const app = createApp({ dbPath: tempDbPath() });
  apps.push(app);
  const visitor = new Visitor(app);
  const html = await (await visitor.get('/productx/')).text();
  return {
    visitor,
    html,
    wopb: /var wopb_core = \{[^}]*"security":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
    rest: /var wpApiSettings = \{[^}]*"nonce":"([0-9a-f]{10})"/.exec(html)?.[1] ?? '',
  };
}

/** POSTs `fields` to `/?wc-ajax={endpoint}`, with ProductX's `action={endpoint}` in front, as its script sends them. */
function post(visitor: Visitor, endpoint: string, fields: string): Promise<Response> {
  return postRaw(visitor, endpoint, `action=${endpoint}&${fields}`);
}

function postRaw(visitor: Visitor, endpoint: string, body: string): Promise<Response> {
  return visitor.request(`/?wc-ajax=${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

// An item may name its product more than once (its add link, its swatches' add): each item counts once.
const ids = (html: string): number[] => [...new Set([...html.matchAll(/data-product_id="(\d+)"/g)].map((m) => Number(m[1])))];
const LM = 'blockId=wopbgrid1lm&blockName=product-blocks_product-grid-1&postId=45';

describe('wopb listing calls', () => {
  it('pages load more for real, and answers an empty 200 past the last page, for a bad nonce or a wrong block context', async () => {
    const { visitor, wopb, html } = await visit();
    expect(html).toContain('data-blockid="wopbgrid1lm"');
    const page2 = await post(visitor, 'wopb_load_more', `paged=2&${LM}&wpnonce=${wopb}`);
    expect(ids(await page2.text())).toHaveLength(6);
    const last = await (await post(visitor, 'wopb_load_more', `paged=5&${LM}&wpnonce=${wopb}`)).text();
    expect(ids(last)).toHaveLength(5);
    for (const body of [
      `paged=6&${LM}&wpnonce=${wopb}`,
      `paged=2&${LM}&wpnonce=0000000000`,
      `paged=2&blockId=wopbgrid1lm&blockName=product-blocks_product-grid-2&postId=45&wpnonce=${wopb}`,
    ]) {
      const response = await post(visitor, 'wopb_load_more', body);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    }
  });

  it('answers a call without its action, or with another one, as admin-ajax does: 0 with status 400', async () => {
    const { visitor, wopb } = await visit();
    const calls: Array<[string, string]> = [
      ['wopb_load_more', `paged=2&${LM}&wpnonce=${wopb}`],
      ['wopb_pagination', `paged=2&blockId=wopbgrid1pg&blockName=product-blocks_product-grid-1&postId=45&wpnonce=${wopb}`],
      [
        'wopb_filter',
        `taxtype=product_cat&taxonomy=&blockId=wopbgrid2ft&blockName=product-blocks_product-grid-2&postId=45&wpnonce=${wopb}`,
      ],
      ['wopb_show_more_filter_item', `taxonomy=product_cat&current_page=2&wpnonce=${wopb}`],
    ];
    for (const [endpoint, fields] of calls) {
      for (const body of [fields, `action=wopb_get_nonce&${fields}`]) {
        const response = await postRaw(visitor, endpoint, body);
        expect([endpoint, response.status, await response.text()]).toEqual([endpoint, 400, '0']);
      }
      expect((await post(visitor, endpoint, fields)).status).toBe(200);
    }
  });

  it('applies the posted filter attributes (PHP bracket form) to a page', async () => {
    const { visitor, wopb } = await visit();
    const filters = 'filterAttributes[product_filters][status][]=outofstock&filterAttributes[product_filters][sorting]=price_low';
    const text = await (
      await post(
        visitor,
        'wopb_pagination',
        `paged=1&blockId=wopbgrid1pg&blockName=product-blocks_product-grid-1&postId=45&${filters}&wpnonce=${wopb}`,
      )
    ).text();
    expect(ids(text)).toEqual([105, 114]);
  });

  it('answers a category tab with that category only', async () => {
    const { visitor, wopb } = await visit();
    const text = await (
      await post(
        visitor,
        'wopb_filter',
        `taxtype=product_cat&taxonomy=prints-accessories&blockId=wopbgrid2ft&blockName=product-blocks_product-grid-2&postId=45&wpnonce=${wopb}`,
      )
    ).text();
    expect(ids(text)).toEqual([125, 126, 127]);
  });

  it('filters both product-grid-1 blocks over REST and refuses a bad nonce with null', async () => {
    const { visitor, wopb, rest } = await visit();
    const filter = (nonce: string): Promise<Response> =>
      visitor.request('/wp-json/wopb/product-filter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': rest },
        body: JSON.stringify({
          post_id: 45,
          block_name: 'product-blocks_product-grid-1',
          product_filters: {
            search: '',
            price: { minPrice: 10, maxPrice: 20 },
            status: [],
            rating: [5],
            tax_relation: 'OR',
            product_taxonomy: [{ taxonomy: 'product_cat', term_ids: [15] }],
            sorting: 'price_low',
          },
          current_url: '/productx/',
          wpnonce: nonce,
        }),
      });
    const answer = (await (await filter(wopb)).json()) as { blockList: Array<{ blockId: string; content: string }> };
    expect(answer.blockList.map((b) => b.blockId)).toEqual(['wopbgrid1lm', 'wopbgrid1pg']);
    expect(answer.blockList[0]?.content).not.toContain('wopb-loadmore-action');
    expect(await (await filter('0000000000')).text()).toBe('null');
  });

  it('hands out a fresh nonce that the calls accept', async () => {
    const { visitor } = await visit();
    const fresh = (await visitor.json('/wp-admin/admin-ajax.php', { action: 'wopb_get_nonce' })) as { data: { nonce: string } };
    expect(ids(await (await post(visitor, 'wopb_load_more', `paged=2&${LM}&wpnonce=${fresh.data.nonce}`)).text())).toHaveLength(6);
  });

  it('answers show-more pages of category terms up to the last', async () => {
    const { visitor, wopb } = await visit();
    expect(
      await (await post(visitor, 'wopb_show_more_filter_item', `taxonomy=product_cat&current_page=2&wpnonce=${wopb}`)).text(),
    ).toContain('Prints &amp; Accessories');
    expect(await (await post(visitor, 'wopb_show_more_filter_item', `taxonomy=product_cat&current_page=3&wpnonce=${wopb}`)).text()).toBe(
      '',
    );
  });
});

describe('helpers', () => {
  it('decodes bracketed fields as PHP does', () => {
    expect(phpDecode(new URLSearchParams('a[b][]=1&a[b][]=2&a[c][0][t]=x&s=1'))).toEqual({
      a: { b: ['1', '2'], c: { 0: { t: 'x' } } },
      s: '1',
    });
  });
  it('shows first, dots, three centre pages, dots, last', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'dots', 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 'dots', 3, 4, 5, 'dots', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'dots', 8, 9, 10]);
  });
});

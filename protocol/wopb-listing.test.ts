import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { fakeServer, fields, textResponse, useConfig } from './testing.ts';
import { html, loadMore, loadPage, loadTab, parseBlockList, parseFreshNonce, showMoreTerms, StaleNonce } from './wopb-listing.ts';

afterEach(resetProtocolForTests);

describe('wopb listing parsers', () => {
  it('reads blockList and treats null (a bad nonce) as a stale nonce', () => {
    expect(parseBlockList({ blockList: [{ blockId: 'a', content: '<p>' }, { blockId: 1 }] })).toEqual([{ blockId: 'a', content: '<p>' }]);
    expect(() => parseBlockList(null)).toThrow(StaleNonce);
    expect(() => parseBlockList({ nope: true })).toThrow();
    expect(() => parseBlockList('<html>')).toThrow();
  });
  it('reads the fresh nonce of wopb_get_nonce', () => {
    expect(parseFreshNonce({ success: true, data: { nonce: 'a55ef599c1' } })).toBe('a55ef599c1');
    expect(() => parseFreshNonce({ success: false })).toThrow();
  });
  it('takes a markup fragment; an empty answer is a stale nonce; an error page or broken JSON is no answer (fault matrix)', () => {
    const parse = html('wopb_load_more');
    expect(parse('<div class="wopb-block-item ">…</div>')).toBe('<div class="wopb-block-item ">…</div>');
    expect(() => parse('  ')).toThrow(StaleNonce);
    expect(() => parse('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>')).toThrow(
      /An unknown error occurred/,
    );
    expect(() => parse('<html lang="en"><body>Error</body></html>')).toThrow();
    expect(() => parse('{"fragments":{"div.widget_shopping_cart_content":"<div')).toThrow();
  });
});

describe('wopb listing calls (§7 "Product blocks"): every field ProductX sends, its action first', () => {
  const ITEM = '<div class="wopb-block-item ">…</div>';
  const context = { blockId: 'wopbgrid1lm', blockName: 'product-blocks_product-grid-1', postId: '45', widgetBlockId: '', builder: '' };

  function serve(): { requests: { url: string; body: string }[] } {
    useConfig({ nonces: { wopb: 'a55ef599c1' } });
    return fakeServer(() => textResponse(ITEM));
  }

  it('load more: action wopb_load_more, paged, the block context, filterAttributes (PHP brackets), builder, widgetBlockId, wpnonce', async () => {
    const server = serve();
    await loadMore({ ...context, filterAttributes: { queryTax: 'product_cat', queryNumber: 6 }, paged: 2 });
    expect(server.requests[0]!.url).toBe('http://localhost:3000/?wc-ajax=wopb_load_more');
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_load_more'],
      ['paged', '2'],
      ['blockId', 'wopbgrid1lm'],
      ['postId', '45'],
      ['blockName', 'product-blocks_product-grid-1'],
      ['filterAttributes[queryTax]', 'product_cat'],
      ['filterAttributes[queryNumber]', '6'],
      ['builder', ''],
      ['widgetBlockId', ''],
      ['wpnonce', 'a55ef599c1'],
    ]);
  });

  it('filterAttributes goes even when there are none: a missing or empty value is an empty field', async () => {
    const server = serve();
    await loadMore({ ...context, paged: 2 });
    await loadMore({ ...context, filterAttributes: {}, paged: 3 });
    await loadPage({ ...context, filterAttributes: [], paged: 2 });
    for (const request of server.requests) expect(fields(request.body)).toContainEqual(['filterAttributes', '']);
  });

  it('pagination: action wopb_pagination and §7’s fields in its order', async () => {
    const server = serve();
    await loadPage({ ...context, blockId: 'wopbgrid1pg', filterAttributes: { product_filters: { sorting: 'price_low' } }, paged: 3 });
    expect(server.requests[0]!.url).toBe('http://localhost:3000/?wc-ajax=wopb_pagination');
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_pagination'],
      ['paged', '3'],
      ['blockId', 'wopbgrid1pg'],
      ['postId', '45'],
      ['isSearch', ''],
      ['blockName', 'product-blocks_product-grid-1'],
      ['builder', ''],
      ['filterAttributes[product_filters][sorting]', 'price_low'],
      ['widgetBlockId', ''],
      ['is_archive', ''],
      ['wpnonce', 'a55ef599c1'],
    ]);
  });

  it('category tab: action wopb_filter and only the fields §7 lists (no builder, no filter attributes)', async () => {
    const server = serve();
    await loadTab({
      ...context,
      blockId: 'wopbgrid2ft',
      filterAttributes: { a: '1' },
      taxtype: 'product_cat',
      taxonomy: 'bundles',
      currentUrl: '/productx/',
    });
    expect(server.requests[0]!.url).toBe('http://localhost:3000/?wc-ajax=wopb_filter');
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_filter'],
      ['taxtype', 'product_cat'],
      ['taxonomy', 'bundles'],
      ['blockId', 'wopbgrid2ft'],
      ['postId', '45'],
      ['blockName', 'product-blocks_product-grid-1'],
      ['currentUrl', '/productx/'],
      ['widgetBlockId', ''],
      ['wpnonce', 'a55ef599c1'],
    ]);
  });

  it('the filter’s show more: action wopb_show_more_filter_item, query, attributes, taxonomy, current_page, wpnonce', async () => {
    const server = serve();
    await showMoreTerms({ query: '{"number":10}', attributes: '{}', taxonomy: 'product_cat', current_page: 2 });
    expect(server.requests[0]!.url).toBe('http://localhost:3000/?wc-ajax=wopb_show_more_filter_item');
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_show_more_filter_item'],
      ['query', '{"number":10}'],
      ['attributes', '{}'],
      ['taxonomy', 'product_cat'],
      ['current_page', '2'],
      ['wpnonce', 'a55ef599c1'],
    ]);
  });
});

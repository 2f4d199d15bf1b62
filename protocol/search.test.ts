import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from './testing.ts';
import { productSearch } from './search.ts';

afterEach(resetProtocolForTests);

const INPUT = {
  search: 'film',
  category: '',
  blockId: 'wopbsearch1',
  blockName: 'product-blocks_product-search',
  postId: '46',
  widgetBlockId: '',
};

describe("productSearch (ProductX's search block, REST /wopb/product-search)", () => {
  it('reads the results HTML from its JSON string', async () => {
    useConfig({ nonces: { rest: 'r', wopb: 'w' } });
    fakeServer(() => jsonResponse('<div class="wopb-search-item">Film</div>'));
    await expect(productSearch(INPUT)).resolves.toBe('<div class="wopb-search-item">Film</div>');
  });

  it('takes a 200 that is no JSON (an HTML error page, a broken body) as invalid_json, never as results (fault matrix)', async () => {
    useConfig({ nonces: { rest: 'r', wopb: 'w' } });
    fakeServer(() => textResponse('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>'));
    await expect(productSearch(INPUT)).rejects.toMatchObject({ code: 'invalid_json' });
    fakeServer(() => textResponse('{"fragments":{"div'));
    await expect(productSearch(INPUT)).rejects.toMatchObject({ code: 'invalid_json' });
  });
});

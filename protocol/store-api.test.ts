import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { capture, fakeServer, jsonResponse, useConfig } from './testing.ts';
import { fetchStoreProduct, parseStoreProduct, resetStoreProductCacheForTests } from './store-api.ts';

const HOODIE: unknown = JSON.parse(capture('storeapi-product-hoodie.json'));
const NOT_FOUND = { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } };

beforeEach(() => useConfig({ restRoot: '/wp-json/' }));
afterEach(() => {
  resetProtocolForTests();
  resetStoreProductCacheForTests();
});

describe('Store API product (§3, §7)', () => {
  it('reads the captured Hoodie into the §3 fields', () => {
    expect(parseStoreProduct(HOODIE)).toEqual({
      id: 17,
      name: 'Hoodie',
      shortDescription: '<p>Variable product: color x size.</p>',
      isInStock: true,
      permalink: 'http://127.0.0.1:8080/product/hoodie/',
      prices: { price: '4200', regularPrice: '4200', currencyCode: 'USD', currencyMinorUnit: 2 },
      images: [],
      categories: [{ id: 16, name: 'Clothing' }],
      variations: [{ id: 18 }, { id: 19 }, { id: 20 }, { id: 21 }],
    });
  });

  it('GETs /wc/store/v1/products/{id} with _locale=user, and caches the last result by id', async () => {
    const server = fakeServer(() => jsonResponse(HOODIE));
    expect((await fetchStoreProduct('17'))?.name).toBe('Hoodie');
    expect(await fetchStoreProduct('17')).not.toBeNull();
    expect(server.requests).toHaveLength(1);
    const url = new URL(server.requests[0]!.url);
    expect(url.pathname).toBe('/wp-json/wc/store/v1/products/17');
    expect(url.searchParams.get('_locale')).toBe('user');
    expect(server.requests[0]!.method).toBe('GET');
  });

  it('on a 404 tries the slug it is given (?slug=), reading the first of the list', async () => {
    const server = fakeServer((request) =>
      new URL(request.url).searchParams.has('slug') ? jsonResponse([HOODIE]) : jsonResponse(NOT_FOUND, { status: 404 }),
    );
    expect((await fetchStoreProduct('hoodie', 'hoodie'))?.id).toBe(17);
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/wp-json/wc/store/v1/products/hoodie',
      '/wp-json/wc/store/v1/products',
    ]);
    expect(new URL(server.requests[1]!.url).searchParams.get('slug')).toBe('hoodie');
  });

  it('an id that yields nothing tries the URL’s slug, not the id again (§7); without a slug a 404 is the end', async () => {
    const server = fakeServer((request) =>
      new URL(request.url).searchParams.get('slug') === 'hoodie' ? jsonResponse([HOODIE]) : jsonResponse(NOT_FOUND, { status: 404 }),
    );
    expect((await fetchStoreProduct('108', 'hoodie'))?.id).toBe(17);
    expect(new URL(server.requests[1]!.url).searchParams.get('slug')).toBe('hoodie');
    expect(await fetchStoreProduct('208')).toBeNull();
    expect(server.requests).toHaveLength(3);
  });

  it('other failures, an unknown slug and a wrong shape yield no product', async () => {
    fakeServer(() => jsonResponse({ code: 'oops', message: 'Fatal' }, { status: 500 }));
    expect(await fetchStoreProduct('17')).toBeNull();
    fakeServer((request) => (new URL(request.url).searchParams.has('slug') ? jsonResponse([]) : jsonResponse(NOT_FOUND, { status: 404 })));
    expect(await fetchStoreProduct('nope')).toBeNull();
    fakeServer(() => jsonResponse({ id: 'x' }));
    expect(await fetchStoreProduct('18')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitOn } from '../../dom-bridge/emit.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, useConfig } from '../../protocol/testing.ts';
import { resetStoreProductCacheForTests } from '../../protocol/store-api.ts';
import { lastPathSegment, trackProductViews } from './product-view.ts';
import type { ViewedProduct } from './viewed-product.ts';

function storeProduct(id: number, price: string): Record<string, unknown> {
  return {
    id,
    name: `P${id}`,
    short_description: '',
    is_in_stock: true,
    permalink: `/p/${id}/`,
    prices: { price, regular_price: price, currency_code: 'USD', currency_minor_unit: 2 },
    images: [],
    categories: [],
    variations: [],
  };
}

let sent: ViewedProduct[] = [];
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  useConfig({ restRoot: '/wp-json/' });
  sent = [];
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  resetProtocolForTests();
  resetStoreProductCacheForTests();
  Reflect.deleteProperty(window, 'omnisend_product');
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

function server(): { requests: { url: string }[] } {
  return fakeServer((request) => {
    const id = Number(/products\/(\d+)/.exec(request.url)?.[1]);
    return id ? jsonResponse(storeProduct(id, String(id * 100))) : jsonResponse({ code: 'x', message: 'no' }, { status: 404 });
  });
}

const VARIABLE_FORM =
  '<form class="variations_form" data-island="variation-form"><input type="hidden" name="variation_id" value=""></form>';

describe("'viewed product' on a product page (§4)", () => {
  it('reads the last non-empty URL path segment', () => {
    expect(lastPathSegment('/product/golden-hour/')).toBe('golden-hour');
    expect(lastPathSegment('/')).toBe('');
  });

  it('waits for the embedded product id, polling every 1000 ms, then sends once', async () => {
    const requests = server().requests;
    const started = trackProductViews('omnisend', (product) => sent.push(product));
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(0);
    Object.assign(window, { omnisend_product: { productID: '17' } });
    await vi.advanceTimersByTimeAsync(1000);
    stop = await started;
    expect(sent.map((product) => [product.id, product.variantId])).toEqual([['17', '']]);
  });

  it('a claimed form: each new variation once, from found_variation / reset_data, no timer', async () => {
    Object.assign(window, { omnisend_product: { productID: '17' } });
    document.body.innerHTML = VARIABLE_FORM;
    server();
    stop = await trackProductViews('omnisend', (product) => sent.push(product));
    await vi.advanceTimersByTimeAsync(0);
    const form = document.querySelector('form')!;
    const input = form.querySelector('input')!;
    input.value = '18';
    emitOn(form, 'found_variation', [{ variation_id: 18 }]);
    emitOn(form, 'found_variation', [{ variation_id: 18 }]);
    // Sent after the frame that shows the choice.
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    // A value changed without the form's events is not looked at: a claimed form announces its changes.
    input.value = '19';
    await vi.advanceTimersByTimeAsync(5000);
    input.value = '';
    emitOn(form, 'reset_data');
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.map((product) => [product.variantId, product.price])).toEqual([
      ['', 1700],
      ['18', 1800],
      ['', 1700],
    ]);
  });

  it('reads the form’s own variation, not the bought-together section’s field moved in ahead of it', async () => {
    Object.assign(window, { omnisend_product: { productID: '108' } });
    // The add-on moves its section (with a variation_id of its own, for its separate add) into the form, before the button.
    document.body.innerHTML =
      '<form class="variations_form" data-island="variation-form">' +
      '<div class="woobt-wrap" data-id="108"><input type="hidden" name="variation_id" class="variation_id" value="0"></div>' +
      '<div class="single_variation_wrap"><input type="hidden" name="variation_id" class="variation_id" value=""></div></form>';
    server();
    stop = await trackProductViews('omnisend', (product) => sent.push(product));
    const form = document.querySelector('form')!;
    form.querySelector<HTMLInputElement>('.single_variation_wrap input')!.value = '208';
    emitOn(form, 'found_variation', [{ variation_id: 208 }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(sent.map((product) => [product.id, product.variantId])).toEqual([
      ['108', ''],
      ['108', '208'],
    ]);
  });

  it('a form no island owns is checked every 1000 ms', async () => {
    Object.assign(window, { omnisend_product: { productID: '17' } });
    document.body.innerHTML = VARIABLE_FORM.replace(' data-island="variation-form"', '');
    server();
    stop = await trackProductViews('omnisend', (product) => sent.push(product));
    document.querySelector('input')!.value = '20';
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((product) => product.variantId)).toEqual(['', '20']);
  });

  it('an embedded id the Store API does not know: the URL’s slug is tried, and the product found is sent (§7)', async () => {
    Object.assign(window, { omnisend_product: { productID: '108' } });
    history.replaceState(null, '', '/product/cinematic-teal-orange-pack/');
    const requests = fakeServer((request) =>
      new URL(request.url).searchParams.get('slug') === 'cinematic-teal-orange-pack'
        ? jsonResponse([storeProduct(108, '2400')])
        : jsonResponse({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.' }, { status: 404 }),
    ).requests;
    stop = await trackProductViews('omnisend', (product) => sent.push(product));
    expect(requests.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/wp-json/wc/store/v1/products/108?_locale=user',
      '/wp-json/wc/store/v1/products?_locale=user&slug=cinematic-teal-orange-pack',
    ]);
    expect(sent.map((product) => [product.id, product.price])).toEqual([['108', 2400]]);
  });

  it('no product (the Store API fails) sends nothing', async () => {
    history.replaceState(null, '', '/product/gone/');
    const requests = server().requests;
    stop = await (async () => {
      const started = trackProductViews('omnisend', (product) => sent.push(product));
      await vi.advanceTimersByTimeAsync(5000);
      return started;
    })();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/wp-json/wc/store/v1/products/gone',
      '/wp-json/wc/store/v1/products',
    ]);
    expect(sent).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from './cart.ts';
import { resetProtocolForTests } from './client.ts';
import { fieldsToPayload, themeAddToCart, themeWoocommerceAddToCart } from './theme-cart.ts';
import { capture, fakeServer, fields, jsonResponse, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';
const added = () => textResponse(capture('add_to_cart-variation.json'), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });

describe('fieldsToPayload', () => {
  it('collects `name[]` fields into lists and keeps the last value of any other name (PHP reads a form so)', () => {
    expect(
      fieldsToPayload([
        ['quantity', '1'],
        ['addons[]', 'a'],
        ['quantity', '2'],
        ['addons[]', 'b'],
      ]),
    ).toEqual({ quantity: '2', 'addons[]': ['a', 'b'] });
  });
});

describe('themeAddToCart', () => {
  it('posts the cart form to /?wc-ajax={theme}_add_to_cart with [] fields as lists', async () => {
    useConfig();
    const server = fakeServer(added);
    const result = await themeAddToCart([
      ['attribute_pa_color', 'blue'],
      ['quantity', '2'],
      ['product_id', '17'],
      ['variation_id', '21'],
      ['extras[]', 'gift'],
      ['extras[]', 'note'],
    ]);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/?wc-ajax=minimog_add_to_cart` });
    expect(fields(server.requests[0]!.body)).toEqual([
      ['attribute_pa_color', 'blue'],
      ['quantity', '2'],
      ['product_id', '17'],
      ['variation_id', '21'],
      ['extras[]', 'gift'],
      ['extras[]', 'note'],
    ]);
    expect(result).toMatchObject({ kind: 'added', cartHash: 'fa944bea248963c47bd4cbc2bb0df6d8' });
  });

  it('takes the theme from the shop config', async () => {
    const config = useConfig();
    useConfig({ vendors: { ...config.vendors, theme: 'other' } });
    const server = fakeServer(added);
    await themeAddToCart([['product_id', '14']]);
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/?wc-ajax=other_add_to_cart`);
  });

  it('reads error + product_url as a redirect (§4 outcome 1)', async () => {
    useConfig();
    fakeServer(() => jsonResponse({ error: true, product_url: '/product/x/' }));
    await expect(themeAddToCart([['product_id', '1']])).resolves.toEqual({ kind: 'redirect', productUrl: '/product/x/' });
  });

  it('rejects an HTML error page with the §8 invalid_json message', async () => {
    useConfig();
    fakeServer(() => textResponse('<p>Fatal error</p>', { status: 500 }));
    await expect(themeAddToCart([['product_id', '1']])).rejects.toThrow('The response is not a valid JSON response.');
  });
});

describe('themeWoocommerceAddToCart', () => {
  it('posts attribute_* fields, quantity and product_id to /?{theme}-ajax=woocommerce_add_to_cart', async () => {
    useConfig();
    const server = fakeServer(added);
    await themeWoocommerceAddToCart([
      ['attribute_pa_color', 'blue'],
      ['attribute_pa_size', 'large'],
      ['quantity', '1'],
      ['product_id', '21'],
    ]);
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/?minimog-ajax=woocommerce_add_to_cart`);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['attribute_pa_color', 'blue'],
      ['attribute_pa_size', 'large'],
      ['quantity', '1'],
      ['product_id', '21'],
    ]);
  });

  it('shares the platform add queue: one add in flight at a time, in call order', async () => {
    useConfig();
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return added();
    });
    await Promise.all([
      themeWoocommerceAddToCart([['product_id', '1']]),
      addToCart({ product_id: 2 }),
      themeAddToCart([['product_id', '3']]),
    ]);
    expect(maxInFlight).toBe(1);
    expect(server.requests.map((request) => request.body)).toEqual(['product_id=1', 'product_id=2', 'product_id=3']);
  });
});

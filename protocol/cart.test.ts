import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { addToCart, getRefreshedFragments, getVariation, parseAddToCart, refreshedFragmentsContract, removeFromCart } from './cart.ts';
import { ProtocolError, isAbort } from './errors.ts';
import { capture, fakeServer, fields, jsonResponse, never, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';
const FRAGMENT_KEYS = ['div.widget_shopping_cart_content', 'a.cart-contents', 'a.footer-cart-contents'];
const fromCapture = (name: string) => () => textResponse(capture(name), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });

describe('addToCart', () => {
  it('posts the button data as a form to /?wc-ajax=add_to_cart and reads the added cart', async () => {
    useConfig();
    const server = fakeServer(fromCapture('add_to_cart-simple.json'));
    const result = await addToCart({ product_id: 14, quantity: 1, product_sku: 'woo-beanie' });
    // keepalive: the add still lands when the shopper leaves the page at once.
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/?wc-ajax=add_to_cart`, keepalive: true });
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['product_id', '14'],
      ['quantity', '1'],
      ['product_sku', 'woo-beanie'],
    ]);
    expect(result.kind).toBe('added');
    if (result.kind !== 'added') return;
    expect(Object.keys(result.fragments)).toEqual(FRAGMENT_KEYS);
    expect(result.fragments['div.widget_shopping_cart_content']).toContain('data-cart_item_key="aab3238922bcc25a6f606eb525ffdc56"');
    expect(result.cartHash).toBe('0da67811a8fd513f500439452d0c80bd');
  });

  it('reads the variation add-to-cart answer the same way', async () => {
    useConfig();
    fakeServer(fromCapture('add_to_cart-variation.json'));
    await expect(addToCart({ product_id: 21, quantity: 1 })).resolves.toMatchObject({
      kind: 'added',
      cartHash: 'fa944bea248963c47bd4cbc2bb0df6d8',
    });
  });

  it('redirects to product_url on {"error":true,"product_url":…} (§4 outcome 1)', async () => {
    useConfig();
    fakeServer(fromCapture('add_to_cart-error-outofstock.json'));
    await expect(addToCart({ product_id: 99 })).resolves.toEqual({
      kind: 'redirect',
      productUrl: 'http://127.0.0.1:8080/product/sold-out-mug/',
    });
  });

  it('fails on an error without a usable product_url, or on an empty answer', async () => {
    useConfig();
    const answers = [jsonResponse({ error: true, product_url: false }), jsonResponse({ error: true }), textResponse(''), jsonResponse([])];
    fakeServer((_, index) => answers[index] ?? jsonResponse(null));
    for (let n = 0; n < answers.length; n += 1) await expect(addToCart({ product_id: 1 })).resolves.toEqual({ kind: 'failed' });
  });

  it('rejects an answer of another shape with unknown_error', () => {
    expect(() => parseAddToCart({ foo: 1 })).toThrow(ProtocolError);
    expect(() => parseAddToCart(42)).toThrow('An unknown error occurred.');
  });

  it('is queued with removeFromCart: one cart change in flight at a time, in call order', async () => {
    useConfig();
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, request.url.includes('remove') ? 1 : 3));
      inFlight -= 1;
      return textResponse(capture(request.url.includes('remove') ? 'remove_from_cart.json' : 'add_to_cart-simple.json'));
    });
    await Promise.all([addToCart({ product_id: 14 }), removeFromCart('aab3238922bcc25a6f606eb525ffdc56'), addToCart({ product_id: 15 })]);
    expect(maxInFlight).toBe(1);
    expect(server.requests.map((r) => `${r.url.replace(`${ORIGIN}/?wc-ajax=`, '')} ${r.body}`)).toEqual([
      'add_to_cart product_id=14',
      'remove_from_cart cart_item_key=aab3238922bcc25a6f606eb525ffdc56',
      'add_to_cart product_id=15',
    ]);
  });
});

describe('removeFromCart', () => {
  it('posts cart_item_key and reads fragments and cart hash', async () => {
    useConfig();
    const server = fakeServer(fromCapture('remove_from_cart.json'));
    const result = await removeFromCart('aab3238922bcc25a6f606eb525ffdc56');
    expect(server.requests[0]).toMatchObject({ url: `${ORIGIN}/?wc-ajax=remove_from_cart`, keepalive: true });
    expect(fields(server.requests[0]?.body ?? '')).toEqual([['cart_item_key', 'aab3238922bcc25a6f606eb525ffdc56']]);
    expect(Object.keys(result?.fragments ?? {})).toEqual(FRAGMENT_KEYS);
    expect(result?.cartHash).toBe('b414194e68dcb1964e3f6c254218ce34');
  });

  it('answers null when no fragments come back', async () => {
    useConfig();
    const answers = [jsonResponse({ success: false }), textResponse('')];
    fakeServer((_, index) => answers[index] ?? jsonResponse(null));
    await expect(removeFromCart('x')).resolves.toBeNull();
    await expect(removeFromCart('x')).resolves.toBeNull();
  });
});

describe('getRefreshedFragments', () => {
  it('posts time and reads fragments and cart hash', async () => {
    useConfig();
    const server = fakeServer(fromCapture('get_refreshed_fragments.json'));
    const before = Date.now();
    const result = await getRefreshedFragments();
    expect(server.requests[0]?.keepalive).toBe(false);
    const [[name, time] = []] = fields(server.requests[0]?.body ?? '');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/?wc-ajax=get_refreshed_fragments` });
    expect(name).toBe('time');
    expect(Number(time)).toBeGreaterThanOrEqual(before);
    expect(Object.keys(result.fragments)).toEqual(FRAGMENT_KEYS);
    expect(result.cartHash).toBe('fa944bea248963c47bd4cbc2bb0df6d8');
  });

  it('reads the empty cart (cart_hash "")', async () => {
    useConfig();
    fakeServer(fromCapture('get_refreshed_fragments-empty-cart.json'));
    const result = await getRefreshedFragments();
    expect(result.cartHash).toBe('');
    expect(result.fragments['div.widget_shopping_cart_content']).toContain('No products in the cart.');
  });

  it('takes its time-out from the config: 5000 ms by default (§9)', async () => {
    const config = useConfig();
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(typeof refreshedFragmentsContract.timeout === 'function' && refreshedFragmentsContract.timeout(config)).toBe(5000);
    useConfig({ fragmentsTimeoutMs: 20 });
    fakeServer(() => never());
    await expect(getRefreshedFragments()).rejects.toMatchObject({ code: 'timeout' });
  });

  it('rejects an answer without fragments', async () => {
    useConfig();
    fakeServer(() => jsonResponse({ success: false }));
    await expect(getRefreshedFragments()).rejects.toMatchObject({ code: 'unknown_error' });
  });
});

describe('getVariation', () => {
  const hoodie = { productId: 17, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'large' } };

  it('posts the chosen attributes, product_id and custom_data, and reads the variation', async () => {
    useConfig();
    const server = fakeServer(fromCapture('get_variation.json'));
    const variation = await getVariation({ ...hoodie, customData: { bundle: '3' } });
    expect(server.requests[0]?.url).toBe(`${ORIGIN}/?wc-ajax=get_variation`);
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['attribute_pa_color', 'blue'],
      ['attribute_pa_size', 'large'],
      ['product_id', '17'],
      ['custom_data[bundle]', '3'],
    ]);
    expect(variation).toMatchObject({
      variation_id: 21,
      attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'large' },
      sku: 'woo-hoodie-blue-large',
      display_price: 44,
      display_regular_price: 50,
      is_in_stock: true,
      is_purchasable: true,
      variation_is_visible: true,
      variation_is_active: true,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: 10,
      availability_html: '<p class="stock in-stock">10 in stock</p>\r\n',
      image_id: 0,
      image: { src: '', alt: '' },
    });
    expect(variation?.image.srcset).toBeUndefined();
  });

  it('answers null for false (no match)', async () => {
    useConfig();
    fakeServer(fromCapture('get_variation-partial.json'));
    await expect(getVariation(hoodie)).resolves.toBeNull();
  });

  it('a newer lookup for the same product aborts the unfinished one; other products are untouched', async () => {
    useConfig();
    const server = fakeServer((request) => {
      const body = new URLSearchParams(request.body);
      if (body.get('product_id') === '17' && body.get('attribute_pa_size') === 'small') return never();
      return textResponse(capture('get_variation.json'));
    });
    const first = getVariation({ productId: 17, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'small' } });
    await expect.poll(() => server.requests.length).toBe(1);
    const other = getVariation({ productId: 30, attributes: { attribute_pa_size: 'small' } });
    const second = getVariation(hoodie);
    const error = await first.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    await expect(second).resolves.toMatchObject({ variation_id: 21 });
    await expect(other).resolves.toMatchObject({ variation_id: 21 });
  });
});

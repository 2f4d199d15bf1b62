import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { ProtocolError } from './errors.ts';
import { endpointMissing, platformAddFields, productAdd, productAddEndpoint } from './product-add.ts';
import { capture, fakeServer, fields, jsonResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';

describe('productAddEndpoint', () => {
  it("uses the theme's call only where the page offers its endpoints, else the platform's, else the plain post", () => {
    expect(productAddEndpoint({ themeEndpoints: true, platformAjax: true })).toBe('theme');
    expect(productAddEndpoint({ themeEndpoints: false, platformAjax: true })).toBe('platform');
    expect(productAddEndpoint({ themeEndpoints: false, platformAjax: false })).toBe('form');
  });
});

describe('platformAddFields', () => {
  it("puts the chosen variation's id in product_id and keeps every other field", () => {
    expect(
      platformAddFields([
        ['attribute_pa_color', 'blue'],
        ['quantity', '1'],
        ['product_id', '17'],
        ['variation_id', '21'],
      ]),
    ).toEqual([
      ['attribute_pa_color', 'blue'],
      ['quantity', '1'],
      ['product_id', '21'],
      ['variation_id', '21'],
    ]);
  });

  it('leaves a simple product, or a variable one without a chosen variation, as it is', () => {
    const simple = [
      ['product_id', '14'],
      ['woobt_ids', '15/k15x0/1/'],
    ] as const;
    expect(platformAddFields(simple)).toEqual(simple);
    expect(platformAddFields([...simple, ['variation_id', '0']])).toEqual([...simple, ['variation_id', '0']]);
  });
});

describe('productAdd', () => {
  it("posts to /?wc-ajax=add_to_cart on the platform's call and reads its fragments", async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
    const result = await productAdd('platform', [
      ['attribute_pa_size', 'large'],
      ['quantity', '2'],
      ['product_id', '17'],
      ['variation_id', '21'],
    ]);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/?wc-ajax=add_to_cart` });
    expect(fields(server.requests[0]!.body)).toEqual([
      ['attribute_pa_size', 'large'],
      ['quantity', '2'],
      ['product_id', '21'],
      ['variation_id', '21'],
    ]);
    expect(result).toMatchObject({ kind: 'added', cartHash: 'fa944bea248963c47bd4cbc2bb0df6d8' });
  });

  it("posts to /?wc-ajax={theme}_add_to_cart on the theme's call, product_id as the form has it", async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await productAdd('theme', [
      ['product_id', '17'],
      ['variation_id', '21'],
    ]);
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/?wc-ajax=minimog_add_to_cart`);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['product_id', '17'],
      ['variation_id', '21'],
    ]);
  });
});

describe('endpointMissing', () => {
  it('says so for a page, a 4xx or JSON that is no add answer, not for a 5xx, offline or a time-out', () => {
    expect(endpointMissing(new ProtocolError('invalid_json', { status: 200 }))).toBe(true);
    expect(endpointMissing(new ProtocolError('http_error', { status: 404 }))).toBe(true);
    expect(endpointMissing(new ProtocolError('http_error', { status: 400, body: 0 }))).toBe(true);
    expect(endpointMissing(new ProtocolError('unknown_error'))).toBe(true);
    expect(endpointMissing(new ProtocolError('invalid_json', { status: 500 }))).toBe(false);
    expect(endpointMissing(new ProtocolError('fetch_error'))).toBe(false);
    expect(endpointMissing(new ProtocolError('timeout'))).toBe(false);
    expect(endpointMissing(new DOMException('stop', 'AbortError'))).toBe(false);
  });
});

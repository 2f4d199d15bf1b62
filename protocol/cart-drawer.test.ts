import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import {
  applyDrawerCoupon,
  calculateShipping,
  loadAddonTemplate,
  parseThemeCartAnswer,
  removeDrawerCoupon,
  saveOrderNotes,
  updateDrawerShippingMethod,
  updateProductQuantity,
} from './cart-drawer.ts';
import { ProtocolError } from './errors.ts';
import { fakeServer, fields, jsonResponse, never, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';
const ANSWER = {
  success: true,
  data: { fragments: { 'div.fly-cart-totals': '<div class="fly-cart-totals">x</div>' }, cart_hash: 'h', notices: '<div>ok</div>' },
};

describe('theme cart drawer calls (§7)', () => {
  it('template_lazyload: GET /?{theme}-ajax=template_lazyload with template and context=wc_cart; reads data.template', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse({ success: true, data: { template: '<form></form>' } }));
    await expect(loadAddonTemplate('coupon')).resolves.toBe('<form></form>');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: `${ORIGIN}/?minimog-ajax=template_lazyload&template=coupon&context=wc_cart`,
    });
    fakeServer(() => jsonResponse({ success: false }));
    await expect(loadAddonTemplate('nope')).resolves.toBeNull();
    fakeServer(() => jsonResponse({ success: true, data: {} }));
    await expect(loadAddonTemplate('x')).rejects.toBeInstanceOf(ProtocolError);
  });

  it('coupons: POST /?wc-ajax={theme}_apply_coupon | _remove_coupon {coupon_code, security}; reads data.fragments', async () => {
    useConfig({ nonces: { theme: 'tn' } });
    const server = fakeServer(() => jsonResponse(ANSWER));
    const answer = await applyDrawerCoupon('save5');
    expect(answer).toEqual({ ok: true, cart: { fragments: ANSWER.data.fragments, cartHash: 'h' }, notices: '<div>ok</div>' });
    await removeDrawerCoupon('save5');
    expect(server.requests.map((r) => r.url)).toEqual([
      `${ORIGIN}/?wc-ajax=minimog_apply_coupon`,
      `${ORIGIN}/?wc-ajax=minimog_remove_coupon`,
    ]);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['coupon_code', 'save5'],
      ['security', 'tn'],
    ]);
  });

  it('the endpoint follows the configured theme', async () => {
    useConfig({ vendors: { theme: 'other', platform: 'woocommerce', builder: 'elementor', marketing: 'omnisend' } });
    const server = fakeServer(() => jsonResponse(ANSWER));
    await applyDrawerCoupon('x');
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/?wc-ajax=other_apply_coupon`);
  });

  it('order notes {order_notes} without a nonce; shipping method {security, shipping_method[i]}', async () => {
    useConfig({ nonces: { theme: 'tn' } });
    const server = fakeServer(() => jsonResponse(ANSWER));
    await saveOrderNotes('Gift');
    await updateDrawerShippingMethod({ 0: 'local_pickup:3' });
    expect(fields(server.requests[0]!.body)).toEqual([['order_notes', 'Gift']]);
    expect(fields(server.requests[1]!.body)).toEqual([
      ['shipping_method[0]', 'local_pickup:3'],
      ['security', 'tn'],
    ]);
  });

  it('calculate shipping uses the form’s own method and sends its serialized fields', async () => {
    useConfig();
    const server = fakeServer(() => jsonResponse(ANSWER));
    const form: Array<[string, string]> = [
      ['calc_shipping_country', 'DE'],
      ['calc_shipping_postcode', '10115'],
    ];
    await calculateShipping(form, 'POST');
    await calculateShipping(form, 'GET');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/?wc-ajax=minimog_calculate_shipping` });
    expect(fields(server.requests[0]!.body)).toEqual(form);
    expect(server.requests[1]).toMatchObject({
      method: 'GET',
      url: `${ORIGIN}/?wc-ajax=minimog_calculate_shipping&calc_shipping_country=DE&calc_shipping_postcode=10115`,
    });
  });

  it('quantity {cart_item_key, cart_item_qty, security}: reads success', async () => {
    useConfig({ nonces: { theme: 'tn' } });
    const server = fakeServer((_, index) => jsonResponse({ success: index === 0 }));
    await expect(updateProductQuantity('k', 3)).resolves.toBe(true);
    await expect(updateProductQuantity('k', 3)).resolves.toBe(false);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['cart_item_key', 'k'],
      ['cart_item_qty', '3'],
      ['security', 'tn'],
    ]);
  });

  it('times out like the fragments call (§9)', async () => {
    useConfig({ fragmentsTimeoutMs: 30 });
    fakeServer(() => never());
    await expect(updateProductQuantity('k', 1)).rejects.toMatchObject({
      code: 'timeout',
      message: 'The request took too long. Please try again.',
    });
  });

  it('reads a failure answer without data, and refuses other shapes', () => {
    expect(parseThemeCartAnswer({ success: false })).toEqual({ ok: false, cart: null, notices: '' });
    expect(() => parseThemeCartAnswer({ data: {} })).toThrow(ProtocolError);
    expect(() => parseThemeCartAnswer('1')).toThrow(ProtocolError);
  });
});

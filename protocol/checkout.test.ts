import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { applyCoupon, checkoutLogin, parsePlaceOrder, placeOrder, removeCoupon, updateOrderReview } from './checkout.ts';
import { isAbort, ProtocolError } from './errors.ts';
import { fakeServer, fields, jsonResponse, never, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';
const NONCES = { 'update-order-review': 'uor1', 'apply-coupon': 'apc1', 'remove-coupon': 'rmc1', wopb: 'wopb1' };

describe('update_order_review', () => {
  it('posts the payload with the update-order-review nonce as security and reads the fragments', async () => {
    useConfig({ nonces: NONCES });
    const server = fakeServer(() =>
      jsonResponse({ result: 'success', messages: '', reload: false, fragments: { '.woocommerce-checkout-payment': '<div></div>' } }),
    );
    const update = await updateOrderReview({ payment_method: 'cheque', has_full_address: true, shipping_method: { 0: 'flat_rate:1' } });
    expect(server.requests[0]?.url).toBe(`${ORIGIN}/?wc-ajax=update_order_review`);
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['payment_method', 'cheque'],
      ['has_full_address', 'true'],
      ['shipping_method[0]', 'flat_rate:1'],
      ['security', 'uor1'],
    ]);
    expect(update).toEqual({
      result: 'success',
      messages: '',
      reload: false,
      fragments: { '.woocommerce-checkout-payment': '<div></div>' },
    });
  });

  it('a newer refresh aborts the older one', async () => {
    useConfig({ nonces: NONCES });
    fakeServer((_, index) => (index === 0 ? never() : jsonResponse({ fragments: {} })));
    const first = updateOrderReview({ payment_method: 'bacs' });
    const second = updateOrderReview({ payment_method: 'cheque' });
    await expect(first).rejects.toSatisfy(isAbort);
    await expect(second).resolves.toMatchObject({ result: 'success' });
  });
});

describe('checkout', () => {
  it('reads success with its redirect and failure with its notices', async () => {
    useConfig();
    fakeServer((_, index) =>
      index === 0
        ? jsonResponse({ result: 'failure', messages: '<ul class="woocommerce-error"><li>x</li></ul>', refresh: false, reload: false })
        : jsonResponse({ result: 'success', redirect: '/checkout/order-received/1001/?key=wc_order_abc', order_id: 1001 }),
    );
    await expect(placeOrder({ billing_first_name: '' })).resolves.toEqual({
      kind: 'failure',
      messages: '<ul class="woocommerce-error"><li>x</li></ul>',
      refresh: false,
      reload: false,
    });
    await expect(placeOrder({ billing_first_name: 'Ada' })).resolves.toEqual({
      kind: 'success',
      redirect: '/checkout/order-received/1001/?key=wc_order_abc',
    });
  });

  it('keeps the JSON from an answer with PHP notices in front, like the platform', () => {
    expect(parsePlaceOrder('<br /><b>Notice</b>: x in y<br />{"result":"success","redirect":"/r/"}')).toEqual({
      kind: 'success',
      redirect: '/r/',
    });
    expect(() => parsePlaceOrder('<html>Fatal error</html>')).toThrow(ProtocolError);
  });

  it('rejects with the §8 messages for HTML pages, server errors and no network', async () => {
    useConfig();
    fakeServer((_, index) => {
      if (index === 0) return textResponse('<html>oops</html>');
      if (index === 1) return textResponse('<html>oops</html>', { status: 500 });
      throw new TypeError('Failed to fetch');
    });
    await expect(placeOrder({})).rejects.toThrow('The response is not a valid JSON response.');
    await expect(placeOrder({})).rejects.toThrow('An unknown error occurred.');
    await expect(placeOrder({})).rejects.toThrow('You are probably offline.');
  });
});

describe('coupons on checkout', () => {
  it('apply posts security + coupon_code + billing_email and reads the notice; remove posts coupon', async () => {
    useConfig({ nonces: NONCES });
    const server = fakeServer((_, index) =>
      textResponse(
        index === 0
          ? '<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>'
          : '<div class="woocommerce-message" role="alert">Coupon has been removed.</div>',
      ),
    );
    await expect(applyCoupon('x', 'ada@example.com')).resolves.toMatchObject({ isError: true });
    await expect(removeCoupon('summer10')).resolves.toMatchObject({
      isError: false,
      html: expect.stringContaining('Coupon has been removed.'),
    });
    expect(fields(server.requests[0]?.body ?? '')).toEqual([
      ['coupon_code', 'x'],
      ['billing_email', 'ada@example.com'],
      ['security', 'apc1'],
    ]);
    expect(server.requests[1]?.url).toBe(`${ORIGIN}/?wc-ajax=remove_coupon`);
    expect(fields(server.requests[1]?.body ?? '')).toEqual([
      ['coupon', 'summer10'],
      ['security', 'rmc1'],
    ]);
  });

  it('an answer that is no notice (an error page, broken JSON) is a failure, not a notice to show', async () => {
    useConfig({ nonces: NONCES });
    const page = '<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>';
    const broken = '{"fragments":{"div.widget_shopping_cart_content":"<div';
    const wrapped = '<html><body><div class="woocommerce-message" role="alert">Coupon code applied successfully.</div></body></html>';
    fakeServer((_, index) => textResponse([page, broken, wrapped, page][index] ?? ''));
    await expect(applyCoupon('summer10', '')).rejects.toMatchObject({ code: 'unknown_error' });
    await expect(applyCoupon('summer10', '')).rejects.toMatchObject({ code: 'unknown_error' });
    await expect(applyCoupon('summer10', '')).rejects.toMatchObject({ code: 'unknown_error' });
    await expect(removeCoupon('summer10')).rejects.toBeInstanceOf(ProtocolError);
  });

  it('reads an empty answer and the block notice banners as notices', async () => {
    useConfig({ nonces: NONCES });
    const banner = '<div class="wc-block-components-notice-banner is-error" role="alert"><div>Coupon "x" does not exist!</div></div>';
    fakeServer((_, index) => textResponse(index === 0 ? banner : ''));
    await expect(applyCoupon('x', '')).resolves.toMatchObject({ isError: true });
    await expect(removeCoupon('x')).resolves.toEqual({ html: '', isError: false });
  });
});

describe('wopb_checkout_login', () => {
  it('posts {action, username, password, rememberme, wpnonce} to admin-ajax; success, or 422 field errors', async () => {
    useConfig({ nonces: NONCES });
    const server = fakeServer((_, index) =>
      index === 0
        ? jsonResponse({ username: 'Username or Email is required.', password: '' }, { status: 422 })
        : jsonResponse({ success: true, data: { success: true } }),
    );
    await expect(checkoutLogin({ username: '', password: '', rememberme: false })).resolves.toEqual({
      kind: 'errors',
      errors: { username: 'Username or Email is required.' },
    });
    await expect(checkoutLogin({ username: 'demo', password: 'pw', rememberme: true })).resolves.toEqual({ kind: 'success' });
    expect(server.requests[1]?.url).toBe(`${ORIGIN}/wp-admin/admin-ajax.php`);
    expect(fields(server.requests[1]?.body ?? '')).toEqual([
      ['action', 'wopb_checkout_login'],
      ['username', 'demo'],
      ['password', 'pw'],
      ['rememberme', 'forever'],
      ['wpnonce', 'wopb1'],
    ]);
  });

  it('a plain 422 message goes to the general area; anything else rejects', async () => {
    useConfig({ nonces: NONCES });
    fakeServer((_, index) => (index === 0 ? jsonResponse('Too many attempts.', { status: 422 }) : textResponse('0')));
    await expect(checkoutLogin({ username: 'a', password: 'b', rememberme: false })).resolves.toEqual({
      kind: 'errors',
      errors: { default: 'Too many attempts.' },
    });
    await expect(checkoutLogin({ username: 'a', password: 'b', rememberme: false })).rejects.toThrow('An unknown error occurred.');
  });
});

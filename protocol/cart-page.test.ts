import { afterEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from './client.ts';
import { applyCartCoupon, getCartPage, postCartForm, removeCartCoupon, updateCartShippingMethod } from './cart-page.ts';
import { wopbAddToCart, parseWopbAddCart } from './wopb-cart.ts';
import { fakeServer, fields, jsonResponse, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

const ORIGIN = 'http://localhost:3000';

describe('the platform’s cart page calls (§7)', () => {
  it('apply_coupon / remove_coupon / update_shipping_method: security from wc_cart_params, HTML answers', async () => {
    useConfig({ nonces: { 'apply-coupon': 'an', 'remove-coupon': 'rn', 'update-shipping-method': 'sn' } });
    const server = fakeServer(() => textResponse('<div class="woocommerce-message">ok</div>'));
    await expect(applyCartCoupon('save5')).resolves.toBe('<div class="woocommerce-message">ok</div>');
    await removeCartCoupon('save5');
    await updateCartShippingMethod({ 0: 'flat_rate:1' });
    expect(server.requests.map((r) => [r.url, fields(r.body)])).toEqual([
      [
        `${ORIGIN}/?wc-ajax=apply_coupon`,
        [
          ['coupon_code', 'save5'],
          ['security', 'an'],
        ],
      ],
      [
        `${ORIGIN}/?wc-ajax=remove_coupon`,
        [
          ['coupon', 'save5'],
          ['security', 'rn'],
        ],
      ],
      [
        `${ORIGIN}/?wc-ajax=update_shipping_method`,
        [
          ['shipping_method[0]', 'flat_rate:1'],
          ['security', 'sn'],
        ],
      ],
    ]);
  });

  it('apply_coupon / remove_coupon: an answer that is no notice (an error page, broken JSON) is a failure, not a notice to show', async () => {
    useConfig({ nonces: { 'apply-coupon': 'an', 'remove-coupon': 'rn' } });
    const page = '<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>';
    const broken = '{"fragments":{"div.widget_shopping_cart_content":"<div';
    fakeServer((_, index) => textResponse([page, broken, ''][index] ?? ''));
    await expect(removeCartCoupon('save5')).rejects.toMatchObject({ code: 'unknown_error' });
    await expect(applyCartCoupon('save5')).rejects.toMatchObject({ code: 'unknown_error' });
    // The platform answers an empty body when there is no notice to print: still an answer.
    await expect(removeCartCoupon('save5')).resolves.toBe('');
  });

  it('the cart page itself: GET with a link’s query, POST with a form’s fields, at cart_url', async () => {
    useConfig({ cartUrl: '/basket/' });
    const server = fakeServer(() => textResponse('<html></html>'));
    await getCartPage({ remove_item: 'k', _wpnonce: 'n' });
    await postCartForm([
      ['cart[k][qty]', '2'],
      ['update_cart', 'Update Cart'],
    ]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: `${ORIGIN}/basket/?remove_item=k&_wpnonce=n` });
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: `${ORIGIN}/basket/` });
    expect(fields(server.requests[1]!.body)).toEqual([
      ['cart[k][qty]', '2'],
      ['update_cart', 'Update Cart'],
    ]);
  });
});

describe('ProductX wopb_addcart (§7)', () => {
  it('posts admin-ajax {action, postid, quantity (default 1), wpnonce} and reads success', async () => {
    useConfig({ nonces: { wopb: 'wn' } });
    const server = fakeServer((_, index) => (index === 0 ? jsonResponse({ success: true }) : textResponse('')));
    await expect(wopbAddToCart(125)).resolves.toBe(true);
    await expect(wopbAddToCart(125, 3)).resolves.toBe(false);
    expect(server.requests[0]!.url).toBe(`${ORIGIN}/wp-admin/admin-ajax.php`);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['action', 'wopb_addcart'],
      ['postid', '125'],
      ['quantity', '1'],
      ['wpnonce', 'wn'],
    ]);
    expect(fields(server.requests[1]!.body)).toContainEqual(['quantity', '3']);
    expect(parseWopbAddCart({ success: false })).toBe(false);
    expect(parseWopbAddCart('0')).toBe(false);
  });
});

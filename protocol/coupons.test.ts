import { afterEach, describe, expect, it } from 'vitest';
import { addToCart } from './cart.ts';
import { resetProtocolForTests } from './client.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { capture, fakeServer, textResponse, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

describe('apply_coupon / remove_coupon, one declaration for the cart page and the checkout', () => {
  it('wait their turn behind an add on its way: a coupon never reaches a cart the add has not changed yet', async () => {
    useConfig({ nonces: { 'apply-coupon': 'an', 'remove-coupon': 'rn' } });
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, request.url.includes('add_to_cart') ? 3 : 1));
      inFlight -= 1;
      if (request.url.includes('add_to_cart')) return textResponse(capture('add_to_cart-simple.json'));
      return textResponse('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
    });
    const [, applied, removed] = await Promise.all([
      addToCart({ product_id: 14 }),
      applyCoupon({ coupon_code: 'summer10', billing_email: 'ada@example.com' }),
      removeCoupon('summer10'),
    ]);
    expect(maxInFlight).toBe(1);
    expect(server.requests.map((r) => new URL(r.url).search)).toEqual([
      '?wc-ajax=add_to_cart',
      '?wc-ajax=apply_coupon',
      '?wc-ajax=remove_coupon',
    ]);
    expect(applied).toEqual({ html: expect.stringContaining('Coupon code applied successfully.'), isError: false });
    expect(removed.isError).toBe(false);
  });
});

// @vitest-environment node
/** Cart arithmetic: line totals, coupons, shipping, cart info and goal. */
import { describe, expect, it } from 'vitest';
import { addToCart, type CartLine } from './cart.ts';
import { loadCatalogue } from './catalogue.ts';
import { applyCoupon, COUPON_NOTICES, couponError, formatCouponCode, recheckCoupons, removeCoupon } from './coupons.ts';
import { packageRates, shippingPackages } from './shipping.ts';
import { cartTotals, emptyCartTotals } from './totals.ts';

const catalogue = loadCatalogue();

function cart(...adds: Array<[number, number]>): CartLine[] {
  let lines: CartLine[] = [];
  for (const [productId, quantity] of adds) {
    const outcome = addToCart(catalogue, lines, { productId, quantity, variationId: 0, attributes: {} });
    if (!outcome.ok) throw new Error(`cannot add ${productId}`);
    lines = outcome.lines;
  }
  return lines;
}

const GOLDEN = 101; // $19.00, digital
const CHECKER = 125; // $29.00, physical
const USB = 126; // $59.00, physical
const STICKERS = 127; // $12.00, physical, free-shipping class

describe('cartTotals: lines and totals', () => {
  it('sums line subtotals; a digital cart needs no shipping and totals its subtotal', () => {
    const totals = cartTotals(catalogue, cart([GOLDEN, 2]), []);
    expect(totals.lines).toEqual([{ key: expect.any(String), subtotalCents: 3800, discountCents: 0, totalCents: 3800 }]);
    expect(totals).toMatchObject({
      subtotalCents: 3800,
      discountCents: 0,
      needsShipping: false,
      packages: [],
      shippingCents: 0,
      totalCents: 3800,
      count: 2,
    });
  });

  it('doubling a quantity doubles the total', () => {
    expect(cartTotals(catalogue, cart([GOLDEN, 2]), []).totalCents).toBe(2 * cartTotals(catalogue, cart([GOLDEN, 1]), []).totalCents);
  });

  it('the empty cart', () => {
    expect(cartTotals(catalogue, [], [])).toEqual(emptyCartTotals());
  });
});

describe('cartTotals: coupons', () => {
  const lines = cart([GOLDEN, 2], [104, 1]); // 38 + 27 = 65.00

  it('percent: 10 % of the subtotal, spread over the lines', () => {
    const totals = cartTotals(catalogue, lines, ['summer10']);
    expect(totals.discounts).toEqual([{ code: 'summer10', amountCents: 650, freeShipping: false }]);
    expect(totals.lines.map((l) => l.discountCents).reduce((a, b) => a + b)).toBe(650);
    expect(totals.totalCents).toBe(5850);
  });

  it('fixed cart: $5 off', () => {
    expect(cartTotals(catalogue, lines, ['save5']).totalCents).toBe(6000);
  });

  it('percent before fixed cart, whatever the order applied; never below zero', () => {
    const both = cartTotals(catalogue, lines, ['save5', 'summer10']);
    expect(both.discounts.map((d) => d.code)).toEqual(['summer10', 'save5']);
    expect(both.totalCents).toBe(6500 - 650 - 500);
    const tiny = cartTotals(catalogue, cart([STICKERS, 1]), ['save5', 'save5']);
    expect(tiny.discountCents).toBe(1000);
    const capped = cartTotals(catalogue, cart([124, 1]), ['save5', 'big15']);
    expect(capped.totalCents).toBeGreaterThanOrEqual(0);
  });

  it('an invalid applied coupon takes nothing off and is reported', () => {
    const totals = cartTotals(catalogue, lines, ['big15', 'nope']);
    expect(totals.discountCents).toBe(0);
    expect(totals.invalidCoupons).toEqual(['big15', 'nope']);
  });
});

describe('cartTotals: shipping, cart info and goal', () => {
  it('a physical item ships at the flat rate by default ($5 in the US), with free shipping absent under $100', () => {
    const totals = cartTotals(catalogue, cart([CHECKER, 1]), []);
    expect(totals.needsShipping).toBe(true);
    expect(totals.packages[0]!.rates.map((r) => r.id)).toEqual(['flat_rate:1', 'local_pickup:3']);
    expect(totals.packages[0]!.chosen).toBe('flat_rate:1');
    expect(totals).toMatchObject({
      shippingCents: 500,
      totalCents: 3400,
      freeShippingClassOnly: false,
      goal: { percent: 29, remainingCents: 7100 },
    });
  });

  it('a chosen method is kept while offered', () => {
    const totals = cartTotals(catalogue, cart([CHECKER, 1]), [], { 0: 'local_pickup:3' });
    expect(totals).toMatchObject({ shippingCents: 0, totalCents: 2900 });
    expect(cartTotals(catalogue, cart([CHECKER, 1]), [], { 0: 'free_shipping:2' }).packages[0]!.chosen).toBe('flat_rate:1');
  });

  it('$100 after discounts offers free shipping first and completes the goal', () => {
    const totals = cartTotals(catalogue, cart([USB, 2]), []);
    expect(totals.packages[0]!.chosen).toBe('free_shipping:2');
    expect(totals).toMatchObject({ shippingCents: 0, totalCents: 11800, goal: { percent: 100, remainingCents: 0 } });
    // 10 % off brings 118 to 106.20: still free.
    expect(cartTotals(catalogue, cart([USB, 2]), ['summer10']).goal.percent).toBe(100);
    // $15 off 109 leaves 94: not free any more.
    expect(cartTotals(catalogue, cart([USB, 1], [CHECKER, 1], [GOLDEN, 1]), ['big15']).packages[0]!.rates[0]!.id).toBe('flat_rate:1');
  });

  it('a free-shipping coupon grants free shipping and the goal', () => {
    const totals = cartTotals(catalogue, cart([CHECKER, 1]), ['freeship']);
    expect(totals.discounts).toEqual([{ code: 'freeship', amountCents: 0, freeShipping: true }]);
    expect(totals.packages[0]!.rates[0]!.id).toBe('free_shipping:2');
    expect(totals.goal.percent).toBe(100);
  });

  it('the free-shipping class ships at $0 and sets free_shipping_class_only', () => {
    const only = cartTotals(catalogue, cart([STICKERS, 1], [GOLDEN, 1]), []);
    expect(only).toMatchObject({ freeShippingClassOnly: true, shippingCents: 0 });
    expect(cartTotals(catalogue, cart([STICKERS, 1], [CHECKER, 1]), [])).toMatchObject({
      freeShippingClassOnly: false,
      shippingCents: 500,
    });
  });

  it('other countries pay the international rate and have no pickup', () => {
    const rates = packageRates(
      [{ key: 'a', shippingClass: '' }],
      { country: 'DE', state: '', city: '', postcode: '' },
      { amountCents: 1000, freeShippingCoupon: false },
    );
    expect(rates).toEqual([{ id: 'flat_rate:4', methodId: 'flat_rate', label: 'International flat rate', costCents: 1500 }]);
    expect(
      shippingPackages([], { country: 'US', state: '', city: '', postcode: '' }, { amountCents: 0, freeShippingCoupon: false }, {}),
    ).toEqual([]);
  });
});

describe('coupons: the platform’s rules and messages', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('formats codes like wc_format_coupon_code', () => {
    expect(formatCouponCode('  SUMMER10 ')).toBe('summer10');
  });

  it('checks existence, expiry, then minimum spend', () => {
    expect(couponError('nope', 5000, now)).toBe('Coupon &quot;nope&quot; does not exist!');
    expect(couponError('spring20', 5000, now)).toBe('Coupon &quot;spring20&quot; has expired.');
    expect(couponError('big15', 5000, now)).toBe(
      'The minimum spend for coupon &quot;big15&quot; is <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>100.00</bdi></span>.',
    );
    expect(couponError('big15', 10000, now)).toBeNull();
  });

  it('applies once; twice is refused; empty asks for a code', () => {
    const first = applyCoupon([], 'Summer10', 5000, now);
    expect(first).toEqual({ ok: true, coupons: ['summer10'], notice: 'Coupon code applied successfully.' });
    expect(applyCoupon(['summer10'], 'summer10', 5000, now)).toEqual({
      ok: false,
      notice: 'Coupon code &quot;summer10&quot; already applied!',
    });
    expect(applyCoupon([], '  ', 5000, now)).toEqual({ ok: false, notice: COUPON_NOTICES.pleaseEnter });
  });

  it('removes; an empty code is a problem', () => {
    expect(removeCoupon(['summer10', 'save5'], 'SUMMER10')).toEqual({ ok: true, coupons: ['save5'], notice: 'Coupon has been removed.' });
    expect(removeCoupon(['summer10'], '')).toEqual({ ok: false, notice: 'Sorry there was a problem removing this coupon.' });
  });

  it('drops coupons a changed cart no longer qualifies for, and all of them for an empty cart', () => {
    expect(recheckCoupons(['summer10', 'big15'], 5000, 2, now)).toEqual({
      coupons: ['summer10'],
      notices: ['Sorry, it seems the coupon &quot;big15&quot; is invalid - it has now been removed from your order.'],
    });
    expect(recheckCoupons(['summer10'], 0, 0, now)).toEqual({ coupons: [], notices: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_FORMAT, formatAmount, formatPrice, priceHtml, roundTo, type PriceFormat } from './format.ts';
import { serializeIds, type SavedItem } from './ids.ts';
import { badgeValue, bundleTotals, itemLine, parseNewPrice, type PricedItem } from './pricing.ts';
import { clampQuantity, stepDown, stepOf, stepUp } from './quantity.ts';

const text = (html: string): string => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.textContent ?? '';
};

const item = (over: Partial<PricedItem> = {}): PricedItem => ({
  id: 1,
  qty: 1,
  checked: true,
  price: 10,
  regularPrice: 10,
  newPrice: { kind: 'own' },
  ...over,
});

describe('bundle price display (§9 currency and prices)', () => {
  it.each<[string, string]>([
    ['%1$s%2$s', '$1.234,50'],
    ['%1$s %2$s', '$\u00a01.234,50'],
    ['%2$s%1$s', '1.234,50$'],
    ['%2$s %1$s', '1.234,50\u00a0$'],
    ['', '$\u00a01.234,50'],
  ])('layout %j shows %j', (layout, shown) => {
    expect(text(formatPrice(1234.5, { ...DEFAULT_PRICE_FORMAT, layout }))).toBe(shown);
  });

  it('defaults to §9: decimals 2, thousand ".", decimal ",", "$" with a non-breaking space', () => {
    expect(text(formatPrice(1234567.891, DEFAULT_PRICE_FORMAT))).toBe('$\u00a01.234.567,89');
    expect(formatPrice(5, DEFAULT_PRICE_FORMAT)).toContain('<span class="woocommerce-Price-currencySymbol">$</span>');
  });

  it.each<[number, number, number]>([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [10.235, 2, 10.24],
    [0.1 + 0.2, 2, 0.3],
    [33.33335, 3, 33.333],
    [-1.005, 2, -1.01],
  ])('rounds %d at %d places to %d, half up in decimal terms', (value, places, rounded) => {
    expect(roundTo(value, places)).toBe(rounded);
  });

  it('shows x.xx5 rounded up, where toFixed would round down', () => {
    expect(formatAmount(1.005, DEFAULT_PRICE_FORMAT)).toBe('1,01');
    expect(formatAmount(8.325, { decimals: 2, thousand: ',', decimal: '.' })).toBe('8.33');
    expect(formatAmount(1234, { decimals: 0, thousand: ',', decimal: '.' })).toBe('1,234');
  });

  it('strikes the regular price through only when the price paid is lower at the price decimals', () => {
    const f: PriceFormat = { ...DEFAULT_PRICE_FORMAT, layout: '%1$s%2$s' };
    expect(text(priceHtml(20, 18, f))).toBe('$20,00 $18,00');
    expect(priceHtml(20, 18, f)).toMatch(/^<del>.*20,00.*<\/del> <ins>.*18,00.*<\/ins>$/);
    // 19.999 shows as 20,00: nothing to strike through.
    expect(priceHtml(20, 19.999, f)).not.toContain('<del>');
    expect(priceHtml(18, 20, f)).not.toContain('<del>');
  });
});

describe('bundle pricing (§9 bought-together bundle)', () => {
  it('reads new-price: 100%, N% and a number', () => {
    expect(parseNewPrice('100%')).toEqual({ kind: 'own' });
    expect(parseNewPrice(null)).toEqual({ kind: 'own' });
    expect(parseNewPrice('90%')).toEqual({ kind: 'percent', percent: 90 });
    expect(parseNewPrice('12.5')).toEqual({ kind: 'fixed', amount: 12.5 });
    expect(parseNewPrice('cheap')).toEqual({ kind: 'own' });
  });

  it("'100%' is the item's own price: regular struck through, the sale price paid", () => {
    expect(itemLine(item({ price: 16, regularPrice: 18 }), 2)).toEqual({ regular: 36, sale: 32 });
  });

  it("'N%' is the sale price × N/100", () => {
    expect(itemLine(item({ price: 15, regularPrice: 20, newPrice: { kind: 'percent', percent: 90 } }), 1)).toEqual({
      regular: 15,
      sale: 13.5,
    });
  });

  it('a number is qty × that number', () => {
    expect(itemLine(item({ price: 27, newPrice: { kind: 'fixed', amount: 20 } }), 2)).toEqual({ regular: 54, sale: 40 });
  });

  const main = item({ id: 101, price: 19, regularPrice: 24 });
  const together = [
    item({ id: 109, price: 15, regularPrice: 20, newPrice: { kind: 'percent', percent: 90 } }),
    item({ id: 104, price: 27, regularPrice: 27, newPrice: { kind: 'fixed', amount: 20 } }),
  ];

  it('total = main × qty × (100 − discount)/100 + the items’ totals', () => {
    const totals = bundleTotals(main, together, 10, 2);
    expect(totals.count).toBe(2);
    expect(totals.additional).toEqual({ regular: 42, sale: 33.5 });
    expect(totals.main.sale).toBeCloseTo(17.1, 10);
    expect(totals.total).toEqual({ regular: 66, sale: 50.6 });
    expect(bundleTotals({ ...main, qty: 3 }, together, 10, 2).total.sale).toBe(84.8);
  });

  it('applies the discount only when at least one together item is selected', () => {
    const none = bundleTotals(
      main,
      together.map((t) => ({ ...t, checked: false })),
      10,
      2,
    );
    expect(none.count).toBe(0);
    expect(none.total.sale).toBe(19);
  });

  it('counts an item only when checked, qty > 0 and id > 0', () => {
    const totals = bundleTotals(main, [together[0]!, { ...together[1]!, id: 0 }, { ...together[1]!, qty: 0 }], 0, 2);
    expect(totals.count).toBe(1);
    expect(totals.additional.sale).toBe(13.5);
  });

  it('rounds the totals to (decimals + 1) places', () => {
    const third = item({ price: 10, newPrice: { kind: 'percent', percent: 33.3333 } });
    expect(bundleTotals(null, [third], 0, 2).additional.sale).toBe(3.333);
    expect(bundleTotals(null, [third], 0, 0).additional.sale).toBe(3.3);
  });

  it('shows the badge only for more than one item: the count (individual) or the total quantity', () => {
    const items = [main, { ...together[0]!, qty: 2 }];
    expect(badgeValue(items, 'individual')).toBe(2);
    expect(badgeValue(items, 'total')).toBe(3);
    expect(badgeValue(items, 'hide')).toBeNull();
    expect(badgeValue([main, { ...together[0]!, checked: false }], 'individual')).toBeNull();
  });
});

describe('bundle quantities (§5 bundle items)', () => {
  const limits = { min: 1, max: 5, step: '2' };

  it('clamps to the input’s min and max', () => {
    expect(clampQuantity(9, limits)).toBe(5);
    expect(clampQuantity(0, limits)).toBe(1);
    expect(clampQuantity(3, { min: Number.NaN, max: Number.NaN })).toBe(3);
  });

  it("steps by the input's step, 1 when it is 'any' or empty", () => {
    expect(stepOf('any')).toBe(1);
    expect(stepOf('')).toBe(1);
    expect(stepOf('0.5')).toBe(0.5);
    expect(stepUp(1, limits)).toBe(3);
    expect(stepUp(0.1, { min: 0, max: Number.NaN, step: '0.2' })).toBe(0.3);
  });

  it('plus stops at max; minus stops at min and never goes below 0', () => {
    expect(stepUp(5, limits)).toBe(5);
    expect(stepUp(4, limits)).toBe(5);
    expect(stepDown(1, limits)).toBe(1);
    expect(stepDown(2, limits)).toBe(1);
    expect(stepDown(1, { min: 0, max: Number.NaN, step: '2' })).toBe(0);
    expect(stepDown(0, { min: Number.NaN, max: Number.NaN, step: '' })).toBe(0);
  });
});

describe('serialized bundle ids (§3)', () => {
  const saved = (over: Partial<SavedItem>): SavedItem => ({ id: 1, key: 'k', qty: 1, oQty: 1, checked: true, attrs: '', ...over });

  it('is id/key/qty/attrs per counted item, attrs URL-encoded, comma-joined', () => {
    const ids = serializeIds(
      [
        saved({ id: 109, key: 'k109x0', qty: 2 }),
        saved({ id: 207, key: 'k108x1', attrs: '{"attribute_pa_format":"lightroom"}' }),
        saved({ id: 0, key: 'k120x2' }),
        saved({ id: 104, key: 'k104x3', checked: false }),
      ],
      false,
    );
    expect(ids).toBe('109/k109x0/2/,207/k108x1/1/%7B%22attribute_pa_format%22%3A%22lightroom%22%7D');
  });

  it('saves the original quantities when they follow the main product (sync-qty)', () => {
    expect(serializeIds([saved({ id: 5, key: 'a', qty: 6, oQty: 2 })], true)).toBe('5/a/2/');
  });
});

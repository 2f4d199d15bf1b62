import { describe, expect, it } from 'vitest';
import { chipsFor, emptyState, priceRule, stateFromUrl, stateToUrl, toPayload, withoutChip, type FilterState } from './filter-state.ts';
import { paginationWindow } from './pagination-window.ts';

const MAX = 139;
const label = (kind: string, value: string): string => `${kind}:${value}`;
const state = (over: Partial<FilterState> = {}): FilterState => ({ ...emptyState(MAX), ...over });

describe('price rules (§5)', () => {
  it('forces min into [0, range max] and max into (0, range max]', () => {
    expect(priceRule(-5, 200, MAX)).toEqual({ minPrice: 0, maxPrice: MAX });
    expect(priceRule(500, 0, MAX)).toEqual({ minPrice: MAX, maxPrice: MAX });
    expect(priceRule(NaN, -1, MAX)).toEqual({ minPrice: 0, maxPrice: MAX });
  });
  it('keeps min < max on the slider by moving the other handle', () => {
    expect(priceRule(30, 20, MAX, 'min')).toEqual({ minPrice: 19, maxPrice: 20 });
    expect(priceRule(30, 20, MAX, 'max')).toEqual({ minPrice: 30, maxPrice: 31 });
    expect(priceRule(0, 0, MAX, 'max').maxPrice).toBeGreaterThan(0);
  });
});

describe('chips (§4, §5)', () => {
  it("shows 'Min:' only above 0 and 'Max:' only below the range max", () => {
    expect(chipsFor(state(), MAX, label)).toEqual([]);
    expect(chipsFor(state({ price: { minPrice: 5, maxPrice: MAX } }), MAX, label).map((c) => c.label)).toEqual(['Min: 5']);
    expect(chipsFor(state({ price: { minPrice: 0, maxPrice: 20 } }), MAX, label).map((c) => c.label)).toEqual(['Max: 20']);
  });
  it('has one chip per value; removing one leaves the rest', () => {
    const s = state({
      search: 'pack',
      status: ['instock'],
      rating: ['4', '5'],
      product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15', '16'] }],
    });
    const chips = chipsFor(s, MAX, label);
    expect(chips.map((c) => c.label)).toEqual(['pack', 'status:instock', 'rating:4', 'rating:5', 'product_cat:15', 'product_cat:16']);
    const fewer = withoutChip(s, { kind: 'term', taxonomy: 'product_cat', value: '15' }, MAX);
    expect(fewer.product_taxonomy).toEqual([{ taxonomy: 'product_cat', term_ids: ['16'] }]);
    expect(withoutChip(fewer, { kind: 'term', taxonomy: 'product_cat', value: '16' }, MAX).product_taxonomy).toEqual([]);
    expect(withoutChip(s, { kind: 'rating', value: '4' }, MAX).rating).toEqual(['5']);
    expect(withoutChip(s, { kind: 'search' }, MAX).search).toBe('');
  });
});

describe('payload and URL', () => {
  it('sends the add-on’s product_filters shape', () => {
    expect(toPayload(state({ search: 'x', tax_relation: 'AND' }))).toEqual({
      search: ['x'],
      price: { minPrice: 0, maxPrice: MAX },
      status: [],
      rating: [],
      tax_relation: ['AND'],
      product_taxonomy: [],
      sorting: 'default',
    });
  });
  it('sends no price from a block without a price range (a price of 0 to 0 would find nothing)', () => {
    expect(toPayload(state({ price: { minPrice: 0, maxPrice: 0 } })).price).toEqual({});
  });
  it('round-trips a state through the URL, keeping other parameters and dropping the old filter', () => {
    const s = state({
      search: 'golden hour',
      price: { minPrice: 5, maxPrice: 40 },
      status: ['instock'],
      rating: ['4'],
      product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15', '18'] }],
      sorting: 'price_low',
    });
    const url = stateToUrl(s, MAX, new URL('https://shop.test/productx/?keep=1&wopb_status=outofstock'));
    expect(url.searchParams.get('keep')).toBe('1');
    expect(stateFromUrl(url, MAX)).toEqual(s);
    expect(stateFromUrl(stateToUrl(emptyState(MAX), MAX, url), MAX)).toBeNull();
  });
  it('applies the price rules to a URL’s prices', () => {
    expect(stateFromUrl(new URL('https://shop.test/?wopb_min=-3&wopb_max=9999'), MAX)?.price).toEqual({ minPrice: 0, maxPrice: MAX });
  });
});

describe('pagination window (§2, §9)', () => {
  it('shows first, dots, 3 centre pages, dots, last', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'dots', 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'dots', 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 'dots', 3, 4, 5, 'dots', 10]);
    expect(paginationWindow(9, 10)).toEqual([1, 'dots', 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'dots', 8, 9, 10]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });
});

// @vitest-environment node
/** The cart model on its own: keys, matching and add-to-cart validation. */
import { describe, expect, it } from 'vitest';
import { addToCart, cartItemKey, cartView, findMatchingVariation, updateQuantities, type AddRequest, type CartLine } from './cart.ts';
import { loadCatalogue, productBySlug, type Product } from './catalogue.ts';

const catalogue = loadCatalogue();

function product(slug: string): Product {
  const found = productBySlug(catalogue, slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

function request(productId: number, extra: Partial<AddRequest> = {}): AddRequest {
  return { productId, quantity: 1, variationId: 0, attributes: {}, ...extra };
}

describe('catalogue', () => {
  it('covers simple, variable, sold-out, on-sale and unpurchasable products with ids from 101', () => {
    const { products } = catalogue;
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(Math.min(...products.map((p) => p.id))).toBe(101);
    expect(products.filter((p) => p.type === 'variable').length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.stock_status === 'outofstock')).toBe(true);
    expect(products.some((p) => p.price === '')).toBe(true);
    expect(products.some((p) => p.price !== '' && p.regular_price !== '' && Number(p.price) < Number(p.regular_price))).toBe(true);
  });
});

describe('cart item keys', () => {
  it('hash product, variation and attributes as the platform does', () => {
    // The captured shop's keys for Beanie (14) and Hoodie 17 / variation 21, blue, large.
    expect(cartItemKey(14, 0, {})).toBe('aab3238922bcc25a6f606eb525ffdc56');
    expect(cartItemKey(17, 21, { attribute_pa_color: 'blue', attribute_pa_size: 'large' })).toBe('bafa38b4c15e61a39850a04288542506');
  });
});

describe('variation matching', () => {
  const film = product('film-emulation-collection');

  it('finds the variation for a complete choice', () => {
    expect(findMatchingVariation(film, { attribute_pa_format: 'capture-one', attribute_pa_licence: 'commercial' })?.id).toBe(204);
  });

  it('matches nothing for a partial choice or a combination that does not exist', () => {
    expect(findMatchingVariation(film, { attribute_pa_format: 'capture-one' })).toBeNull();
    expect(
      findMatchingVariation(product('street-documentary-collection'), {
        attribute_pa_format: 'photoshop-actions',
        attribute_pa_licence: 'commercial',
      }),
    ).toBeNull();
  });
});

describe('addToCart', () => {
  it('adds a simple product and merges a second add into the same line', () => {
    const first = addToCart(catalogue, [], request(101, { quantity: 2 }));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = addToCart(catalogue, first.lines, request(101));
    expect(second.ok && second.lines).toEqual([
      { key: cartItemKey(101, 0, {}), productId: 101, variationId: 0, variation: {}, quantity: 3 },
    ]);
  });

  it('accepts a variation by its own id or by parent + variation_id', () => {
    const byId = addToCart(catalogue, [], request(201));
    const byParent = addToCart(catalogue, [], request(103, { variationId: 201 }));
    expect(byId.ok && byId.line).toEqual(byParent.ok && byParent.line);
    expect(byId.ok && byId.line.variation).toEqual({ attribute_pa_format: 'lightroom', attribute_pa_licence: 'personal' });
  });

  it('refuses what the platform refuses', () => {
    expect(addToCart(catalogue, [], request(9999))).toEqual({ ok: false, product: null, notice: null });
    const reasons: Array<[string, AddRequest]> = [
      ['out of stock', request(105)],
      ['not purchasable', request(115)],
      ['variable without a choice', request(103)],
      ['conflicting attribute', request(103, { variationId: 201, attributes: { attribute_pa_format: 'capture-one' } })],
      ['zero quantity', request(101, { quantity: 0 })],
      ['non-numeric quantity', request(101, { quantity: Number.NaN })],
      ['more than in stock', request(112, { quantity: 6 })],
      ['out-of-stock variation', request(210)],
    ];
    for (const [label, req] of reasons) expect(addToCart(catalogue, [], req).ok, label).toBe(false);
  });

  it('keeps a sold-individually product at one per cart', () => {
    const first = addToCart(catalogue, [], request(213, { quantity: 4 }));
    expect(first.ok && first.line.quantity).toBe(1);
    const again = addToCart(catalogue, first.ok ? first.lines : [], request(213));
    expect(again.ok).toBe(false);
    expect(!again.ok && again.notice).toContain('You cannot add another');
  });
});

describe('cart view and quantities', () => {
  const lines: CartLine[] = [
    { key: cartItemKey(101, 0, {}), productId: 101, variationId: 0, variation: {}, quantity: 2 },
    { key: cartItemKey(112, 0, {}), productId: 112, variationId: 0, variation: {}, quantity: 1 },
  ];

  it('totals quantities and prices, with a stable hash', () => {
    const view = cartView(catalogue, lines);
    expect(view.count).toBe(3);
    expect(view.subtotalCents).toBe(2 * 1900 + 2600);
    expect(view.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cartView(catalogue, lines).hash).toBe(view.hash);
    expect(cartView(catalogue, []).hash).toBe('');
  });

  it('removes at 0, caps at the stock limit and ignores junk', () => {
    const wanted = new Map([
      [lines[0]?.key ?? '', 0],
      [lines[1]?.key ?? '', 50],
    ]);
    expect(updateQuantities(catalogue, lines, wanted)).toEqual([{ ...lines[1], quantity: 5 }]);
    expect(updateQuantities(catalogue, lines, new Map([[lines[0]?.key ?? '', Number.NaN]]))).toEqual(lines);
  });
});

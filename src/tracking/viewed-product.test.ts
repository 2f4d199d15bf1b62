import { describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../protocol/store-api.ts';
import { absoluteUrl, normalisePrice, viewedProduct } from './viewed-product.ts';

const ORIGIN = 'https://shop.example';

function product(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    id: 101,
    name: 'Golden Hour',
    shortDescription: '<p>Warm looks.</p>',
    isInStock: true,
    permalink: 'https://shop.example/product/golden-hour/',
    prices: { price: '1900', regularPrice: '2400', currencyCode: 'USD', currencyMinorUnit: 2 },
    images: [{ src: '/wp-content/uploads/golden.svg' }],
    categories: [{ id: 15, name: 'Lightroom Presets' }],
    variations: [],
    ...overrides,
  };
}

describe('§9 tracking price normalisation', () => {
  it('keeps minor units of a 2-decimal currency and scales 0 and 3 decimals to 2', () => {
    expect(normalisePrice('4200', 2)).toBe(4200);
    expect(normalisePrice('42', 0)).toBe(4200);
    expect(normalisePrice('42000', 3)).toBe(4200);
    expect(normalisePrice('42005', 3)).toBe(4201);
  });
});

describe('§3 imageUrl is always absolute', () => {
  it('puts the site origin in front of a relative path only', () => {
    expect(absoluteUrl('/wp-content/a.svg', ORIGIN)).toBe('https://shop.example/wp-content/a.svg');
    expect(absoluteUrl('wp-content/a.svg', ORIGIN)).toBe('https://shop.example/wp-content/a.svg');
    expect(absoluteUrl('https://cdn.example/a.svg', ORIGIN)).toBe('https://cdn.example/a.svg');
    expect(absoluteUrl('//cdn.example/a.svg', ORIGIN)).toBe('https://cdn.example/a.svg');
  });
});

describe("§3 'viewed product' payload", () => {
  it('a sale product: oldPrice is the regular price, ids are strings, no variant', () => {
    expect(viewedProduct(product(), null, ORIGIN)).toEqual({
      id: '101',
      currency: 'USD',
      price: 1900,
      oldPrice: 2400,
      title: 'Golden Hour',
      description: '<p>Warm looks.</p>',
      imageUrl: 'https://shop.example/wp-content/uploads/golden.svg',
      url: 'https://shop.example/product/golden-hour/',
      status: 'inStock',
      categories: [{ id: '15', title: 'Lightroom Presets' }],
      variantId: '',
    });
  });

  it('a product at its regular price has oldPrice null; out of stock is outOfStock', () => {
    const payload = viewedProduct(
      product({ isInStock: false, prices: { price: '2200', regularPrice: '2200', currencyCode: 'USD', currencyMinorUnit: 2 } }),
      null,
      ORIGIN,
    );
    expect(payload.oldPrice).toBeNull();
    expect(payload.status).toBe('outOfStock');
  });

  it('a variation: its price, stock and image, the parent’s id, title and categories, variantId set', () => {
    const variation = product({
      id: 201,
      name: 'Film - Lightroom',
      isInStock: false,
      prices: { price: '29000', regularPrice: '29000', currencyCode: 'KWD', currencyMinorUnit: 3 },
      images: [],
      categories: [],
    });
    const payload = viewedProduct(product({ id: 103, name: 'Film' }), variation, ORIGIN);
    expect(payload).toMatchObject({
      id: '103',
      title: 'Film',
      price: 2900,
      oldPrice: null,
      status: 'outOfStock',
      variantId: '201',
      currency: 'KWD',
    });
    expect(payload.imageUrl).toBe('https://shop.example/wp-content/uploads/golden.svg');
    expect(payload.categories).toEqual([{ id: '15', title: 'Lightroom Presets' }]);
  });
});

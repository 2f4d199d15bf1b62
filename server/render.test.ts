// @vitest-environment node
/**
 * Markup fidelity: the render functions, fed the captured shop's data, must
 * print what WooCommerce 9.9 + Storefront printed (URLs made relative, images
 * aside), byte for byte.
 */
import { describe, expect, it } from 'vitest';
import type { CartView } from './cart.ts';
import type { Product } from './catalogue.ts';
import { cartFragments } from './render/fragments.ts';
import { cardButton, productCard, type CardView } from './render/product-card.ts';
import { formatAmount, priceRangeHtml, salePriceHtml, wcPrice } from './formatting/price.ts';
import { capture, capturedShopLoop, relativeUrls, withoutImages } from './testing.ts';

interface CapturedFragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

function capturedFragments(name: string): CapturedFragments {
  const parsed = JSON.parse(capture(name)) as CapturedFragments;
  const fragments = Object.fromEntries(Object.entries(parsed.fragments).map(([key, html]) => [key, relativeUrls(html)]));
  return { fragments, cart_hash: parsed.cart_hash };
}

/** The captured shop's cart after adding a Beanie and two Hoodies (Blue, Large). */
const CAPTURED_CART: CartView = {
  items: [
    {
      key: 'aab3238922bcc25a6f606eb525ffdc56',
      productId: 14,
      variationId: 0,
      sku: 'woo-beanie',
      name: 'Beanie',
      productName: 'Beanie',
      permalink: '/product/beanie/',
      image: '/x.svg',
      quantity: 1,
      unitCents: 2000,
      lineCents: 2000,
      maxQuantity: 50,
      soldIndividually: false,
    },
    {
      key: 'bafa38b4c15e61a39850a04288542506',
      productId: 17,
      variationId: 21,
      sku: 'woo-hoodie-blue-large',
      name: 'Hoodie - Blue, Large',
      productName: 'Hoodie',
      permalink: '/product/hoodie/?attribute_pa_color=blue&attribute_pa_size=large',
      image: '/x.svg',
      quantity: 2,
      unitCents: 4400,
      lineCents: 8800,
      maxQuantity: 10,
      soldIndividually: false,
    },
  ],
  count: 3,
  subtotalCents: 10800,
  hash: 'fa944bea248963c47bd4cbc2bb0df6d8',
};

describe('prices', () => {
  it('formats amounts with thousands separators', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1900)).toBe('19.00');
    expect(formatAmount(123456789)).toBe('1,234,567.89');
  });

  it('prints wc_price, sale and range markup like the platform', () => {
    expect(wcPrice(2000)).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>20.00</bdi></span>',
    );
    const loop = withoutImages(relativeUrls(capturedShopLoop()));
    expect(loop).toContain(`<span class="price">${salePriceHtml(1800, 1600)}</span>`);
    expect(loop).toContain(`<span class="price">${priceRangeHtml(4200, 4800)}</span>`);
  });
});

describe('cart fragments', () => {
  it('are byte-identical to the captured empty-cart response', () => {
    const empty: CartView = { items: [], count: 0, subtotalCents: 0, hash: '' };
    expect(cartFragments(empty, 'unused')).toEqual(capturedFragments('get_refreshed_fragments-empty-cart.json'));
  });

  it('print the captured mini-cart, header and footer links for the captured cart', () => {
    const captured = capturedFragments('add_to_cart-variation.json');
    const ours = cartFragments(CAPTURED_CART, 'eb47f3e248');
    expect(Object.keys(ours.fragments)).toEqual(Object.keys(captured.fragments));
    expect(withoutImages(ours.fragments['div.widget_shopping_cart_content'])).toBe(
      withoutImages(captured.fragments['div.widget_shopping_cart_content'] ?? ''),
    );
    expect(ours.fragments['a.cart-contents']).toBe(captured.fragments['a.cart-contents']);
    expect(ours.fragments['a.footer-cart-contents']).toBe(captured.fragments['a.footer-cart-contents']);
  });

  it('says "1 item" in the singular', () => {
    const one: CartView = { ...CAPTURED_CART, items: CAPTURED_CART.items.slice(0, 1), count: 1, subtotalCents: 2000 };
    expect(cartFragments(one, 'n').fragments['a.cart-contents']).toContain('<span class="count">1 item</span>');
  });
});

function capturedProduct(overrides: Partial<Product>): Product {
  return {
    id: 0,
    slug: '',
    name: '',
    sku: '',
    type: 'simple',
    price: '',
    regular_price: '',
    stock_status: 'instock',
    stock_quantity: null,
    sold_individually: false,
    short_description: '',
    image: '',
    categories: [],
    date: '',
    total_sales: 0,
    average_rating: 0,
    attributes: [],
    variations: [],
    ajax_variations: false,
    virtual: true,
    shipping_class: '',
    name_your_price: null,
    buy_now: false,
    ...overrides,
  };
}

function capturedCard(id: number): string {
  const loop = withoutImages(relativeUrls(capturedShopLoop()));
  const start = loop.indexOf(`<li class="product type-product post-${id} `);
  const end = loop.indexOf('</li>\n', start) + '</li>\n'.length;
  return loop.slice(start, end).replace('<img/>', '');
}

function classesOf(html: string): string[] {
  return (/^<li class="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
}

describe('loop product cards', () => {
  const hoodieVariation = {
    id: 21,
    sku: 'woo-hoodie-blue-large',
    attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'large' },
    price: '44.00',
    regular_price: '50.00',
    stock_status: 'instock' as const,
    stock_quantity: 10,
    min_qty: 1,
    max_qty: 10,
    image: '',
    description: '',
    purchasable: true,
    sold_individually: false,
  };
  const cases: Array<[string, Product, string]> = [
    [
      'simple (ajax add)',
      capturedProduct({ id: 14, slug: 'beanie', name: 'Beanie', sku: 'woo-beanie', price: '20.00', regular_price: '20.00' }),
      wcPrice(2000),
    ],
    [
      'on sale',
      capturedProduct({ id: 15, slug: 'cap', name: 'Cap', sku: 'woo-cap', price: '16.00', regular_price: '18.00' }),
      salePriceHtml(1800, 1600),
    ],
    [
      'sold out (Read more)',
      capturedProduct({
        id: 16,
        slug: 'sold-out-mug',
        name: 'Sold Out Mug',
        sku: 'woo-mug',
        price: '9.00',
        regular_price: '9.00',
        stock_status: 'outofstock',
      }),
      wcPrice(900),
    ],
    [
      'variable (Select options)',
      capturedProduct({
        id: 17,
        slug: 'hoodie',
        name: 'Hoodie',
        sku: 'woo-hoodie',
        type: 'variable',
        price: '42.00',
        variations: [hoodieVariation],
      }),
      priceRangeHtml(4200, 4800),
    ],
  ];

  it.each(cases)('%s matches the captured card', (_label, product, priceHtml) => {
    const expected = capturedCard(product.id);
    const view: CardView = {
      id: product.id,
      sku: product.sku,
      name: product.name,
      permalink: `/product/${product.slug}/`,
      classes: classesOf(expected),
      imageHtml: '',
      onSale: product.id === 15 || product.id === 17,
      priceHtml,
      button: cardButton(product),
    };
    expect(productCard(view)).toBe(expected);
  });
});

/**
 * The Store API's product reads (`/wp-json/wc/store/v1/products/{id}` and `?slug=`), in the shape
 * the captured WooCommerce 9.9 answers have (woocommerce-9.9-storefront/storeapi-product-*.json),
 * for the fields §3 reads. Public, as in WooCommerce: no nonce. Prices are strings in minor units.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sendJson } from '../http.ts';
import {
  categoryById,
  isInStock,
  permalink,
  resolveId,
  toCents,
  variationName,
  variationPermalink,
  type Catalogue,
  type Product,
  type Variation,
} from '../catalogue.ts';

/**
 * Test knob: the currency's minor unit the answers use (0–3; the shop's is 2), so the tracking's
 * §9 normalisation can be seen end to end. Set by a cookie only tests write.
 */
export const MINOR_UNIT_COOKIE = 'shop_islands_minor_unit';

const NOT_FOUND = { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid product ID.', data: { status: 404 } };

/** "19.00" in the currency's `minorUnit` → "19" (0), "1900" (2), "19000" (3). */
function minorUnits(price: string, minorUnit: number): string {
  const cents = toCents(price) ?? 0;
  return String(Math.round(cents * 10 ** (minorUnit - 2)));
}

function prices(price: string, regular: string, minorUnit: number): Record<string, unknown> {
  const amount = minorUnits(price, minorUnit);
  return {
    price: amount,
    regular_price: minorUnits(regular || price, minorUnit),
    sale_price: amount,
    currency_code: 'USD',
    currency_symbol: '$',
    currency_minor_unit: minorUnit,
    currency_decimal_separator: '.',
    currency_thousand_separator: ',',
    currency_prefix: '$',
    currency_suffix: '',
  };
}

function images(src: string, name: string): Array<Record<string, unknown>> {
  return src ? [{ id: 0, src, thumbnail: src, srcset: '', sizes: '', name, alt: '' }] : [];
}

/** A product as the Store API answers it (its URLs root-relative: the page's origin is printed by htmlResponse only). */
export function storeProduct(catalogue: Catalogue, origin: string, product: Product, minorUnit: number): Record<string, unknown> {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    parent: 0,
    type: product.type,
    permalink: `${origin}${permalink(product)}`,
    short_description: product.short_description,
    prices: prices(product.price, product.regular_price, minorUnit),
    images: images(product.image, product.name),
    categories: product.categories.flatMap((id) => {
      const category = categoryById(catalogue, id);
      return category
        ? [{ id: category.id, name: category.name, slug: category.slug, link: `${origin}/product-category/${category.slug}/` }]
        : [];
    }),
    variations: product.variations.map((variation) => ({ id: variation.id, attributes: [] })),
    is_in_stock: isInStock(product),
  };
}

function storeVariation(
  catalogue: Catalogue,
  origin: string,
  product: Product,
  variation: Variation,
  minorUnit: number,
): Record<string, unknown> {
  return {
    id: variation.id,
    name: variationName(catalogue, product, variation),
    slug: product.slug,
    parent: product.id,
    type: 'variation',
    permalink: `${origin}${variationPermalink(product, variation)}`,
    short_description: variation.description,
    prices: prices(variation.price, variation.regular_price, minorUnit),
    images: images(variation.image, product.name),
    categories: [],
    variations: [],
    is_in_stock: variation.stock_status === 'instock',
  };
}

function readMinorUnit(c: Context): number {
  const value = Number(getCookie(c, MINOR_UNIT_COOKIE));
  return Number.isInteger(value) && value >= 0 && value <= 3 ? value : 2;
}

/** GET /wc/store/v1/products/{id} and /wc/store/v1/products?slug= (route: the path after /wp-json). */
export function storeApiProducts(c: Context, catalogue: Catalogue, route: string): Response {
  const origin = new URL(c.req.url).origin;
  const minorUnit = readMinorUnit(c);
  const tail = route.replace(/^\/wc\/store\/v1\/products\/?/, '').replace(/\/$/, '');
  if (tail === '') {
    const slug = c.req.query('slug');
    const found = catalogue.products.filter((product) => slug === undefined || product.slug === slug);
    return sendJson(
      c,
      found.map((product) => storeProduct(catalogue, origin, product, minorUnit)),
    );
  }
  const item = /^\d+$/.test(tail) ? resolveId(catalogue, Number(tail)) : null;
  if (!item) return sendJson(c, NOT_FOUND, 404);
  return sendJson(
    c,
    item.variation
      ? storeVariation(catalogue, origin, item.product, item.variation, minorUnit)
      : storeProduct(catalogue, origin, item.product, minorUnit),
  );
}

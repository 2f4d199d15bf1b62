/**
 * The Store API's product read (§7 "Store API and marketing"): GET
 * `{home_url}/wp-json/wc/store/v1/products/{id}` for a product or a variation id, parsed into the
 * §3 "Product as read from the store API" fields. On a 404 the URL's slug is tried
 * (`/products?slug=`, a list); other failures yield no product (§8). The last result is cached by id.
 */
import { call, defineContract, type CallOptions } from './contract.ts';
import { ProtocolError, wrongShape } from './errors.ts';
import { isRecord, readBoolean, readNumber, readString } from './validate.ts';

/** §3 "Product as read from the store API". Prices are strings in the currency's minor units, as the Store API sends them. */
export interface StoreProduct {
  id: number;
  name: string;
  shortDescription: string;
  isInStock: boolean;
  permalink: string;
  prices: { price: string; regularPrice: string; currencyCode: string; currencyMinorUnit: number };
  images: { src: string }[];
  categories: { id: number; name: string }[];
  variations: { id: number }[];
}

function list<T>(value: unknown, read: (entry: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((entry): entry is T => entry !== undefined);
}

function readPrices(raw: unknown): StoreProduct['prices'] {
  if (!isRecord(raw)) throw wrongShape('store_product', 'no prices');
  const price = readString(raw.price);
  const minorUnit = readNumber(raw.currency_minor_unit);
  if (price === undefined || minorUnit === undefined) throw wrongShape('store_product', 'no prices.price / currency_minor_unit');
  return {
    price,
    regularPrice: readString(raw.regular_price) ?? price,
    currencyCode: readString(raw.currency_code) ?? '',
    currencyMinorUnit: minorUnit,
  };
}

/** One Store API product object → StoreProduct; throws on a shape that is not a product. */
export function parseStoreProduct(raw: unknown): StoreProduct {
  if (!isRecord(raw)) throw wrongShape('store_product', 'not an object');
  const id = readNumber(raw.id);
  if (id === undefined) throw wrongShape('store_product', 'no id');
  return {
    id,
    name: readString(raw.name) ?? '',
    shortDescription: readString(raw.short_description) ?? '',
    isInStock: readBoolean(raw.is_in_stock) ?? false,
    permalink: readString(raw.permalink) ?? '',
    prices: readPrices(raw.prices),
    images: list(raw.images, (image) => (isRecord(image) && typeof image.src === 'string' ? { src: image.src } : undefined)),
    categories: list(raw.categories, (category) => {
      if (!isRecord(category)) return undefined;
      const categoryId = readNumber(category.id);
      return categoryId === undefined ? undefined : { id: categoryId, name: readString(category.name) ?? '' };
    }),
    variations: list(raw.variations, (variation) => {
      const variationId = isRecord(variation) ? readNumber(variation.id) : undefined;
      return variationId === undefined ? undefined : { id: variationId };
    }),
  };
}

const productContract = defineContract<StoreProduct, { id: string }>({
  name: 'store_product',
  transport: { rest: 'wc/store/v1/products/{id}' },
  method: 'GET',
  response: 'json',
  parse: parseStoreProduct,
});

const productBySlugContract = defineContract<StoreProduct | null, { slug: string }>({
  name: 'store_product_by_slug',
  transport: { rest: 'wc/store/v1/products' },
  method: 'GET',
  response: 'json',
  parse: (raw) => {
    if (!Array.isArray(raw)) throw wrongShape('store_product_by_slug', 'not a list');
    return raw.length ? parseStoreProduct(raw[0]) : null;
  },
});

let last: { key: string; product: StoreProduct } | undefined;

/**
 * The product (or variation) `id` names; null when the shop has none or the call fails (§8: "other
 * failures yield no product and no event"). A 404 tries `slug` (§7: the URL's slug) when one is given.
 */
export async function fetchStoreProduct(id: string, slug?: string, options?: CallOptions): Promise<StoreProduct | null> {
  if (last?.key === id) return last.product;
  let product: StoreProduct | null;
  try {
    product = await call(productContract, { id }, options);
  } catch (error) {
    if (!(error instanceof ProtocolError) || error.status !== 404 || !slug) return null;
    product = await call(productBySlugContract, { slug }, options).catch(() => null);
  }
  if (product) last = { key: id, product };
  return product;
}

/** Forgets the cached product (tests). */
export function resetStoreProductCacheForTests(): void {
  last = undefined;
}

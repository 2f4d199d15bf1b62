/**
 * §3 "Tracked 'viewed product' payload", built from the Store API's product (and, for a chosen
 * variation, the variation's own record). Pure: no DOM, no requests.
 */
import type { StoreProduct } from '../../protocol/store-api.ts';

export interface ViewedProduct {
  id: string;
  currency: string;
  price: number;
  oldPrice: number | null;
  title: string;
  description: string;
  imageUrl: string;
  url: string;
  status: 'inStock' | 'outOfStock';
  categories: { id: string; title: string }[];
  variantId: string;
}

/** §9 "Tracking price normalisation": minor units of any currency → 2 decimals (value × 10^(2 − minor unit)). */
export function normalisePrice(value: string, minorUnit: number): number {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return 0;
  return minorUnit === 2 ? amount : Math.round(amount * 10 ** (2 - minorUnit));
}

/** §3: an image path without a scheme and host gets the site origin in front. */
export function absoluteUrl(src: string, origin: string): string {
  if (src === '' || /^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  if (src.startsWith('//')) return `${new URL(origin).protocol}${src}`;
  return `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

/**
 * The payload for `product`; with `variation` (the Store API's record of the chosen variation) its
 * price, stock and image win, and `variantId` names it.
 */
export function viewedProduct(product: StoreProduct, variation: StoreProduct | null, origin: string): ViewedProduct {
  const priced = variation ?? product;
  const { price, regularPrice, currencyCode, currencyMinorUnit } = priced.prices;
  const image = priced.images[0]?.src ?? product.images[0]?.src ?? '';
  return {
    id: String(product.id),
    currency: currencyCode,
    price: normalisePrice(price, currencyMinorUnit),
    // §3: only when the price differs from the regular price.
    oldPrice: regularPrice !== '' && regularPrice !== price ? normalisePrice(regularPrice, currencyMinorUnit) : null,
    title: product.name,
    description: product.shortDescription,
    imageUrl: absoluteUrl(image, origin),
    url: product.permalink,
    status: priced.isInStock ? 'inStock' : 'outOfStock',
    categories: product.categories.map((category) => ({ id: String(category.id), title: category.name })),
    variantId: variation ? String(variation.id) : '',
  };
}

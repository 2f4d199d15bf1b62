/** get_price_html() for products and variations: the inner HTML of `.price`. */
import { isOnSale, toCents, variationPriceRange, type Product, type Variation } from '../catalogue.ts';
import { priceRangeHtml, salePriceHtml, wcPrice } from '../formatting/price.ts';

function singlePriceHtml(price: string, regular: string): string {
  const cents = toCents(price);
  if (cents === null) return '';
  const regularCents = toCents(regular);
  if (regularCents !== null && cents < regularCents) return salePriceHtml(regularCents, cents);
  return wcPrice(cents);
}

/** A variation's price, sale-formatted when its price is below its regular price. */
export function variationPriceHtml(variation: Variation): string {
  return singlePriceHtml(variation.price, variation.regular_price);
}

/** Simple: its price. Variable: a from–to range, or one (sale) price when all variations cost the same. */
export function productPriceHtml(product: Product): string {
  if (product.type === 'simple') return singlePriceHtml(product.price, product.regular_price);
  const range = variationPriceRange(product);
  if (!range) return '';
  if (range.min !== range.max) return priceRangeHtml(range.min, range.max);
  if (isOnSale(product) && range.minRegular === range.maxRegular) return salePriceHtml(range.maxRegular, range.min);
  return wcPrice(range.min);
}

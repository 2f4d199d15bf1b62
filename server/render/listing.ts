/**
 * A product archive's main column: title, the sort form (a plain GET form, so
 * sorting works without JavaScript), the result count and the `ul.products` grid.
 */
import { toCents, variationPriceRange, type Catalogue, type Product } from '../catalogue.ts';
import { escHtml } from '../formatting/escape.ts';
import { cardView, productCard } from './product-card.ts';

export const ORDER_OPTIONS = [
  ['menu_order', 'Default sorting'],
  ['popularity', 'Sort by popularity'],
  ['rating', 'Sort by average rating'],
  ['date', 'Sort by latest'],
  ['price', 'Sort by price: low to high'],
  ['price-desc', 'Sort by price: high to low'],
] as const;

export type OrderBy = (typeof ORDER_OPTIONS)[number][0];

/** An `orderby` query value, or the default for anything unknown (as the platform does). */
export function parseOrderBy(value: string | null | undefined): OrderBy {
  return ORDER_OPTIONS.find(([key]) => key === value)?.[0] ?? 'menu_order';
}

function sortPrice(product: Product): number {
  if (product.type === 'variable') return variationPriceRange(product)?.min ?? Number.POSITIVE_INFINITY;
  return toCents(product.price) ?? Number.POSITIVE_INFINITY;
}

/** The products in the requested order; ties keep catalogue (menu) order. */
export function sortProducts(products: Product[], orderBy: OrderBy): Product[] {
  const indexed = products.map((product, index) => ({ product, index }));
  const by: Record<OrderBy, (a: Product, b: Product) => number> = {
    menu_order: () => 0,
    popularity: (a, b) => b.total_sales - a.total_sales,
    rating: (a, b) => b.average_rating - a.average_rating,
    date: (a, b) => b.date.localeCompare(a.date),
    price: (a, b) => sortPrice(a) - sortPrice(b),
    'price-desc': (a, b) => {
      // Unpriced products sort last both ways.
      const pa = sortPrice(a);
      const pb = sortPrice(b);
      if (pa === pb) return 0;
      if (!Number.isFinite(pa)) return 1;
      if (!Number.isFinite(pb)) return -1;
      return pb - pa;
    },
  };
  return indexed.sort((x, y) => by[orderBy](x.product, y.product) || x.index - y.index).map(({ product }) => product);
}

function orderingForm(orderBy: OrderBy): string {
  const options = ORDER_OPTIONS.map(
    ([value, label]) => `\t\t\t\t\t<option value="${value}" ${value === orderBy ? " selected='selected'" : ''}>${label}</option>\n`,
  ).join('');
  return (
    `<form class="woocommerce-ordering" method="get">\n\t\t<select\n\t\tname="orderby"\n\t\tclass="orderby"\n\t\t\t\t\taria-label="Shop order"\n\t\t\t>\n` +
    options +
    `\t\t\t</select>\n\t<input type="hidden" name="paged" value="1" />\n\t</form>\n`
  );
}

function resultCount(total: number): string {
  const text = total === 1 ? 'Showing the single result' : `Showing all ${total} results`;
  return `<p class="woocommerce-result-count" role="alert" aria-relevant="all" >\n\t${text}</p>\n`;
}

export interface ListingOptions {
  title: string;
  products: Product[];
  orderBy: OrderBy;
}

/** The archive's `main` content. */
export function productListing(catalogue: Catalogue, options: ListingOptions): string {
  const products = sortProducts(options.products, options.orderBy);
  const header =
    `\t\t<header class="woocommerce-products-header">\n` +
    `\t\t\t<h1 class="woocommerce-products-header__title page-title">${escHtml(options.title)}</h1>\n\t\n\t</header>\n`;
  if (products.length === 0) {
    return `${header}<div class="woocommerce-no-products-found">\n\t\n\t<div class="woocommerce-info" role="status">\n\t\tNo products were found matching your selection.\t</div>\n</div>\n`;
  }
  const form = orderingForm(options.orderBy);
  const count = resultCount(products.length);
  return (
    header +
    `<div class="storefront-sorting"><div class="woocommerce-notices-wrapper"></div>${form}${count}</div>` +
    `<ul class="products columns-3">\n${products.map((p, i) => productCard(cardView(catalogue, p, i))).join('')}</ul>\n` +
    `<div class="storefront-sorting">${form}${count}</div>`
  );
}

/**
 * ProductX's (wopb) product blocks of the `/productx/` page, as data: which grids the page
 * holds (the block context a request must name), the product filter state the filter block
 * posts (§3 "Product filter state"), and the catalogue query behind every block call —
 * filtering, sorting and paging done for real, so a filtered answer really narrows.
 */
import { isInStock, toCents, type Catalogue, type Product } from './catalogue.ts';

/** The page the blocks sit on (ProductX's `postId`). */
export const PRODUCTX_POST_ID = 45;
export const PRODUCTX_ROUTE = '/productx/';

export type GridMode = 'loadmore' | 'pagination' | 'tabs';

export interface GridBlock {
  blockId: string;
  /** The block type; the filter block targets every grid of one type (`product-blocks_{name}`). */
  name: 'product-grid-1' | 'product-grid-2';
  mode: GridMode;
  title: string;
  perPage: number;
}

/** The page's grids: the filter block targets product-grid-1 (the load-more and the paginated grid). */
export const GRID_BLOCKS: readonly GridBlock[] = [
  { blockId: 'wopbgrid1lm', name: 'product-grid-1', mode: 'loadmore', title: 'Grid with Load More', perPage: 6 },
  { blockId: 'wopbgrid1pg', name: 'product-grid-1', mode: 'pagination', title: 'Grid with AJAX pagination', perPage: 3 },
  { blockId: 'wopbgrid2ft', name: 'product-grid-2', mode: 'tabs', title: 'Grid with category tabs', perPage: 6 },
];

/** The block a request's context names, or null when blockId, blockName or postId don't match the page. */
export function blockFromContext(blockId: unknown, blockName: unknown, postId: unknown): GridBlock | null {
  const block = GRID_BLOCKS.find((b) => b.blockId === blockId);
  if (!block || blockName !== `product-blocks_${block.name}` || String(postId) !== String(PRODUCTX_POST_ID)) return null;
  return block;
}

export type Sorting = 'default' | 'popular' | 'latest' | 'rating' | 'price_low' | 'price_high';
const SORTINGS: readonly Sorting[] = ['default', 'popular', 'latest', 'rating', 'price_low', 'price_high'];

/** §3 "Product filter state", parsed. */
export interface ProductFilters {
  search: string;
  price: { minPrice: number; maxPrice: number } | null;
  status: string[];
  rating: number[];
  taxRelation: 'AND' | 'OR';
  taxonomy: Array<{ taxonomy: string; termIds: number[] }>;
  sorting: Sorting;
}

export const NO_FILTERS: ProductFilters = {
  search: '',
  price: null,
  status: [],
  rating: [],
  taxRelation: 'OR',
  taxonomy: [],
  sorting: 'default',
};

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A PHP-decoded list arrives as an array or as an object keyed 0, 1, … (bracket form encoding). */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : isJson(value) ? Object.values(value) : []);
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

function parsePrice(raw: unknown): ProductFilters['price'] {
  if (!isJson(raw)) return null;
  const min = num(raw.minPrice);
  const max = num(raw.maxPrice);
  return min === null || max === null ? null : { minPrice: min, maxPrice: max };
}

function parseTaxonomy(raw: unknown): ProductFilters['taxonomy'] {
  return list(raw).flatMap((entry) => {
    if (!isJson(entry) || typeof entry.taxonomy !== 'string') return [];
    const termIds = list(entry.term_ids)
      .map(num)
      .filter((n): n is number => n !== null);
    return termIds.length ? [{ taxonomy: entry.taxonomy, termIds }] : [];
  });
}

/** `product_filters` as posted (JSON or PHP-decoded form fields); anything unreadable is left out. */
export function parseFilters(raw: unknown): ProductFilters {
  if (!isJson(raw)) return NO_FILTERS;
  const search = list(raw.search).find((s) => typeof s === 'string') ?? (typeof raw.search === 'string' ? raw.search : '');
  const relation = list(raw.tax_relation)[0] ?? raw.tax_relation;
  return {
    search: typeof search === 'string' ? search.trim() : '',
    price: parsePrice(raw.price),
    status: list(raw.status).filter((s): s is string => typeof s === 'string'),
    rating: list(raw.rating)
      .map(num)
      .filter((n): n is number => n !== null),
    taxRelation: relation === 'AND' ? 'AND' : 'OR',
    taxonomy: parseTaxonomy(raw.product_taxonomy),
    sorting: SORTINGS.find((s) => s === raw.sorting) ?? 'default',
  };
}

/** The price a product is filtered and sorted by (its lowest; none counts as 0). */
export function productPrice(product: Product): number {
  const prices = [product.price, ...product.variations.map((v) => v.price)].map(toCents).filter((c): c is number => c !== null);
  return prices.length ? Math.min(...prices) / 100 : 0;
}

/** The price range the filter offers: 0 up to the dearest product, in whole units. */
export function priceRangeMax(catalogue: Catalogue): number {
  return Math.ceil(Math.max(...catalogue.products.map(productPrice)));
}

function stockStatus(product: Product): string {
  return isInStock(product) ? 'instock' : 'outofstock';
}

function matchesTaxonomies(product: Product, filters: ProductFilters): boolean {
  if (!filters.taxonomy.length) return true;
  // Only product_cat is offered; another taxonomy matches nothing (the catalogue has no such terms).
  const hits = filters.taxonomy.map(
    ({ taxonomy, termIds }) => taxonomy === 'product_cat' && termIds.some((id) => product.categories.includes(id)),
  );
  return filters.taxRelation === 'AND' ? hits.every(Boolean) : hits.some(Boolean);
}

/** One rating box N takes the products rated N up to (not including) N + 1; 5 takes exactly 5. */
function matchesRating(product: Product, ratings: number[]): boolean {
  return !ratings.length || ratings.some((r) => product.average_rating >= r && (r >= 5 || product.average_rating < r + 1));
}

function matches(product: Product, filters: ProductFilters): boolean {
  const name = product.name.toLowerCase();
  if (filters.search && !name.includes(filters.search.toLowerCase())) return false;
  const price = productPrice(product);
  if (filters.price && (price < filters.price.minPrice || price > filters.price.maxPrice)) return false;
  if (filters.status.length && !filters.status.includes(stockStatus(product))) return false;
  return matchesRating(product, filters.rating) && matchesTaxonomies(product, filters);
}

const BY: Record<Sorting, (a: Product, b: Product) => number> = {
  default: () => 0,
  popular: (a, b) => b.total_sales - a.total_sales,
  latest: (a, b) => b.date.localeCompare(a.date),
  rating: (a, b) => b.average_rating - a.average_rating,
  price_low: (a, b) => productPrice(a) - productPrice(b),
  price_high: (a, b) => productPrice(b) - productPrice(a),
};

/** The products a block shows for `filters`, optionally within one category (a tab), in order. */
export function queryProducts(catalogue: Catalogue, filters: ProductFilters, categoryId: number | null = null): Product[] {
  const found = catalogue.products.filter((p) => matches(p, filters) && (categoryId === null || p.categories.includes(categoryId)));
  // A stable sort: ties keep the catalogue's order (menu order).
  return found
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => BY[filters.sorting](a, b) || i - j)
    .map(([p]) => p);
}

export interface Page {
  items: Product[];
  page: number;
  pages: number;
}

/** Page `page` (1-based, clamped) of `products`, `perPage` a page. */
export function pageOf(products: Product[], page: number, perPage: number): Page {
  const pages = Math.max(1, Math.ceil(products.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { items: products.slice((current - 1) * perPage, current * perPage), page: current, pages };
}

/** ProductX's numbered pagination: first, dots, 3 centre pages, dots, last. */
export function paginationWindow(current: number, pages: number): Array<number | 'dots'> {
  const start = Math.max(1, Math.min(current - 1, pages - 2));
  const end = Math.min(pages, start + 2);
  const out: Array<number | 'dots'> = [];
  if (start > 1) out.push(1);
  if (start > 2) out.push('dots');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < pages - 1) out.push('dots');
  if (end < pages) out.push(pages);
  return out;
}

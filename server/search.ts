/**
 * Product search over the catalogue (issue 14): the theme's popup search
 * (`{theme}_search_products`) and ProductX's search block (REST `/wopb/product-search`) both
 * match a query against a product's name, SKU and category names, case-insensitively, optionally
 * within one category. Popular keywords are a fixed list, as the theme's setting holds them.
 */
import { categoryBySlug, type Catalogue, type Category, type Product } from './catalogue.ts';

/** The theme's "popular search keywords" setting, shown in the popup before anything is typed. */
export const POPULAR_KEYWORDS: readonly string[] = ['Lightroom', 'Film', 'Portrait', 'Bundle', 'Mobile'];

/** How many products the popup's results grid shows (the theme's search page size). */
export const POPUP_RESULT_LIMIT = 8;

/** ProductX's search block shows this many items before its "More results" toggle (its `view_limit`). */
export const BLOCK_VIEW_LIMIT = 6;

/** The search block page (its `postId`) and its two blocks: results in place, and a form that redirects. */
export const SEARCH_BLOCK_POST_ID = 46;
export const SEARCH_BLOCK_ROUTE = '/search-block/';
export const SEARCH_BLOCKS = [
  { blockId: 'wopbsearch1', redirect: false, title: 'Search block' },
  { blockId: 'wopbsearch2', redirect: true, title: 'Search block with redirect' },
] as const;
export const SEARCH_BLOCK_NAME = 'product-blocks_product-search';

export interface SearchQuery {
  /** The text typed; '' matches every product (a category-only search). */
  text: string;
  /** A category slug; '' for all categories. */
  category: string;
}

export interface SearchResult {
  products: Product[];
  /** Categories whose names match the text (ProductX lists them above the products). */
  categories: Category[];
}

const folded = (text: string): string => text.trim().toLocaleLowerCase('en-US');

function matches(catalogue: Catalogue, product: Product, needle: string): boolean {
  if (needle === '') return true;
  if (folded(product.name).includes(needle) || folded(product.sku).includes(needle)) return true;
  return product.categories.some((id) => folded(catalogue.categories.find((c) => c.id === id)?.name ?? '').includes(needle));
}

/** Products matching `query` in catalogue order; an unknown category matches nothing. */
export function searchCatalogue(catalogue: Catalogue, query: SearchQuery): SearchResult {
  const needle = folded(query.text);
  const category = query.category ? categoryBySlug(catalogue, query.category) : null;
  if (query.category && !category) return { products: [], categories: [] };
  const products = catalogue.products.filter(
    (p) => (category === null || p.categories.includes(category.id)) && matches(catalogue, p, needle),
  );
  const categories = needle === '' ? [] : catalogue.categories.filter((c) => folded(c.name).includes(needle));
  return { products, categories };
}

/** The search block a request's context names, or null when blockId, blockName or postId don't match the page. */
export function searchBlockFromContext(blockId: unknown, blockName: unknown, postId: unknown): (typeof SEARCH_BLOCKS)[number] | null {
  const block = SEARCH_BLOCKS.find((b) => b.blockId === blockId);
  if (!block || blockName !== SEARCH_BLOCK_NAME || String(postId) !== String(SEARCH_BLOCK_POST_ID)) return null;
  return block;
}

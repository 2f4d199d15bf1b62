/**
 * WordPress's product search results (`/?s={text}&post_type=product`, with the popup form's
 * `category` or the search block's `product_cat`): where both search forms go without live search
 * (`ajax_disable`, a redirecting search block, or no JavaScript). A product archive of the matches.
 */
import type { Catalogue } from '../catalogue.ts';
import { searchCatalogue } from '../search.ts';
import type { PageSpec } from '../views.ts';
import { productListing, type OrderBy } from './listing.ts';

export interface SearchPageQuery {
  s?: string;
  category?: string;
  product_cat?: string;
}

/** Whether a request for the home page is a search (WordPress reads `s` on any front-end URL). */
export function isSearchQuery(query: SearchPageQuery): boolean {
  return typeof query.s === 'string';
}

export function searchResultsPage(catalogue: Catalogue, query: SearchPageQuery, orderBy: OrderBy = 'menu_order'): PageSpec {
  const text = (query.s ?? '').trim();
  const category = query.category || query.product_cat || '';
  const { products } = searchCatalogue(catalogue, { text, category });
  const title = `Search results: “${text}”`;
  return {
    title,
    bodyClass:
      'search search-results post-type-archive post-type-archive-product wp-embed-responsive wp-theme-storefront theme-storefront woocommerce woocommerce-page woocommerce-no-js storefront-full-width-content woocommerce-active',
    navCurrent: '/?s=',
    breadcrumb: [{ label: 'Home', href: '/' }, { label: title }],
    main: () => productListing(catalogue, { title, products, orderBy }),
    sidebar: false,
    isCart: false,
  };
}

/**
 * The theme's search (issue 14, §2 "Popup search"): the header search field with its category
 * dropdown placeholder and the search icon, the `#popup-search` shell every page carries, and the
 * results template `{theme}_search_products` answers with (its product loop's `.grid-item`s).
 * The theme's markup is not captured: ids and classes are the spec's and the theme's script's.
 * Without JavaScript both forms are plain GET searches of the shop's products.
 */
import { loadCatalogue, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { POPULAR_KEYWORDS } from '../search.ts';
import { URLS } from '../site.ts';
import { thumbnailImg } from './image.ts';
import { productPriceHtml } from './product-price.ts';

/** Where both forms (and the keyword links) lead without live search: WordPress's product search. */
export function searchResultsHref(text: string): string {
  return `${URLS.home}?s=${encodeURIComponent(text)}&post_type=product`;
}

const SEARCH_ICON =
  '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

function categoryOptions(catalogue: Catalogue): string {
  return (
    `<option value="">All categories</option>` +
    catalogue.categories.map((c) => `<option value="${escAttr(c.slug)}">${escHtml(c.name)}</option>`).join('')
  );
}

/** The header's search field, its category placeholder and the search icon: each opens the popup. */
export function headerSearch(): string {
  return (
    `\t\t\t<div class="header-search">` +
    `<div class="header-search-form"><form role="search" method="get" class="search-form" action="${URLS.home}">` +
    `<label class="screen-reader-text" for="header-search-field">Search for:</label>` +
    `<input type="search" id="header-search-field" class="search-field" placeholder="Search products…" value="" name="s" autocomplete="off" />` +
    `<input type="hidden" name="post_type" value="product" />` +
    `<label class="screen-reader-text" for="placeholder_cat_dropdown">Search in category</label>` +
    `<select id="placeholder_cat_dropdown" class="search-select"><option value="">All categories</option></select>` +
    `<button type="submit" class="search-submit">Search</button></form></div>` +
    `<a href="${escUrl(searchResultsHref(''))}" class="page-open-popup-search header-search-icon" aria-haspopup="dialog" aria-controls="popup-search">` +
    `${SEARCH_ICON}<span class="screen-reader-text">Search</span></a></div>\n`
  );
}

function keywords(): string {
  const items = POPULAR_KEYWORDS.map(
    (k) => `<li><a class="search-keyword" href="${escUrl(searchResultsHref(k))}" data-keyword="${escAttr(k)}">${escHtml(k)}</a></li>`,
  ).join('');
  return (
    `<div class="row-popular-search-keywords"><h2 class="popular-search-keywords-title">Popular searches</h2>` +
    `<ul class="popular-search-keywords">${items}</ul></div>`
  );
}

/** `#popup-search`, closed, with its stylesheet (the fixture shop's, not the theme's). */
export function popupSearch(catalogue: Catalogue = loadCatalogue()): string {
  return (
    `<link rel="stylesheet" id="popup-search-fixture-css" href="/fixtures-html/assets/search.css" media="all" />\n` +
    `<div id="popup-search" class="page-search-popup" aria-hidden="true" hidden><div class="inner">` +
    `<div class="popup-search-header"><form role="search" method="get" class="search-form" action="${URLS.home}">` +
    `<label class="screen-reader-text" for="popup-search-field">Search for:</label>` +
    `<input type="search" id="popup-search-field" class="search-field" placeholder="Search products…" value="" name="s" autocomplete="off" />` +
    `<input type="hidden" name="post_type" value="product" />` +
    `<label class="screen-reader-text" for="popup-search-category">Search in category</label>` +
    `<select id="popup-search-category" class="search-select" name="category">${categoryOptions(catalogue)}</select>` +
    `<button type="submit" class="search-submit">Search</button></form>` +
    `<button type="button" id="search-popup-close" class="popup-search-close" aria-label="Close search">&times;</button></div>` +
    keywords() +
    `<div class="popup-search-results" hidden><h2 class="popup-search-results-title">Results for “<span class="popup-search-current"></span>”</h2>` +
    `<div class="minimog-grid-wrapper"><div class="minimog-grid"></div></div></div>` +
    `</div></div>\n`
  );
}

/** One product of the results grid, as the theme's product loop prints it. */
function gridItem(product: Product): string {
  const href = escUrl(permalink(product));
  return (
    `<div class="grid-item product type-product post-${product.id}"><div class="product-wrapper">` +
    `<div class="product-thumbnail"><a href="${href}" tabindex="-1" aria-hidden="true">${thumbnailImg(product.image, { size: 160, alt: product.name })}</a></div>` +
    `<div class="product-info"><h3 class="woocommerce-loop-product__title post-title"><a href="${href}">${escHtml(product.name)}</a></h3>` +
    `<span class="price">${productPriceHtml(product)}</span></div></div></div>`
  );
}

/** `data.template` of `{theme}_search_products`: the grid's items, or the platform's no-products notice. */
export function searchResultsTemplate(products: Product[]): string {
  if (products.length === 0) {
    return `<p class="woocommerce-info woocommerce-no-products-found">No products were found matching your selection.</p>`;
  }
  return products.map(gridItem).join('');
}

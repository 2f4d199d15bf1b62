/**
 * ProductX's product search block (issue 14, §2 "Product search block") in the add-on's markup:
 * the block (input, clear, loader, category dropdown, search icon, empty result panel), the HTML
 * its REST `/wopb/product-search` answers (matching categories, products with the extra ones
 * hidden behind 'More results..(n)' / 'Less results', or 'No Result Found'), and the fixture page
 * holding one block that shows results in place and one whose form redirects. The icon and clear
 * control carry screen-reader text (the add-on's have none): an `aria-label` on a link without an
 * address or a span is not allowed until the island gives them their button role.
 */
import { permalink, type Catalogue, type Category, type Product } from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { BLOCK_VIEW_LIMIT, SEARCH_BLOCK_POST_ID, SEARCH_BLOCK_ROUTE, SEARCH_BLOCKS, type SearchResult } from '../search.ts';
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';
import { thumbnailImg } from './image.ts';
import { productPriceHtml } from './product-price.ts';
import { wopbCoreRegion } from './wopb-core.ts';

const ICON =
  '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

function categoryDropdown(catalogue: Catalogue): string {
  const items = catalogue.categories.map((c) => `<li value="${escAttr(c.slug)}">${escHtml(c.name)}</li>`).join('');
  return (
    `<div class="wopb-search-category"><span class="wopb-separator wopb-left-separator"></span><div class="wopb-dropdown-select">` +
    `<span class="wopb-selected-item"><span value="" class="wopb-selected-text">All Categories</span><i class="dashicons dashicons-arrow-down-alt2"></i></span>` +
    `<ul class="wopb-select-items"><li value="">All Categories</li>${items}</ul></div>` +
    `<span class="wopb-separator wopb-right-separator"></span></div>`
  );
}

/** One search block; with `redirect` its form carries `data-redirect` (the add-on's home URL). */
export function searchBlock(catalogue: Catalogue, blockId: string, redirect: boolean): string {
  return (
    `<div class="wp-block-product-blocks-product-search wopb-block-${escAttr(blockId)} ">` +
    `<div class="wopb-block-wrapper wopb-front-block-wrapper wopb-product-search-block " data-blockid="${escAttr(blockId)}" data-postid="${SEARCH_BLOCK_POST_ID}" data-blockname="product-blocks_product-search">` +
    `<div class="wopb-search-section"><form action="javascript:"${redirect ? ` data-redirect="${escAttr(URLS.home)}"` : ''}>` +
    `<div class="wopb-input-section"><input type="text" class="wopb-search-input" placeholder="Search for products..." aria-label="Search for products" />` +
    `<span class="dashicons dashicons-no-alt wopb-clear wopb-d-none"><span class="screen-reader-text">Clear search</span></span><span class="wopb-loader-container"></span></div>` +
    categoryDropdown(catalogue) +
    `<a class="wopb-search-icon">${ICON}<span class="screen-reader-text">Search</span></a>` +
    `</form></div><div class="wopb-search-result wopb-d-none wopb-layout-1"></div></div></div>\n`
  );
}

/** ProductX's highlightSearchKey(): the matched text in `<strong>`, the rest escaped. */
function highlight(name: string, search: string): string {
  const at = search ? name.toLocaleLowerCase('en-US').indexOf(search.trim().toLocaleLowerCase('en-US')) : -1;
  if (at === -1 || !search.trim()) return escHtml(name);
  const end = at + search.trim().length;
  return `${escHtml(name.slice(0, at))}<strong>${escHtml(name.slice(at, end))}</strong>${escHtml(name.slice(end))}`;
}

function extended(index: number): string {
  return index >= BLOCK_VIEW_LIMIT ? ' wopb-extended-item wopb-d-none' : '';
}

function termItems(categories: Category[], search: string): string {
  const items = categories
    .map(
      (c, i) =>
        `<div class="wopb-search-item${extended(i)}"><a href="/product-category/${escAttr(c.slug)}/" class="wopb-item-term">${highlight(c.name, search)}</a></div>`,
    )
    .join('');
  return `<div class="wopb-search-item-label wopb-search-item">Categories</div><div class="wopb-tax-term-items wopb-search-items">${items}</div>`;
}

function productItem(product: Product, search: string, index: number): string {
  const href = escUrl(permalink(product));
  const rating = Math.round((product.average_rating / 5) * 100);
  return (
    `<div class="wopb-search-item wopb-block-item${extended(index)}"><div class="wopb-item-details">` +
    `<a href="${href}" class="wopb-item-image" tabindex="-1" aria-hidden="true">${thumbnailImg(product.image, { size: 80, alt: '' })}</a>` +
    `<div class="wopb-item-title-section"><a href="${href}" class="wopb-item-title">${highlight(product.name, search)}</a>` +
    `<div class="wopb-rating-section"><div class="wopb-star-rating" role="img" aria-label="Rated ${product.average_rating} out of 5"><span class="wopb-star-fill" style="width: ${rating}%"><strong class="wopb-rating">${product.average_rating}</strong></span></div></div>` +
    `</div></div><div class="wopb-item-price">${productPriceHtml(product)}</div></div>`
  );
}

/** The HTML `/wopb/product-search` answers for `result`. */
export function searchBlockResults(result: SearchResult, search: string): string {
  const { products, categories } = result;
  if (!products.length && !categories.length) return `<div class="wopb-empty-result"><h2> No Result Found </h2></div>`;
  let html = categories.length ? termItems(categories, search) : '';
  if (products.length) {
    html +=
      `<div class="wopb-search-item-label wopb-search-item">Products</div>` +
      `<div class="wopb-search-items">${products.map((p, i) => productItem(p, search, i)).join('')}</div>`;
    if (products.length > BLOCK_VIEW_LIMIT) {
      html +=
        `<div class="wopb-load-more-section"><a class="wopb-load-more">More results..(${products.length - BLOCK_VIEW_LIMIT})</a>` +
        `<a class="wopb-less-result wopb-d-none">Less results</a></div>`;
    }
  }
  return html;
}

/** The `/search-block/` fixture page: one block that shows results in place, one whose form redirects. */
export function searchBlockPage(catalogue: Catalogue): PageSpec {
  const blocks = SEARCH_BLOCKS.map(
    (b) => `<h2 class="wopb-search-heading">${escHtml(b.title)}</h2>\n${searchBlock(catalogue, b.blockId, b.redirect)}`,
  ).join('');
  return {
    title: 'Product search block',
    bodyClass: `page-template-default page page-id-${SEARCH_BLOCK_POST_ID} wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-full-width-content woocommerce-active`,
    navCurrent: SEARCH_BLOCK_ROUTE,
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Product search block' }],
    main: (visitor) =>
      `<article id="post-${SEARCH_BLOCK_POST_ID}" class="post-${SEARCH_BLOCK_POST_ID} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Product search block</h1></header>\n` +
      `<div class="entry-content">\n${blocks}</div></article>\n` +
      wopbCoreRegion(visitor),
    sidebar: false,
    isCart: false,
    // The block's own styles are in search.css, which the popup search's markup links on every page.
    headExtra: `<link rel='stylesheet' id='wopb-blocks-fixture-css' href='/fixtures-html/assets/wopb-blocks.css' media='all' />\n`,
  };
}

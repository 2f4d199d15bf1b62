/**
 * ProductX's (wopb) filter block in the add-on's markup (the captured `/productx/`): a
 * title that opens it, the chip area with 'Clear All', and one section per slug (search,
 * product_taxonomy, status, rating, price, sorting, reset). The category section shows
 * `limit` terms and fetches the rest page by page (`wopb_show_more_filter_item`).
 */
import { isInStock, type Catalogue } from '../catalogue.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';
import { PRODUCTX_POST_ID, PRODUCTX_ROUTE, priceRangeMax } from '../wopb-discovery.ts';

/** Category terms a show-more page holds. */
export const TERM_LIMIT = 4;

function section(slugClass: string, label: string, body: string): string {
  return (
    `<div class="wopb-filter-section wopb-filter-${slugClass}"><div class="wopb-filter-header"><span class="wopb-filter-label">${escHtml(label)}</span>` +
    `<div class="wopb-filter-toggle"><span class="dashicons dashicons-plus-alt2 wopb-filter-plus"></span><span class="dashicons dashicons-minus wopb-filter-minus"></span></div></div>` +
    `<div class="wopb-filter-body">${body}</div></div>`
  );
}

function checkbox(className: string, id: string, value: string, label: string, text: string): string {
  return (
    `<div class="wopb-filter-item"><div class="wopb-item-content"><label>` +
    `<input type="checkbox" class="${className}" id="${escAttr(id)}" value="${escAttr(value)}" data-label="${escAttr(label)}" /> <span>${text}</span>` +
    `</label></div></div>`
  );
}

/** Category terms `page` (1-based) of the filter's category list: what show-more answers. */
export function categoryTerms(catalogue: Catalogue, page: number): string {
  return catalogue.categories
    .slice((page - 1) * TERM_LIMIT, page * TERM_LIMIT)
    .map((c) => {
      const count = catalogue.products.filter((p) => p.categories.includes(c.id)).length;
      return checkbox('wopb-filter-tax-term-input', `tax_term_${c.slug}_${c.id}`, String(c.id), c.name, `${escHtml(c.name)} (${count})`);
    })
    .join('');
}

function categorySection(catalogue: Catalogue): string {
  const query = { taxonomy: 'product_cat', limit: TERM_LIMIT };
  const pages = Math.ceil(catalogue.categories.length / TERM_LIMIT);
  const more =
    pages > 1
      ? `<div class="wopb-filter-extend-control"><span class="wopb-filter-show-more" data-current-page="1" data-pages="${pages}">Show More</span>` +
        `<span class="wopb-filter-show-less" hidden>Show Less</span></div>`
      : '';
  return section(
    'product_cat',
    'Filter By Category',
    `<input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="product_cat" data-query="${escAttr(JSON.stringify(query))}" data-attributes="${escAttr(JSON.stringify({ productCount: true }))}" />` +
      `<div class="wopb-filter-check-list">${categoryTerms(catalogue, 1)}</div>${more}`,
  );
}

function statusSection(catalogue: Catalogue): string {
  const count = (inStock: boolean): number => catalogue.products.filter((p) => isInStock(p) === inStock).length;
  const rows = [
    checkbox('wopb-status-input', 'status_instock', 'instock', 'In stock', `In stock (${count(true)})`),
    checkbox('wopb-status-input', 'status_outofstock', 'outofstock', 'Out of stock', `Out of stock (${count(false)})`),
  ];
  return section(
    'status',
    'Filter By Status',
    `<input type="hidden" class="wopb-filter-slug" value="status"><div class="wopb-filter-check-list">${rows.join('')}</div>`,
  );
}

function ratingSection(): string {
  const rows = [5, 4, 3, 2, 1].map((n) =>
    checkbox(
      'wopb-rating-input',
      `filter-rating-${n}`,
      String(n),
      `${n} star`,
      `${'★'.repeat(n)}${'☆'.repeat(5 - n)}<span class="screen-reader-text">${n} star</span>`,
    ),
  );
  return section(
    'rating',
    'Filter By Rating',
    `<input type="hidden" class="wopb-filter-slug" value="rating"><div class="wopb-filter-check-list wopb-filter-ratings">${rows.join('')}</div>`,
  );
}

function priceSection(max: number): string {
  return section(
    'price',
    'Filter By Price',
    `<input type="hidden" class="wopb-filter-slug" value="price"><div class="wopb-price-range-slider" data-max="${max}">` +
      `<input type="range" class="wopb-price-range-input-min" min="0" max="${max}" value="0" aria-label="Minimum price" />` +
      `<input type="range" class="wopb-price-range-input-max" min="0" max="${max}" value="${max}" aria-label="Maximum price" /></div>` +
      `<div class="wopb-filter-price-input-group"><label>Min <input type="number" class="wopb-filter-price-input wopb-filter-price-min" min="0" max="${max}" value="0" /></label>` +
      `<label>Max <input type="number" class="wopb-filter-price-input wopb-filter-price-max" min="0" max="${max}" value="${max}" /></label></div>`,
  );
}

const SORT_OPTIONS: Array<[string, string]> = [
  ['default', 'Default Sorting'],
  ['popular', 'Popularity'],
  ['latest', 'Latest'],
  ['rating', 'Average Rating'],
  ['price_low', 'Price: low to high'],
  ['price_high', 'Price: high to low'],
];

function sortingSection(): string {
  const options = SORT_OPTIONS.map(([v, l]) => `<option value="${v}">${escHtml(l)}</option>`).join('');
  return section(
    'sorting',
    'Sort By',
    `<input type="hidden" class="wopb-filter-slug" value="sorting"><select class="wopb-filter-sorting-input" aria-label="Sort products">${options}</select>`,
  );
}

/** The filter block targeting every `product-grid-1` of the page. */
export function filterBlock(catalogue: Catalogue): string {
  const search =
    `<input type="hidden" class="wopb-filter-slug" value="search"><div class="wopb-search-filter-body">` +
    `<input type="text" class="wopb-filter-search-input" placeholder="Search Products..." aria-label="Search products" /></div>`;
  return (
    `<div class="wp-block-product-blocks-filter wopb-block-wopbfilter1 "><div class="wopb-product-wrapper wopb-filter-block wopb-filter-block-front-end wopb-filter-toggle-initial-open" ` +
    `data-postid="${PRODUCTX_POST_ID}" data-block-target="product-grid-1" data-current-url="${escAttr(PRODUCTX_ROUTE)}">` +
    `<div class="wopb-filter-title-section"><span class="wopb-filter-title">Filter</span><span class="dashicons dashicons-filter wopb-filter-icon"></span></div>` +
    `<div class="wopb-filter-remove-section"><div class="wopb-active-items"></div><span class="wopb-filter-remove-all">Clear All</span></div>` +
    `<form autocomplete="off" action="javascript:">` +
    section('search', 'Filter By Search', search) +
    categorySection(catalogue) +
    statusSection(catalogue) +
    ratingSection() +
    priceSection(priceRangeMax(catalogue)) +
    sortingSection() +
    `<div class="wopb-filter-section wopb-filter-reset-section"><div class="wopb-filter-body"><input type="hidden" class="wopb-filter-slug wopb-filter-slug-reset wopb-d-none" value="reset">` +
    `<input type="hidden" class="wopb-filter-current-page wopb-d-none" value="" data-slug="" data-taxonomy=""></div></div>` +
    `</form></div></div>\n`
  );
}

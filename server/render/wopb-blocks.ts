/**
 * ProductX's (wopb) product-grid blocks in the add-on's markup (the captured `/productx/`
 * page and wopb_* answers): items, the load-more button, numbered pagination, category
 * tabs. `data-filter-attributes` is quoted here (the add-on prints the JSON unquoted).
 */
import { categoryById, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { PRODUCTX_POST_ID, PRODUCTX_ROUTE, paginationWindow, type GridBlock, type Page } from '../wopb-discovery.ts';
import { URLS } from '../site.ts';
import { thumbnailImg } from './image.ts';
import { cardButton } from './product-card.ts';
import { productPriceHtml } from './product-price.ts';
import { cardSwatches } from './card-swatches.ts';
import { wishlistButton } from './wishlist-button.ts';
import { productMedia } from '../product-media.ts';
import { wopbQuickViewButton } from './wopb-quick-view-trigger.ts';

/** ProductX's flip image: the product's first gallery image, over the card's image on hover (its flip_image add-on). */
function flipImage(product: Product): string {
  const second = productMedia(product).gallery[0];
  return second ? `<img class="wopb-flip-image wopb-fade_in" alt="${escAttr(product.name)}" src="${escUrl(second.src)}" />` : '';
}

/**
 * One `.wopb-block-item`, as wopb_load_more / wopb_pagination answer them. A grid's card (`listIds`:
 * the products of its page) also carries ProductX's quick-view trigger and flip image.
 */
export function wopbItem(catalogue: Catalogue, product: Product, listIds?: readonly number[]): string {
  const button = cardButton(product);
  const category = product.categories[0] === undefined ? null : categoryById(catalogue, product.categories[0]);
  const rating = Math.round((product.average_rating / 5) * 100);
  return (
    `<div class="wopb-block-item "><div class="wopb-block-content-wrap">` +
    `<div class="wopb-block-image">${listIds ? wopbQuickViewButton(product, listIds) : ''}` +
    `<a href="${escUrl(permalink(product))}" tabindex="-1" aria-hidden="true">${thumbnailImg(product.image, { size: 160, alt: product.name })}${listIds ? flipImage(product) : ''}</a></div>` +
    (category
      ? `<div class="wopb-category-grid"><a href="/product-category/${escAttr(category.slug)}/">${escHtml(category.name)}</a></div>`
      : '') +
    `<h3 class="wopb-block-title"><a title="${escAttr(product.name)}" href="${escUrl(permalink(product))}">${escHtml(product.name)}</a></h3>` +
    `<div class="wopb-product-price">${productPriceHtml(product)}</div>` +
    `<div class="wopb-star-rating" role="img" aria-label="Rated ${product.average_rating} out of 5"><span style="width: ${rating}%"><strong class="wopb-rating">${product.average_rating}</strong>out of 5</span></div>` +
    `<div class="wopb-product-btn"><span class="wopb-cart-action " data-postid="${product.id}">` +
    `<a href="${escUrl(button.href)}" class="${button.className.replace(/^button /, '')} wopb-cart-normal" aria-label="${button.ariaLabel}" data-quantity="1" data-product_id="${product.id}" data-product_sku="${escAttr(product.sku)}" rel="nofollow">${button.text}</a>` +
    `<a href="${URLS.cart}" class="wopb-cart-active">View Cart</a></span></div>` +
    // ProductX's own swatches, and the wishlist add-on's button as its loop hook prints it: loaded items carry them too.
    cardSwatches(catalogue, product) +
    wishlistButton(product) +
    `</div></div>`
  );
}

/** Items of a listing; a grid's (`grid`) carry the quick view over the ids of these products and the flip image. */
export function wopbItems(catalogue: Catalogue, products: Product[], grid = false): string {
  const ids = grid ? products.map((p) => p.id) : undefined;
  return products.map((p) => wopbItem(catalogue, p, ids)).join('');
}

function context(block: GridBlock, page: Page, filterAttributes: unknown): string {
  return (
    `data-blockid="${block.blockId}" data-blockname="product-blocks_${block.name}" data-postid="${PRODUCTX_POST_ID}" ` +
    `data-pages="${page.pages}" data-filter-attributes="${escAttr(JSON.stringify(filterAttributes))}"`
  );
}

function loadMore(block: GridBlock, page: Page, filterAttributes: unknown): string {
  if (page.pages <= 1) return '';
  return (
    `<div class="wopb-loadmore"><span class="wopb-loadmore-action wopb-ajax-loadmore" data-pagenum="${page.page}" ${context(block, page, filterAttributes)}>` +
    `Load More <span class="wopb-spin" aria-hidden="true"></span></span></div>`
  );
}

/** The URL a page number links to without script (and the URL state the island writes). */
export function pageHref(block: GridBlock, page: number): string {
  return page === 1 ? PRODUCTX_ROUTE : `${PRODUCTX_ROUTE}?paged-${block.blockId}=${page}`;
}

function pageItem(block: GridBlock, page: number, current: number): string {
  const active = page === current;
  return (
    `<li class="wopb-center-item${active ? ' pagination-active' : ''}" data-current="${page}">` +
    `<a href="${escUrl(pageHref(block, page))}"${active ? ' aria-current="page"' : ''}>${page}</a></li>`
  );
}

function pagination(block: GridBlock, page: Page, filterAttributes: unknown): string {
  if (page.pages <= 1) return '';
  const items = paginationWindow(page.page, page.pages).map((p) =>
    p === 'dots' ? `<li class="wopb-pagination-dots" aria-hidden="true">...</li>` : pageItem(block, p, page.page),
  );
  const hidden = (cond: boolean): string => (cond ? ' style="display:none"' : '');
  return (
    `<div data-archive-builder="" data-search-block="" class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="${page.page}" ${context(block, page, filterAttributes)}>` +
    `<nav aria-label="${escAttr(block.title)} pages"><ul class="wopb-pagination wopb-pagination-ajax">` +
    `<li class="wopb-prev-page-numbers"${hidden(page.page === 1)}><a href="${escUrl(pageHref(block, Math.max(1, page.page - 1)))}">Previous</a></li>` +
    items.join('') +
    `<li class="wopb-next-page-numbers"${hidden(page.page === page.pages)}><a href="${escUrl(pageHref(block, Math.min(page.pages, page.page + 1)))}">Next</a></li>` +
    `</ul></nav></div>`
  );
}

/**
 * What sits inside `.wopb-wrapper-main-content`: the items and the block's paging control.
 * The filter's REST answer carries exactly this for each block (`blockList[].content`).
 */
export function gridContent(catalogue: Catalogue, block: GridBlock, page: Page, filterAttributes: unknown): string {
  const insertBefore = block.mode === 'loadmore' ? '<span class="wopb-loadmore-insert-before"></span>' : '';
  const items = `<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3">${wopbItems(catalogue, page.items, true)}${insertBefore}</div>`;
  if (block.mode === 'loadmore') return items + loadMore(block, page, filterAttributes);
  if (block.mode === 'pagination') return items + pagination(block, page, filterAttributes);
  return items;
}

/** wopb_filter's answer for a tab: the items wrap. */
export function tabContent(catalogue: Catalogue, products: Product[]): string {
  return `<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3">${wopbItems(catalogue, products, true)}</div>`;
}

function tabs(catalogue: Catalogue, block: GridBlock, categoryIds: number[]): string {
  const items = categoryIds.flatMap((id) => {
    const category = categoryById(catalogue, id);
    return category
      ? [`<li class="filter-item"><a data-taxonomy="${escAttr(category.slug)}" href="#">${escHtml(category.name)}</a></li>`]
      : [];
  });
  return (
    `<div class="wopb-filter-navigation"><div class="wopb-filter-wrap" data-taxtype="product_cat" data-blockid="${block.blockId}" ` +
    `data-blockname="product-blocks_${block.name}" data-postid="${PRODUCTX_POST_ID}" data-current-url="${escAttr(PRODUCTX_ROUTE)}">` +
    `<ul class="wopb-flex-menu" data-name="More"><li class="filter-item"><a class="filter-active" data-taxonomy="" href="#">all</a></li>${items.join('')}</ul></div></div>`
  );
}

/** A whole grid block as the page prints it. */
export function gridBlock(catalogue: Catalogue, block: GridBlock, page: Page, filterAttributes: unknown, tabIds: number[] = []): string {
  return (
    `<div class="wp-block-product-blocks-${block.name} wopb-block-${block.blockId} "><div class="wopb-block-wrapper">` +
    `<div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left">` +
    `<h2 class="wopb-heading-inner"><span>${escHtml(block.title)}</span></h2></div>` +
    (block.mode === 'tabs' ? tabs(catalogue, block, tabIds) : '') +
    `</div></div><div class="wopb-wrapper-main-content">${gridContent(catalogue, block, page, filterAttributes)}</div></div></div>\n`
  );
}

/**
 * A deal block: one product with ProductX's deal countdown to `endsAt` (ISO, UTC: the add-on prints
 * the shop's local time; an explicit zone keeps the fixture the same in every time zone).
 */
export function dealBlock(catalogue: Catalogue, product: Product, endsAt: string, title: string): string {
  const unit = (cls: string, key: string, label: string): string =>
    `<div class="wopb-deals-${cls}"><strong class="wopb-deals-counter-${key}">00</strong><span>${label}</span></div>`;
  return (
    `<div class="wp-block-product-blocks-product-grid-1 wopb-block-wopbdeal"><div class="wopb-block-wrapper">` +
    `<h2 class="wopb-heading-inner"><span>${escHtml(title)}</span></h2>` +
    `<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3">${wopbItem(catalogue, product)}</div>` +
    `<div class="wopb-product-deals" data-date="${escAttr(endsAt)}" role="timer" aria-label="${escAttr(`${title}: time left`)}">` +
    unit('date', 'days', 'Days') +
    unit('hour', 'hours', 'Hours') +
    unit('minute', 'minutes', 'Minutes') +
    unit('seconds', 'seconds', 'Seconds') +
    `</div></div></div>\n`
  );
}

/**
 * ProductX's product slider block (slick markup: `.wopb-product-blocks-slide` with its settings in
 * data attributes, arrows in `.wopb-slick-nav`); without script it is a plain row of items.
 */
export function sliderBlock(catalogue: Catalogue, products: Product[], title: string): string {
  return (
    `<div class="wp-block-product-blocks-product-slider wopb-block-wopbslider1"><div class="wopb-block-wrapper">` +
    `<h2 class="wopb-heading-inner" id="wopbslider1-title"><span>${escHtml(title)}</span></h2>` +
    `<div class="wopb-product-blocks-slide" aria-labelledby="wopbslider1-title" data-slidestoshow="${escAttr(JSON.stringify({ lg: 3, sm: 2, xs: 1 }))}" ` +
    `data-autoplay="true" data-slidespeed="3000" data-showdots="true" data-showarrows="true">` +
    wopbItems(catalogue, products) +
    `</div><div class="wopb-slick-nav"><span class="wopb-slick-prev">Previous</span><span class="wopb-slick-next">Next</span></div>` +
    `</div></div>\n`
  );
}

/**
 * The `/productx/` fixture page, like the real shop's: ProductX's filter block targeting the two
 * product-grid-1 blocks (load more, numbered pagination) and a product-grid-2 with category tabs.
 */
import type { Catalogue } from '../catalogue.ts';
import { escHtml } from '../formatting/escape.ts';
import type { PageSpec } from '../views.ts';
import { GRID_BLOCKS, NO_FILTERS, pageOf, PRODUCTX_ROUTE, queryProducts } from '../wopb-discovery.ts';
import { dealBlock, gridBlock, sliderBlock } from './wopb-blocks.ts';
import { filterBlock } from './wopb-filter.ts';
import { wopbCoreRegion } from './wopb-core.ts';
import { wopbModalFrame } from './wopb-quick-view-trigger.ts';

/** The tabs of the category-tab grid: the categories with products. */
function tabIds(catalogue: Catalogue): number[] {
  return catalogue.categories.filter((c) => catalogue.products.some((p) => p.categories.includes(c.id))).map((c) => c.id);
}

/** One running deal (ends 2030-01-01) and one past (ended 2020-01-01): fixed dates, so tests set the clock. */
export const DEALS = { running: '2030-01-01T00:00:00Z', past: '2020-01-01T00:00:00Z' } as const;

function blocks(catalogue: Catalogue): string {
  const products = queryProducts(catalogue, NO_FILTERS);
  const grids = GRID_BLOCKS.map((block) => gridBlock(catalogue, block, pageOf(products, 1, block.perPage), {}, tabIds(catalogue)));
  const [first, second] = products;
  const deals =
    first && second
      ? [dealBlock(catalogue, first, DEALS.running, 'Deal of the day'), dealBlock(catalogue, second, DEALS.past, 'Deal that ended')]
      : [];
  return [...grids, sliderBlock(catalogue, products.slice(0, 8), 'Product slider'), ...deals].join('');
}

export function productxPage(catalogue: Catalogue): PageSpec {
  return {
    title: 'ProductX blocks',
    bodyClass:
      'page-template-default page page-id-45 wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-full-width-content woocommerce-active',
    navCurrent: PRODUCTX_ROUTE,
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'ProductX blocks' }],
    main: (visitor) =>
      `<article id="post-45" class="post-45 page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${escHtml('ProductX blocks')}</h1></header>\n` +
      `<div class="entry-content">\n${filterBlock(catalogue)}${blocks(catalogue)}</div></article>\n` +
      wopbModalFrame() +
      wopbCoreRegion(visitor),
    sidebar: false,
    isCart: false,
    headExtra:
      `<link rel='stylesheet' id='wopb-blocks-fixture-css' href='/fixtures-html/assets/wopb-blocks.css' media='all' />\n` +
      `<link rel='stylesheet' id='wopb-addons-fixture-css' href='/fixtures-html/assets/wopb-addons.css' media='all' />\n`,
  };
}

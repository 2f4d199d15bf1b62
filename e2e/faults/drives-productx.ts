/**
 * Fault-matrix drives of ProductX's blocks on /productx/ (load more, numbered pagination, category
 * tabs, the filter block and its show-more, the fresh nonce), its search block, and its product-page
 * calls (the view ping, the share count), and its quick view (drives-productx-quick-view.ts). §8
 * only logs their failures; the listing blocks also show ours, a retry message beside the control
 * (src/discovery/block-call.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { BLOCK_FAILURE_TEXT, DISCOVERY_CLASSES } from '../../dom-bridge/discovery-constants.ts';
import { type Drive, type MatrixFault } from './drive.ts';
import { PRODUCT_PAGE_DRIVES } from './drives-productx-page.ts';
import { PRODUCTX_QUICK_VIEW_DRIVES } from './drives-productx-quick-view.ts';

const PRODUCTX = '/productx/';
const retryMessage = (block: Locator) => block.locator(`.${DISCOVERY_CLASSES.retry}`);
const cardIds = (block: Locator) => block.locator('.wopb-block-item .wopb-cart-action > a[data-product_id]');

/** The product ids a block shows, in order. */
const idsOf = (block: Locator): Promise<string[]> =>
  cardIds(block).evaluateAll((links) => links.map((link) => link.getAttribute('data-product_id') ?? ''));

/**
 * The backend's answer for a grid: page `page` of the products under `filters` (and `category`), as
 * ids. The server's modules load only here, in the browser tests: the matrix's unit test (vitest,
 * under happy-dom) imports this file too, and the catalogue's module cannot load there.
 */
async function expectedIds(blockId: string, page: number, filters: unknown = undefined, category: string | null = null): Promise<string[]> {
  const { loadCatalogue } = await import('../../server/catalogue.ts');
  const { GRID_BLOCKS, pageOf, parseFilters, queryProducts } = await import('../../server/wopb-discovery.ts');
  const catalogue = loadCatalogue();
  const perPage = GRID_BLOCKS.find((block) => block.blockId === blockId)?.perPage ?? 0;
  const categoryId = category === null ? null : (catalogue.categories.find((c) => c.slug === category)?.id ?? -1);
  const products = queryProducts(catalogue, parseFilters(filters), categoryId);
  return pageOf(products, page, perPage).items.map((product) => String(product.id));
}

/** A block call's failure (§8 logs it) shows our retry message; a stale nonce is met with a fresh one and shows nothing. */
const blockMessage = (fault: MatrixFault): string | undefined => (fault === 'stale-nonce' ? undefined : BLOCK_FAILURE_TEXT);

/** Nothing in the block is still loading. */
async function notBusy(block: Locator): Promise<void> {
  await expect(block.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(block).not.toHaveAttribute('aria-busy', 'true');
}

const loadMoreBlock = (page: Page) => page.locator('.wopb-block-wopbgrid1lm');
const loadMoreButton = (page: Page) => loadMoreBlock(page).locator('.wopb-loadmore-action');
const loadMoreItems = (page: Page) => cardIds(loadMoreBlock(page));

/**
 * ProductX's load-more: §8 only logs its failures; ours also offers a retry beside the button. A
 * stale nonce (ProductX's empty 200) is met with a fresh one and the call sent again (§8).
 */
const productxLoadMore: Drive = {
  page: PRODUCTX,
  action: "click a ProductX grid's Load more",
  press: loadMoreButton,
  before: (page) => expect(page.locator('[data-island="wopb-load-more"]')).toHaveAttribute('data-island-state', 'live'),
  act: (page) => loadMoreButton(page).click(),
  usable: async (page, fault) => {
    await expect(loadMoreBlock(page).locator('.shop-islands-retry')).toHaveCount(fault === 'stale-nonce' ? 0 : 1);
    await expect(loadMoreButton(page)).not.toHaveClass(/wopb-loading-active/);
    await expect(loadMoreItems(page)).toHaveCount(fault === 'stale-nonce' ? 12 : 6);
  },
  state: async () => {},
  retry: async (page, fault) => {
    await loadMoreButton(page).click();
    await expect(loadMoreItems(page)).toHaveCount(fault === 'stale-nonce' ? 18 : 12);
    await expect(loadMoreBlock(page).locator('.shop-islands-retry')).toHaveCount(0);
  },
};

const PAGED_BLOCK = 'wopbgrid1pg';
const pagedBlock = (page: Page) => page.locator(`.wopb-block-${PAGED_BLOCK}`);
const pageList = (page: Page) => pagedBlock(page).locator('ul.wopb-pagination');
const pageLink = (page: Page, n: number) => pageList(page).getByRole('link', { name: String(n), exact: true });
/** The page the URL keeps for the block (a reload or a shared link shows it): null for the first. */
const pageInUrl = (page: Page): string | null => new URL(page.url()).searchParams.get(`paged-${PAGED_BLOCK}`);

async function pagingLive(page: Page): Promise<void> {
  await expect(pagedBlock(page).locator('.wopb-pagination-wrap')).toHaveAttribute('data-island-state', 'live');
}

/** The block shows page `n`: marked in the list, its items from the backend, the URL keeping it. */
async function showsPage(page: Page, n: number): Promise<void> {
  await expect(pageList(page).locator('a[aria-current="page"]')).toHaveText(String(n));
  await expect.poll(() => idsOf(pagedBlock(page))).toEqual(await expectedIds(PAGED_BLOCK, n));
  expect(pageInUrl(page)).toBe(n === 1 ? null : String(n));
}

/** Numbered pagination: a failed page leaves page 1 (items, mark, URL) as it was; a stale nonce is renewed. */
const productxPagination: Drive = {
  page: PRODUCTX,
  action: "choose page 2 of a ProductX grid's pagination",
  press: (page) => pageLink(page, 2),
  before: pagingLive,
  act: (page) => pageLink(page, 2).click(),
  message: blockMessage,
  messageAt: (page) => retryMessage(pagedBlock(page)),
  usable: async (page, fault) => {
    await notBusy(pagedBlock(page));
    await expect(pageLink(page, 2)).toBeVisible();
    if (fault === 'stale-nonce') await expect(retryMessage(pagedBlock(page))).toHaveCount(0);
  },
  // Nothing on the server changes; what the page keeps (its URL) is the page it shows.
  state: (page, fault) => showsPage(page, fault === 'stale-nonce' ? 2 : 1),
  retry: async (page, fault) => {
    const next = fault === 'stale-nonce' ? 3 : 2;
    await pageLink(page, next).click();
    await showsPage(page, next);
    await expect(retryMessage(pagedBlock(page))).toHaveCount(0);
  },
};

const TABS_BLOCK = 'wopbgrid2ft';
const tabsBlock = (page: Page) => page.locator(`.wopb-block-${TABS_BLOCK}`);
const tab = (page: Page, name: string) => tabsBlock(page).getByRole('tab', { name });

/** Category tabs (wopb_filter): a failed tab leaves the items shown before; a stale nonce is renewed. */
const productxTabs: Drive = {
  page: PRODUCTX,
  action: "choose a ProductX grid's category tab",
  press: (page) => tab(page, 'Bundles'),
  before: (page) => expect(tabsBlock(page).locator('.wopb-filter-wrap')).toHaveAttribute('data-island-state', 'live'),
  act: (page) => tab(page, 'Bundles').click(),
  message: blockMessage,
  messageAt: (page) => retryMessage(tabsBlock(page)),
  usable: async (page, fault) => {
    await notBusy(tabsBlock(page));
    const shown = await expectedIds(TABS_BLOCK, 1, undefined, fault === 'stale-nonce' ? 'bundles' : null);
    await expect.poll(() => idsOf(tabsBlock(page))).toEqual(shown);
    await expect(tabsBlock(page)).not.toContainText('critical error');
  },
  state: async () => {},
  retry: async (page, fault) => {
    // The same tab again (it stays chosen after a failure); after a renewed nonce, the next one.
    const [name, slug] = fault === 'stale-nonce' ? ['Photoshop Actions', 'photoshop-actions'] : ['Bundles', 'bundles'];
    await tab(page, name).click();
    await expect.poll(() => idsOf(tabsBlock(page))).toEqual(await expectedIds(TABS_BLOCK, 1, undefined, slug));
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(retryMessage(tabsBlock(page))).toHaveCount(0);
  },
};

const filterBlock = (page: Page) => page.locator('.wopb-filter-block');

async function filterLive(page: Page): Promise<void> {
  await expect(page.locator('[data-island="wopb-filter"]')).toHaveAttribute('data-island-state', 'live');
}

/** The filter block (REST /wopb/product-filter): §8 clears the spinner; the grids keep what they showed. */
const productxFilter: Drive = {
  page: PRODUCTX,
  action: "tick a filter in ProductX's filter block",
  press: (page) => filterBlock(page).getByLabel('In stock'),
  before: filterLive,
  act: (page) => filterBlock(page).getByLabel('In stock').check(),
  message: blockMessage,
  messageAt: (page) => retryMessage(filterBlock(page)),
  usable: async (page, fault) => {
    await expect(filterBlock(page)).not.toHaveClass(/wopb-filter-loading/);
    await expect(filterBlock(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(filterBlock(page).getByLabel('Out of stock')).toBeEnabled();
    const filters = fault === 'stale-nonce' ? { status: ['instock'] } : undefined;
    await expect.poll(() => idsOf(loadMoreBlock(page))).toEqual(await expectedIds('wopbgrid1lm', 1, filters));
  },
  state: async () => {},
  // The next change asks with the whole state, the one that failed included.
  retry: async (page) => {
    await filterBlock(page).getByLabel('Out of stock').check();
    const filters = { status: ['instock', 'outofstock'] };
    await expect.poll(() => idsOf(loadMoreBlock(page))).toEqual(await expectedIds('wopbgrid1lm', 1, filters));
    await expect(retryMessage(filterBlock(page))).toHaveCount(0);
  },
};

const showMoreButton = (page: Page) => filterBlock(page).locator('.wopb-filter-show-more');
const showLessButton = (page: Page) => filterBlock(page).locator('.wopb-filter-show-less');
/** A category term only the second page of the category section lists. */
const moreTerm = (page: Page) => filterBlock(page).getByLabel('Prints & Accessories');

/** The filter section's show more (wopb_show_more_filter_item): a failure leaves the first page of terms. */
const productxShowMore: Drive = {
  page: PRODUCTX,
  action: 'press show more in a ProductX filter section',
  press: showMoreButton,
  before: filterLive,
  act: (page) => showMoreButton(page).click(),
  message: blockMessage,
  messageAt: (page) => retryMessage(filterBlock(page)),
  usable: async (page, fault) => {
    if (fault === 'stale-nonce') {
      await expect(moreTerm(page)).toBeVisible();
      await expect(showMoreButton(page)).toBeHidden();
      return;
    }
    await expect(showMoreButton(page)).toBeVisible();
    await expect(showMoreButton(page)).toHaveAttribute('data-current-page', '1');
    await expect(moreTerm(page)).toHaveCount(0);
    await expect(filterBlock(page)).not.toContainText('critical error');
  },
  state: async () => {},
  retry: async (page, fault) => {
    if (fault === 'stale-nonce') {
      await showLessButton(page).click();
      await expect(moreTerm(page)).toHaveCount(0);
    }
    await showMoreButton(page).click();
    await expect(moreTerm(page)).toBeVisible();
    await expect(showMoreButton(page)).toBeHidden();
    await expect(retryMessage(filterBlock(page))).toHaveCount(0);
  },
};

/**
 * The fresh nonce (wopb_get_nonce), asked when a block call finds the page's ProductX nonce stale:
 * a page left open past the nonce's life, then a page of the pagination. The renewal failing is
 * the block call failing (§8 logs it; our retry message shows); the next press renews and loads.
 */
const productxFreshNonce: Drive = {
  page: PRODUCTX,
  action: 'choose page 2 of a ProductX grid whose nonce went stale (the renewal fails)',
  press: (page) => pageLink(page, 2),
  before: async (page) => {
    await pagingLive(page);
    await page.evaluate(() => ((window as unknown as { wopb_core: { security: string } }).wopb_core.security = '0000000000'));
  },
  act: (page) => pageLink(page, 2).click(),
  message: () => BLOCK_FAILURE_TEXT,
  messageAt: (page) => retryMessage(pagedBlock(page)),
  usable: async (page) => {
    await notBusy(pagedBlock(page));
    await expect(pageLink(page, 2)).toBeVisible();
  },
  state: (page) => showsPage(page, 1),
  retry: async (page) => {
    await pageLink(page, 2).click();
    await showsPage(page, 2);
    await expect(retryMessage(pagedBlock(page))).toHaveCount(0);
  },
};

const searchBlock = (page: Page) => page.locator('.wopb-product-search-block').first();
const searchBlockInput = (page: Page) => searchBlock(page).locator('.wopb-search-input');

/** ProductX's search block: §8 clears the spinner silently; a stale nonce is met with a fresh one. */
const productxSearch: Drive = {
  page: '/search-block/',
  action: "type a query in ProductX's search block",
  press: searchBlockInput,
  act: (page) => searchBlockInput(page).fill('film'),
  usable: async (page, fault) => {
    await expect(searchBlock(page).locator('.wopb-loader-container')).not.toHaveClass(/wopb-spin-loader/);
    await expect(searchBlock(page)).not.toContainText('critical error');
    if (fault === 'stale-nonce') await expect(searchBlock(page).locator('.wopb-search-items .wopb-item-title').first()).toBeVisible();
    await expect(searchBlockInput(page)).toBeEditable();
  },
  state: async () => {},
  retry: async (page) => {
    await searchBlockInput(page).fill('moody');
    await expect(searchBlock(page).locator('.wopb-search-items .wopb-item-title').first()).toBeVisible();
  },
};

/** These drives, by the contract site of their matrix row. */
export const PRODUCTX_DRIVES: Readonly<Record<string, Drive>> = {
  "protocol/wopb-listing.ts | 'wopb_load_more' | { wcAjax: 'wopb_load_more' }": productxLoadMore,
  "protocol/wopb-listing.ts | 'wopb_pagination' | { wcAjax: 'wopb_pagination' }": productxPagination,
  "protocol/wopb-listing.ts | 'wopb_filter' | { wcAjax: 'wopb_filter' }": productxTabs,
  "protocol/wopb-listing.ts | 'wopb_product_filter' | { rest: '/wopb/product-filter' }": productxFilter,
  "protocol/wopb-listing.ts | 'wopb_show_more_filter_item' | { wcAjax: 'wopb_show_more_filter_item' }": productxShowMore,
  "protocol/wopb-listing.ts | 'wopb_get_nonce' | { adminAjax: 'wopb_get_nonce' }": productxFreshNonce,
  "protocol/search.ts | 'wopb_product_search' | { rest: '/wopb/product-search' }": productxSearch,
  ...PRODUCT_PAGE_DRIVES,
  ...PRODUCTX_QUICK_VIEW_DRIVES,
};

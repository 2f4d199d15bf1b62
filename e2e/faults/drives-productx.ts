/** Fault-matrix drives of ProductX's blocks: load more, search block. */
import { expect, type Page } from '@playwright/test';
import { type Drive } from './drive.ts';

const loadMoreBlock = (page: Page) => page.locator('.wopb-block-wopbgrid1lm');
const loadMoreButton = (page: Page) => loadMoreBlock(page).locator('.wopb-loadmore-action');
const loadMoreItems = (page: Page) => loadMoreBlock(page).locator('.wopb-block-item .wopb-cart-action > a[data-product_id]');

/**
 * ProductX's load-more: §8 only logs its failures; ours also offers a retry beside the button. A
 * stale nonce (ProductX's empty 200) is met with a fresh one and the call sent again (§8).
 */
const productxLoadMore: Drive = {
  page: '/productx/',
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
  "protocol/search.ts | 'wopb_product_search' | { rest: '/wopb/product-search' }": productxSearch,
};

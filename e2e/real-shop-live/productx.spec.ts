/**
 * Issue 25, ProductX's blocks on a live shop (/productx/): a load-more grid, a paginated grid, a grid with
 * category tabs and a filter block targeting the grid-1 blocks. Every test runs on both stacks.
 */
import type { Page } from '@playwright/test';
import { ajaxAction, collectPageErrors, expect, forEachStack, recordAction, requestFields, test, trackNetwork } from './helpers.ts';

const LOAD_MORE_GRID = '.wopb-block-wopbgrid1lm';
const PAGINATED_GRID = '.wopb-block-wopbgrid1pg';
const TABS_GRID = '.wopb-block-wopbgrid2ft';

/** The product titles a grid shows, in order. */
function titles(page: Page, grid: string): Promise<string[]> {
  return page.locator(`${grid} .wopb-block-item .wopb-block-title`).allTextContents();
}

forEachStack(() => {
  test.describe('ProductX blocks', () => {
    test('load more appends the next page exactly once', async ({ page }) => {
      const errors = collectPageErrors(page);
      const network = trackNetwork(page);
      await page.goto('/productx/');
      // A shopper who scrolled down to the grid: the page has settled.
      await network.quiet();
      const items = page.locator(`${LOAD_MORE_GRID} .wopb-block-item`);
      const pageSize = await items.count();
      expect(pageSize).toBeGreaterThan(0);
      const first = await titles(page, LOAD_MORE_GRID);
      await page.locator(`${LOAD_MORE_GRID} .wopb-loadmore-action`).click();
      // Both stacks: one more page, then nothing more once every request landed.
      await expect(items).toHaveCount(2 * pageSize);
      await network.quiet();
      await expect(items).toHaveCount(2 * pageSize);
      const shown = await titles(page, LOAD_MORE_GRID);
      expect(shown.slice(0, pageSize)).toEqual(first);
      expect(new Set(shown).size, `no product twice: ${shown.join(', ')}`).toBe(shown.length);
      expect(errors).toEqual([]);
    });

    test("the paginated grid's last page shows no 'Next'", async ({ page }) => {
      const errors = collectPageErrors(page);
      const network = trackNetwork(page);
      await page.goto('/productx/');
      await network.quiet();
      const pagination = page.locator(`${PAGINATED_GRID} .wopb-pagination-wrap`);
      const pages = Number(await pagination.getAttribute('data-pages'));
      expect(pages).toBeGreaterThan(1);
      const seen = new Set(await titles(page, PAGINATED_GRID));
      for (let current = 2; current <= pages; current++) {
        const before = await titles(page, PAGINATED_GRID);
        await pagination.locator('.wopb-next-page-numbers').click();
        await expect(pagination.locator('li.pagination-active')).toHaveText(String(current));
        await expect.poll(() => titles(page, PAGINATED_GRID)).not.toEqual(before);
        for (const title of await titles(page, PAGINATED_GRID)) seen.add(title);
      }
      // Both stacks: the last page, with no 'Next' and the 'Previous' back.
      await expect(pagination.locator('.wopb-next-page-numbers')).toBeHidden();
      await expect(pagination.locator('.wopb-prev-page-numbers')).toBeVisible();
      expect(seen.size, `every product on some page: ${[...seen].join(', ')}`).toBeGreaterThan(2 * (pages - 1));
      expect(errors).toEqual([]);
    });

    test("a category tab asks for that category (wopb_filter) and the grid shows that category's products", async ({ page }) => {
      const errors = collectPageErrors(page);
      const network = trackNetwork(page);
      const calls = recordAction(page, 'wopb_filter');
      await page.goto('/productx/');
      await network.quiet();
      const tab = page.locator(`${TABS_GRID} .wopb-filter-wrap a[data-taxonomy="clothing"]`);
      const answered = page.waitForResponse((response) => ajaxAction(response.request()) === 'wopb_filter');
      await tab.click();
      await answered;
      await network.quiet();
      // Both stacks: one request, for the tab's category.
      expect(calls.map((call) => requestFields(call).get('taxonomy'))).toEqual(['clothing']);
      await expect(tab).toHaveClass(/filter-active/);
      const categories = page.locator(`${TABS_GRID} .wopb-block-item .wopb-category-grid`);
      await expect(categories).not.toHaveCount(0);
      for (const category of await categories.allTextContents()) expect(category.trim()).toBe('Clothing');
      expect((await titles(page, TABS_GRID)).sort()).toEqual(['Beanie', 'Cap', 'Hoodie', 'T-Shirt']);
      expect(errors).toEqual([]);
    });

    test('ticking a category in the filter block narrows the grids it targets, and only those', async ({ page }) => {
      const errors = collectPageErrors(page);
      const network = trackNetwork(page);
      await page.goto('/productx/');
      await network.quiet();
      const untargeted = await titles(page, TABS_GRID);
      // The filter in the page (a copy waits in the small-screen modal) targets the product-grid-1 blocks.
      const filter = page.locator('.entry-content .wopb-filter-block');
      await expect(filter).toHaveAttribute('data-block-target', 'product-grid-1');
      await filter.locator('.wopb-filter-product_cat').getByLabel('Uncategorized').check();
      // Both stacks: the one uncategorized product, in both grid-1 blocks; the tabs grid keeps its products.
      await expect.poll(() => titles(page, LOAD_MORE_GRID)).toEqual(['Sold Out Mug']);
      await expect.poll(() => titles(page, PAGINATED_GRID)).toEqual(['Sold Out Mug']);
      await network.quiet();
      expect(await titles(page, TABS_GRID)).toEqual(untargeted);
      expect(errors).toEqual([]);
    });
  });
});

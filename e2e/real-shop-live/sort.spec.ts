/**
 * Issue 25, the shop listing's sort select on a slow phone: a choice made right at the load event still sorts.
 * Runs on both stacks.
 */
import { expect, forEachStack, test, throttleCpu } from './helpers.ts';

forEachStack(() => {
  test.describe('shop listing: the sort select', () => {
    test('"price" chosen at the load event under 4× CPU → the page goes to ?orderby=price within 10 s', async ({ page }) => {
      await throttleCpu(page, 4);
      // goto resolves at the load event; the choice is made right there.
      await page.goto('/shop/');
      await page.locator('form.woocommerce-ordering select.orderby').first().selectOption('price');
      // Both stacks.
      // The sorted page's own load is not the select's business (it takes seconds of its own on a throttled CPU).
      await page.waitForURL((url) => url.searchParams.get('orderby') === 'price', { timeout: 10_000, waitUntil: 'commit' });
      await expect(page.locator('form.woocommerce-ordering select.orderby').first()).toHaveValue('price');
    });
  });
});

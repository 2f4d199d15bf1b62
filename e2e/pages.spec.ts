import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { fixturePages } from '../scripts/lib/fixture-pages.ts';
import { booted, failOnConsoleErrors } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const fixture of fixturePages()) {
  test(`${fixture.route}: no console errors and no WCAG 2.2 AA violations after hydration`, async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto(fixture.route);
    await booted(page);
    await page.waitForLoadState('networkidle');
    // "After hydration": a screen at a time to the end, so the islands that start in view (carousels that name
    // the builder's unnamed arrows, galleries) have started, then back to the top.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      // A frame at each stop: the intersection observers see each screen.
      await page.evaluate(
        (y) => new Promise((resolve) => (window.scrollTo(0, y), requestAnimationFrame(() => requestAnimationFrame(resolve)))),
        top,
      );
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-island-state="pending"][data-island="image-carousel"]')).toHaveCount(0);
    await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('without JavaScript the listing still adds to the cart and the cart page removes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop/');
  await page.locator('a.add_to_cart_button.ajax_add_to_cart').first().click();
  await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
  await expect(page.locator('a.cart-contents .count').first()).toHaveText('1 item');
  await page.goto('/cart/');
  await page.locator('td.product-remove a.remove').first().click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await context.close();
});

/**
 * Issue 10, the first tap: a click on a widget that is not live yet shows feedback in the same
 * frame, set by the entry before any chunk arrives, and the island takes over when it is live.
 */
import { expect, test } from '@playwright/test';
import { bodyEventCount, booted, countBodyEvents, gate } from './helpers.ts';

test.describe('the first tap', () => {
  test('the first "Add to cart" on the shop is busy in the click’s own task, while its island is still downloading', async ({ page }) => {
    const held = gate();
    await page.route(/\/dist\/chunks\/AddToCartButton-[^/]+\.js$/, held.hold);
    await page.goto('/shop/');
    await booted(page);
    // Read in the same task as the click: nothing could have painted, nor any chunk arrived, in between.
    const stateAfterClick = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('a.ajax_add_to_cart')!;
      button.click();
      return { loading: button.classList.contains('loading'), busy: button.getAttribute('aria-busy') };
    });
    expect(stateAfterClick).toEqual({ loading: true, busy: 'true' });
    held.release();
    const button = page.locator('a.ajax_add_to_cart').first();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('1 item');
  });

  test('the first "Add to cart" sends its one add request at the click, while the island is still downloading; the island adopts it', async ({
    page,
  }) => {
    const held = gate();
    await page.route(/\/dist\/chunks\/AddToCartButton-[^/]+\.js$/, held.hold);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.postData() ?? '');
    });
    await page.goto('/shop/');
    await booted(page);
    await countBodyEvents(page, 'added_to_cart');
    const button = page.locator('a.ajax_add_to_cart').first();
    const productId = await button.getAttribute('data-product_id');
    await button.click();
    // The island's chunk is still held: the request went out from the entry.
    await expect.poll(() => adds.length).toBe(1);
    await expect(button).toHaveAttribute('data-island-state', 'pending');
    expect(new URLSearchParams(adds[0]).get('product_id')).toBe(productId);
    expect([...new URLSearchParams(adds[0]).keys()]).not.toContain('island');

    held.release();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('1 item');
    await page.waitForLoadState('networkidle');
    expect(adds).toHaveLength(1);
    expect(await bodyEventCount(page, 'added_to_cart')).toBe(1);
    await expect(page.locator('li.product', { has: button }).getByRole('link', { name: 'View cart' })).toHaveCount(1);
  });
});

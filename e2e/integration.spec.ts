import { expect, test } from '@playwright/test';
import { booted } from './helpers.ts';

test('the entry works from another path (as the WordPress plugin serves it): chunks load relative to it', async ({ page }) => {
  const PLUGIN_PATH = '/wp-content/plugins/shop-islands/dist/shop-islands.js';
  await page.route('**/shop/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('/dist/shop-islands.js', PLUGIN_PATH);
    await route.fulfill({ response, body: html });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // The marketing provider's loader and the pixel come from their own hosts in a shop (stand-ins here), not from us.
    if (request.resourceType() === 'script' && !path.startsWith('/stand-ins/')) scripts.push(path);
  });
  await page.goto('/shop/');
  await booted(page);
  const button = page.locator('a.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.every((path) => path.startsWith('/wp-content/plugins/shop-islands/dist/'))).toBe(true);
});

test('legacy handlers skip claimed buttons: nothing is added twice when the old scripts are still on the page', async ({ page }) => {
  await page.goto('/shop-jquery/');
  await booted(page);
  // What WooCommerce's add-to-cart.js binds: a delegated click on buttons not marked wc-interactive.
  await page.evaluate(() => {
    const w = window as unknown as {
      jQuery: (el: Element) => { on: (name: string, selector: string, fn: () => void) => void };
      __legacyClicks: number;
    };
    w.__legacyClicks = 0;
    w.jQuery(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', () => (w.__legacyClicks += 1));
  });
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) adds.push(request.url());
  });
  const button = page.locator('a.ajax_add_to_cart').first();
  await expect(button).toHaveClass(/\bwc-interactive\b/);
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  expect(adds).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __legacyClicks: number }).__legacyClicks)).toBe(0);
});

test('one broken island never breaks the others: with the add-to-cart chunk failing, the mini-cart still removes in place', async ({
  page,
}) => {
  await page.goto('/shop/');
  await booted(page);
  const button = page.locator('a.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);

  await page.route(/\/dist\/chunks\/AddToCartButton-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.reload();
  await booted(page);
  await page.locator('#secondary a.remove_from_cart_button').first().click();
  await expect(page.locator('#secondary div.widget_shopping_cart_content')).toContainText('No products in the cart.');
  await expect(page).toHaveURL(/\/shop\/$/);
});

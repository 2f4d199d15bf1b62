/**
 * The platform's archive controls on /shop/ (issue 13, §2 "Product listings"): the sort select
 * submits on change, the result count is re-announced 2 s after load, the categories widget is an
 * accordion with 'All [category]' items, and at or below 991 px the sidebar slides in.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadCatalogue } from '../server/catalogue.ts';
import { sortProducts } from '../server/render/listing.ts';
import { booted } from './helpers.ts';

const catalogue = loadCatalogue();

async function live(page: Page, island: string): Promise<void> {
  await expect(page.locator(`[data-island="${island}"]`).first()).toHaveAttribute('data-island-state', 'live');
}

test('the sort select submits its form on change, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/shop/');
  await booted(page);
  await live(page, 'shop-ordering');
  const cheapest = sortProducts(catalogue.products, 'price')[0]!;
  await page.locator('select.orderby').first().selectOption('price');
  await expect(page).toHaveURL(/[?&]orderby=price(&|$)/);
  await expect(page.locator('ul.products li.product h2').first()).toHaveText(cheapest.name);
  await live(page, 'shop-ordering');
  const select = page.locator('select.orderby').first();
  await select.focus();
  await select.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]orderby=price-desc(&|$)/);
});

test('the result count is re-announced 2 s after load, with the same text', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
  await page.addInitScript(() => {
    const w = window as unknown as { __countWrites: number };
    w.__countWrites = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const count = document.querySelector('.woocommerce-result-count');
      if (count) new MutationObserver(() => (w.__countWrites += 1)).observe(count, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.goto('/shop/');
  await booted(page);
  await live(page, 'result-count');
  const writes = (): Promise<number> => page.evaluate(() => (window as unknown as { __countWrites: number }).__countWrites);
  const text = await page.locator('.woocommerce-result-count').first().textContent();
  expect(await writes()).toBe(0);
  await page.clock.runFor(2100);
  await expect.poll(writes).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.woocommerce-result-count').first()).toHaveText(text!.trim());
  await expect(page.locator('.woocommerce-result-count').first()).toHaveAttribute('role', 'alert');
});

test('the categories widget is an accordion with an "All [category]" item in each parent', async ({ page }) => {
  await page.goto('/shop/');
  await booted(page);
  await live(page, 'product-categories');
  const widget = page.locator('.widget_product_categories');
  const toggle = widget.getByRole('button', { name: 'Lightroom Presets subcategories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.getByRole('link', { name: 'Mobile Presets' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const children = widget.locator('li.cat-parent > ul.children > li > a');
  await expect(children).toHaveText(['All Lightroom Presets', 'Mobile Presets']);
  await expect(children.first()).toHaveAttribute('href', '/product-category/lightroom-presets/');
  await toggle.press('Enter');
  await expect(widget.getByRole('link', { name: 'Mobile Presets' })).toBeHidden();
  // A child category's page opens its parent's branch.
  await page.goto('/product-category/mobile-presets/');
  await live(page, 'product-categories');
  await expect(page.getByRole('button', { name: 'Lightroom Presets subcategories' })).toHaveAttribute('aria-expanded', 'true');
});

test.describe('off-canvas filters', () => {
  test('at 991 px the sidebar slides in from a Filters button: focus trapped, Esc closes, focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 });
    await page.goto('/shop/');
    await booted(page);
    const sidebar = page.locator('#secondary');
    await expect(sidebar).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    // The first press loads the island and is replayed.
    await open.click();
    await live(page, 'off-canvas-sidebar');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const results = await new AxeBuilder({ page }).include('#secondary').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('wider than 991 px the sidebar stays as printed; an open panel closes when the window widens', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/shop/');
    await booted(page);
    await expect(page.locator('#secondary')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.locator('#secondary')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#secondary')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    // A press outside closes it too.
    await page.setViewportSize({ width: 800, height: 800 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.mouse.click(780, 400);
    await expect(page.locator('#secondary')).toBeHidden();
  });
});

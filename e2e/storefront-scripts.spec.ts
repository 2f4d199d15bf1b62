/**
 * Issue 25 point 2: the Storefront theme's own scripts are off the real shop's pages (the WordPress
 * plugin takes them off), so what they did comes from the islands: the handheld menu's toggle and the
 * dropdowns keyboard focus opens (`storefront-navigation`), the footer bar's search
 * (`storefront-handheld-footer-bar`) and the product page's sticky bar (`storefront-sticky-add-to-cart`).
 * The real shop's stand-in stylesheet hides the footer and sticky bars; each test shows the one it
 * uses as Storefront's stylesheet does at its width. States, never times.
 */
import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors, gate } from './helpers.ts';

const HOODIE = '/real/product/hoodie/';
const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await booted(page);
  await expect(page.locator('script[src*="/themes/storefront/assets/js/"]')).toHaveCount(0);
}

test.describe('real shop: what the Storefront theme’s scripts did, without them', () => {
  test('the handheld menu opens on the first tap, held while its chunk loads; Esc shuts it', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.setViewportSize(PHONE);
    const chunk = gate();
    await page.route(/\/dist\/chunks\/StorefrontNavigation-[^/]+\.js$/, chunk.hold);
    await open(page, HOODIE);
    const nav = page.locator('#site-navigation');
    const toggle = nav.locator('button.menu-toggle');
    await expect(nav).toHaveAttribute('data-island-state', 'pending');
    await toggle.click();
    await expect(nav).not.toHaveClass(/\btoggled\b/);
    chunk.release();
    await expect(nav).toHaveClass(/\btoggled\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('ul').first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/\btoggled\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('keyboard focus opens what the header holds: the focused menu item, the header cart; leaving the header shuts them', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, HOODIE);
    await expect(page.locator('#site-navigation')).toHaveAttribute('data-island-state', 'live');
    const menu = page.locator('#site-navigation ul.nav-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Checkout', exact: true }).focus();
    await expect(menu.locator('li.focus')).toHaveText('Checkout');
    await page.keyboard.press('Tab');
    await expect(menu.locator('li.focus')).toHaveText('Checkout (blocks)');
    await page.locator('#site-header-cart a.cart-contents').focus();
    await expect(page.locator('#site-header-cart')).toHaveClass(/\bfocus\b/);
    await expect(menu.locator('li.focus')).toHaveCount(0);
    await page.locator('#pa_color').focus();
    await expect(page.locator('.site-header .focus')).toHaveCount(0);
  });

  test('the footer bar’s Search opens its form with focus in the field, Esc shuts it; a field elsewhere makes room', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, HOODIE);
    await page.addStyleTag({
      content: '.storefront-handheld-footer-bar { display: block !important; position: fixed; bottom: 0; left: 0; right: 0; }',
    });
    const bar = page.locator('.storefront-handheld-footer-bar');
    const search = bar.locator('li.search');
    const link = search.locator('> a');
    await link.click();
    await expect(search).toHaveClass(/\bactive\b/);
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(search.locator('input[type="search"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).not.toHaveClass(/\bactive\b/);
    await expect(link).toBeFocused();
    // Shut, the form is out of Tab's way.
    expect(await search.locator('.site-search').evaluate((box) => (box as HTMLElement).inert)).toBe(true);
    await page.locator('#pa_color').focus();
    await expect(page.locator('body')).toHaveClass(/\bsf-input-focused\b/);
    await page.locator('#pa_color').blur();
    await expect(page.locator('body')).not.toHaveClass(/\bsf-input-focused\b/);
  });

  test('the sticky bar slides in past the product summary; its button takes the shopper to the options', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, HOODIE);
    const bar = page.locator('.storefront-sticky-add-to-cart');
    await expect(bar).toHaveAttribute('data-island-state', 'live');
    await page.addStyleTag({
      content:
        '.storefront-sticky-add-to-cart { display: block !important; position: fixed; top: 0; left: 0; right: 0; z-index: 99998; background: #fff; }',
    });
    await expect(bar).not.toHaveClass(/--slideInDown/);
    expect(await bar.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await page
      .locator('.summary.entry-summary')
      .evaluate((summary) => window.scrollTo(0, summary.getBoundingClientRect().bottom + window.scrollY + 200));
    await expect(bar).toHaveClass(/storefront-sticky-add-to-cart--slideInDown/);
    expect(await bar.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
    await bar.getByRole('link', { name: 'Select options' }).click();
    await expect(page.locator('#pa_color')).toBeFocused();
    await expect(page).toHaveURL(HOODIE);
    await expect(bar).toHaveClass(/storefront-sticky-add-to-cart--slideOutUp/);
    // The theme's jump: the product's top at the top of the screen.
    expect(await page.locator('#product-17').evaluate((product) => Math.abs(product.getBoundingClientRect().top))).toBeLessThan(2);
  });
});

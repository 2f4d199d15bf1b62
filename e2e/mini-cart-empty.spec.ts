import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors, headerMiniCart, recordShopCalls } from './helpers.ts';

const EMPTY = 'No products in the cart.';

function sidebarMiniCart(page: Page) {
  return page.locator('#secondary div.widget_shopping_cart_content');
}

/** The scripts the page fetched from the bundle, by path under /dist/. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) scripts.push(path.slice('/dist/'.length));
  });
  return scripts;
}

test.describe('the mini-cart of a visitor without a cart', () => {
  test('header and sidebar show the platform’s empty message, from the entry alone and with no request', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const calls = recordShopCalls(page);
    const scripts = recordScripts(page);
    await page.goto('/shop/');
    await booted(page);
    await page.waitForLoadState('networkidle');

    await expect(headerMiniCart(page)).toHaveText(EMPTY);
    await expect(sidebarMiniCart(page)).toHaveText(EMPTY);
    await expect(sidebarMiniCart(page).locator('p.woocommerce-mini-cart__empty-message')).toBeVisible();
    // Nothing in them to hydrate: no mini-cart waits for an interaction that cannot come.
    await expect(page.locator('div.widget_shopping_cart_content[data-island-state]')).toHaveCount(0);
    expect(calls.map((call) => call.url())).toEqual([]);
    // The message is the entry's own: no chunk of the cart loads (the theme's chrome and the listing's controls may
    // load their claim groups, budgeted by `npm run size`; the listing add's money-path chunks are warmed at idle after
    // load for the first add, issue 25, and show no message).
    expect(scripts).toContain('shop-islands.js');
    expect(scripts.filter((path) => /(^|\/)(cart-start|cart-sync|MiniCart|CartDrawer)-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('after an add, the cart’s items replace the empty message', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await expect(sidebarMiniCart(page)).toHaveText(EMPTY);
    const button = page.locator('a.ajax_add_to_cart').first();
    const name = (await button.getAttribute('aria-label'))!.replace(/^Add to cart: “|”$/g, '');

    await button.click();
    await expect(sidebarMiniCart(page)).toContainText(name);
    await expect(headerMiniCart(page)).toContainText(name);
    await expect(sidebarMiniCart(page)).not.toContainText(EMPTY);
    await expect(headerMiniCart(page)).not.toContainText(EMPTY);
    // The filled mini-cart is claimed, ready for its remove links.
    await expect(sidebarMiniCart(page)).toHaveAttribute('data-island', 'mini-cart');
  });
});

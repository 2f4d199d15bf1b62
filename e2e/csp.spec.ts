/**
 * Strict CSP (issue 18): the strict-csp project's own walk. Every page is served under
 * `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'` with the platform's inline
 * config moved to same-origin files; the islands boot, hydrate and work, and the page's
 * `securitypolicyviolation` listener (loaded first by the backend) sees nothing. The other flows of the
 * project (e2e/strict-csp-flows.ts) run as they are; e2e/csp.teardown.ts checks the backend's record.
 */
import { expect, test, type Page } from '@playwright/test';
import { booted } from './helpers.ts';

test.beforeEach(() => test.skip(test.info().project.name !== 'strict-csp', 'runs against the strict-CSP backend only'));

const PAGES = [
  '/shop/',
  '/product/master-grading-suite/',
  '/product/street-documentary-collection/',
  '/cart/',
  '/checkout/',
  '/productx/',
  '/builder/',
  '/carousels/',
  '/my-account/',
  '/disclaimer/',
  '/search-block/',
  '/?s=pack',
  '/shop-drawer/',
  '/shop-jquery/',
  '/product/cinematic-teal-orange-pack/',
  '/product/pay-what-you-want-starter-pack/',
  '/licence-help/',
  '/members/',
  '/wishlist/',
  '/real/shop/',
];

function violations(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? ['the listener did not load']);
}

test('every page is served under the strict policy, boots, and reports no violation while its islands settle', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'",
    );
    await booted(page);
    // The config the platform prints inline still reaches the islands (moved to a same-origin file).
    expect(await page.evaluate(() => typeof (window as unknown as { woocommerce_params?: unknown }).woocommerce_params), path).toBe(
      'object',
    );
    // Scroll through so the islands that start in view start; then let idle ones run.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
    await expect(page.locator('[data-island-state="failed"]'), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('an add, the drawer and the quick view under the policy: no violation', async ({ page }) => {
  await page.goto('/shop/');
  await booted(page);
  const button = page.locator('a.add_to_cart_button.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/added/);
  const quickView = page.locator('.minimog-quick-view-btn, .woosq-btn').first();
  if (await quickView.count()) {
    await quickView.click();
    await expect(page.locator('dialog[open]')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('the popup search under the policy: typed results show, no violation (search.spec stays out of this project)', async ({ page }) => {
  await page.goto('/disclaimer/');
  await booted(page);
  await page.locator('.page-open-popup-search').click();
  await page.locator('#popup-search input[type="search"]').first().fill('film');
  await expect(page.locator('#popup-search .popup-search-current')).toHaveText('film');
  await expect(page.locator('#popup-search')).not.toHaveClass(/\bloading\b/);
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('the listener does see a violation: a style attribute set by script on a control page is reported', async ({ page, request }) => {
  // `csp-control` in the URL: csp.teardown.ts leaves this page's own report out of its count.
  await page.goto('/disclaimer/?csp-control=1');
  await booted(page);
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await expect.poll(() => violations(page)).toHaveLength(1);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/csp/violations')).json()) as unknown[]).filter((v) => JSON.stringify(v).includes('csp-control'))
          .length,
    )
    .toBeGreaterThan(0);
});

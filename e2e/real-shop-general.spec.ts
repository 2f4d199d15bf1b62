/**
 * Issue 13, replace don't stack: the platform's general script (`woocommerce`, woocommerce.js) on a
 * stock theme. The WordPress plugin takes it off the store pages of a stock theme too (the real
 * shop's pages under /real/ are printed that way), so what it did there must come from the islands:
 * the sort select's submit, the show/hide password button, and focus on a role-alert notice. Where a
 * site keeps the script, the islands that would do its work a second time stand down.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { fixtureFromCapture } from '../server/real-shop/transform.ts';
import { booted } from './helpers.ts';

const SHOP = '/real/shop/';
const MY_ACCOUNT = '/real/my-account/';
const MY_ACCOUNT_CAPTURE = 'woocommerce-9.9-storefront/my-account.html';
/** Where WordPress prints the general script's file (the captured shop's URL, under the real shop's prefix). */
const GENERAL_SCRIPT_URL = '/real/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=9.9.5';

/** Requests for the shop listing sorted by `orderby` (the form's plain GET). */
function recordSortRequests(page: Page, orderby: string): Request[] {
  const sorted: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SHOP && url.searchParams.get('orderby') === orderby) sorted.push(request);
  });
  return sorted;
}

/**
 * Counts each submit of the sort form as another script on the page sees it (a jQuery submit handler,
 * which sees both a native submit event and jQuery's own trigger), reported on the console since the
 * page navigates away.
 */
async function reportSubmits(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'sort form submitted') seen.push(message.text());
  });
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: unknown) => { on: (...args: unknown[]) => void } }).jQuery;
    $(document).on('submit', 'form.woocommerce-ordering', () => console.log('sort form submitted'));
  });
  return seen;
}

async function sortByPrice(page: Page): Promise<void> {
  const form = page.locator('form.woocommerce-ordering').first();
  // Hydrated at idle (or by the first press): wait for the claim to be live, as a shopper's change after load.
  await expect(form).toHaveAttribute('data-island-state', 'live');
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('orderby') === 'price'),
    form.locator('select.orderby').selectOption('price'),
  ]);
}

test.describe('real shop: what the platform general script did, without it', () => {
  test('the sort select submits its form exactly once (one GET, one submit)', async ({ page }) => {
    const requests = recordSortRequests(page, 'price');
    await page.goto(SHOP);
    await booted(page);
    await expect(page.locator(`script[src^="/real/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce"]`)).toHaveCount(0);
    const submits = await reportSubmits(page);
    await sortByPrice(page);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.get('paged')).toBe('1');
    expect(requests).toHaveLength(1);
    expect(submits).toHaveLength(1);
  });

  test('where a site keeps the general script, the sort island stands down: still exactly one submit', async ({ page }) => {
    // The page as WordPress prints it when the script stays (the plugin's filter, or a script depending on it),
    // with a stand-in for its sort handler: a jQuery submit of the form on the select's change.
    await page.route(GENERAL_SCRIPT_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "jQuery(function ($) { $('.woocommerce-ordering').on('change', 'select.orderby', function () { $(this.form).trigger('submit'); }); });",
      }),
    );
    await page.route(SHOP, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        `<script src="${GENERAL_SCRIPT_URL}" id="woocommerce-js" defer></script>\n</head>`,
      );
      await route.fulfill({ response, body: html });
    });
    const requests = recordSortRequests(page, 'price');
    await page.goto(SHOP);
    await booted(page);
    const submits = await reportSubmits(page);
    await sortByPrice(page);
    await page.waitForLoadState('load');
    expect(submits).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  test('my account (the captured page): the login form’s password gets the show/hide button', async ({ page }) => {
    // The captured my-account page as the plugin prints it (the same transform as every /real/ page).
    const capture = readFileSync(new URL(`../fixtures-html/captures/${MY_ACCOUNT_CAPTURE}`, import.meta.url), 'utf8');
    await page.route(MY_ACCOUNT, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixtureFromCapture(capture, MY_ACCOUNT_CAPTURE) }),
    );
    await page.goto(MY_ACCOUNT);
    await booted(page);
    const password = page.locator('form.woocommerce-form-login input#password');
    await password.fill('hunter2');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveCount(1);
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('hunter2');
  });

  test('a product added without script: the page’s role-alert notice gets focus, as the platform’s script gave it', async ({ page }) => {
    await page.goto(SHOP);
    await booted(page);
    // The product form posted the plain way (WC_Form_Handler adds, the page shows the notice).
    await Promise.all([
      page.waitForURL('**/real/product/beanie/'),
      page.evaluate(() => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/real/product/beanie/';
        for (const [name, value] of [
          ['add-to-cart', '14'],
          ['quantity', '1'],
        ]) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name!;
          input.value = value!;
          form.append(input);
        }
        document.body.append(form);
        HTMLFormElement.prototype.submit.call(form);
      }),
    ]);
    await booted(page);
    const notice = page.locator('.woocommerce-message[role="alert"]');
    await expect(notice).toContainText('has been added to your cart');
    await expect(notice).toBeFocused();
    await expect(notice).toHaveAttribute('tabindex', '-1');
  });
});

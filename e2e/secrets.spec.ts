/**
 * No secret where it does not belong (issue 18): a walk through the main flows — listing add, drawer,
 * wishlist, quick view, a variation added from its page, the cart page's remove link, the checkout, the
 * popup search, ProductX's filter, a tracking visitor's product page — reads every nonce the pages carry
 * (their config globals, the tracking and islands JSON, form fields) and checks that none is written to
 * the console, to local or session storage, to a cookie, or into a requested URL other than as the value
 * of a nonce field the spec's calls send in a query string (`security`, `wpnonce`, `_wpnonce`, `nonce`:
 * a GET contract's nonce field, or a link the server printed with its nonce).
 */
import { expect, test, type Page } from '@playwright/test';
import { booted } from './helpers.ts';

const NONCE_FIELDS = new Set(['security', 'wpnonce', '_wpnonce', 'nonce']);

/** Every nonce-like value the page carries: keys naming a nonce or security token in its config, and nonce inputs. */
function pageNonces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walk = (value: unknown, key: string, depth: number): void => {
      if (depth > 4 || value === null) return;
      if (typeof value === 'string') {
        if (/nonce|security/i.test(key) && value.length >= 6) found.add(value);
      } else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
    };
    const globals = window as unknown as Record<string, unknown>;
    for (const name of Object.keys(globals)) if (/(_params|_vars|_core)$|^wpApiSettings$/.test(name)) walk(globals[name], name, 0);
    for (const json of document.querySelectorAll('script[type="application/json"]')) {
      try {
        walk(JSON.parse(json.textContent ?? 'null'), json.id, 0);
      } catch {
        // Not JSON: nothing to read.
      }
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name*="nonce" i], input[name="security"]'))
      if (input.value.length >= 6) found.add(input.value);
    return [...found];
  });
}

function storageDump(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage): string[] =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie].join('\n');
  });
}

test('no nonce in the console, storage, cookies or URLs it did not come in, over the main flows', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const nonces = new Set<string>();
  const logs: string[] = [];
  const urls: string[] = [];
  const storage: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  page.on('request', (request) => urls.push(request.url()));
  const settle = async (): Promise<void> => {
    await page.waitForLoadState('networkidle');
    for (const nonce of await pageNonces(page)) nonces.add(nonce);
    storage.push(await storageDump(page));
  };
  const visit = async (path: string): Promise<void> => {
    await page.goto(path);
    await booted(page);
    await settle();
  };

  await visit('/shop-drawer/');
  await page.locator('ul.products a.ajax_add_to_cart').first().click();
  await expect(page.locator('.widget_shopping_cart_content .mini_cart_item').first()).toBeAttached();
  await settle();
  await page.keyboard.press('Escape');
  await visit('/shop/');
  await page.locator('li.product .woosw-btn').first().click();
  await expect(page.locator('#woosw_wishlist')).toHaveClass(/woosw-show/);
  await page.keyboard.press('Escape');
  await page.locator('li.product .minimog-quick-view-btn').first().click();
  await expect(page.locator('dialog.shop-islands-quick-view')).toBeVisible();
  await settle();
  await page.keyboard.press('Escape');

  await visit('/product/film-emulation-collection/');
  await page.selectOption('#pa_format', { index: 1 });
  await page.selectOption('#pa_licence', { index: 1 });
  await page.locator('form.variations_form .single_add_to_cart_button').click();
  await settle();

  await visit('/cart/');
  await visit('/checkout/');
  await visit('/disclaimer/');
  await page.locator('.page-open-popup-search').click();
  await page.locator('#popup-search input[type="search"]').first().fill('film');
  await expect(page.locator('#popup-search .popup-search-current')).toHaveText('film');
  await settle();
  await visit('/productx/');
  await page.locator('.wopb-filter-block input[type="checkbox"]').first().check();
  await settle();

  // A tracking visitor: the identify nonce is on the page too.
  await context.addCookies([{ name: 'shop_islands_tracking', value: `secrets${test.info().retry}`, url: baseURL ?? '' }]);
  await visit('/product/golden-hour-lightroom-pack/');
  await visit('/cart/');
  const remove = page.locator('.woocommerce-cart-form a.remove').first();
  if (await remove.count()) {
    await remove.click();
    await settle();
  }

  storage.push(JSON.stringify(await context.cookies()));
  expect(nonces.size, 'nonces read from the pages').toBeGreaterThan(3);
  const leaks: string[] = [];
  for (const nonce of nonces) {
    for (const line of logs) if (line.includes(nonce)) leaks.push(`console: ${line.slice(0, 120)}`);
    for (const dump of storage)
      for (const entry of dump.split('\n'))
        if (entry.includes(nonce))
          leaks.push(
            `storage/cookies: ${entry.slice(0, 40)}… ${entry.slice(Math.max(0, entry.indexOf(nonce) - 60), entry.indexOf(nonce) + 12)}`,
          );
    for (const url of urls) {
      if (!url.includes(nonce)) continue;
      const parsed = new URL(url);
      const asField = [...parsed.searchParams].some(([key, value]) => NONCE_FIELDS.has(key) && value === nonce);
      const elsewhere =
        `${parsed.origin}${parsed.pathname}${parsed.hash}`.includes(nonce) ||
        [...parsed.searchParams].some(([key, value]) => !NONCE_FIELDS.has(key) && value.includes(nonce));
      if (!asField || elsewhere || parsed.origin !== new URL(baseURL ?? url).origin) leaks.push(`url: ${url.slice(0, 160)}`);
    }
  }
  test.info().annotations.push({ type: 'secrets', description: `nonces ${nonces.size} leaks ${leaks.length}` });
  expect(leaks).toEqual([]);
});

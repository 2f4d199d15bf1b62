/**
 * ProductX's listing blocks and filter on /productx/ (issue 13): load more, numbered pagination
 * with URL state, category tabs, the filter block against the backend's real answer, failures.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadCatalogue } from '../server/catalogue.ts';
import { NO_FILTERS, parseFilters, queryProducts } from '../server/wopb-discovery.ts';
import { booted, gate } from './helpers.ts';

const catalogue = loadCatalogue();
const ALL = queryProducts(catalogue, NO_FILTERS).map((p) => String(p.id));

const lm = (page: Page) => page.locator('.wopb-block-wopbgrid1lm');
const pg = (page: Page) => page.locator('.wopb-block-wopbgrid1pg');
const tabs = (page: Page) => page.locator('.wopb-block-wopbgrid2ft');
const filter = (page: Page) => page.locator('.wopb-filter-block');
const ids = (block: ReturnType<typeof lm>) => block.locator('.wopb-block-item .wopb-cart-action > a[data-product_id]');

async function open(page: Page, path = '/productx/'): Promise<void> {
  await page.goto(path);
  await booted(page);
  await expect(page.locator('[data-island="wopb-filter"]')).toHaveAttribute('data-island-state', 'live');
}

async function idsOf(block: ReturnType<typeof lm>): Promise<string[]> {
  return ids(block).evaluateAll((links) => links.map((a) => a.getAttribute('data-product_id') ?? ''));
}

test.describe('load more', () => {
  test('appends each next page, moves focus to the first new item, is disabled at the last page; new items add to the cart', async ({
    page,
  }) => {
    await open(page);
    const button = lm(page).locator('.wopb-loadmore-action');
    await expect(button).toHaveAttribute('role', 'button');
    await button.click();
    await expect(ids(lm(page))).toHaveCount(12);
    await expect(lm(page).locator('.wopb-block-item').nth(6).locator('.wopb-block-title a')).toBeFocused();
    await button.press('Enter');
    await expect(ids(lm(page))).toHaveCount(18);
    await button.click();
    // A press while a page is still loading is ignored (no double request): wait for each page.
    await expect(ids(lm(page))).toHaveCount(24);
    await button.click();
    await expect(ids(lm(page))).toHaveCount(ALL.length);
    expect(await idsOf(lm(page))).toEqual(ALL);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A card of a loaded page is hydrated like any other: the platform's ajax add works.
    const loadedAdd = lm(page).locator('.wopb-block-item:nth-child(n+7) a.ajax_add_to_cart').first();
    await loadedAdd.click();
    await expect(loadedAdd).toHaveClass(/added/);
  });
});

test.describe('numbered pagination', () => {
  test('1 → 4 → last shows the right dots and items; back returns to page 4; reload keeps it', async ({ page }) => {
    await open(page);
    const list = pg(page).locator('ul.wopb-pagination');
    await list.getByRole('link', { name: '3', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('3');
    await list.getByRole('link', { name: '4', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('4');
    expect(await idsOf(pg(page))).toEqual(ALL.slice(9, 12));
    await expect(list.locator('li:visible')).toHaveText(['Previous', '1', '...', '3', '4', '5', '...', '10', 'Next']);
    await expect(list.locator('a[aria-current="page"]')).toHaveText('4');
    expect(new URL(page.url()).searchParams.get('paged-wopbgrid1pg')).toBe('4');
    await list.getByRole('link', { name: '10', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('10');
    expect(await idsOf(pg(page))).toEqual(ALL.slice(27));
    await expect(list.locator('li:visible')).toHaveText(['Previous', '1', '...', '8', '9', '10']);
    await page.goBack();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('4');
    expect(await idsOf(pg(page))).toEqual(ALL.slice(9, 12));
    await page.reload();
    await booted(page);
    await expect(pg(page).locator('a[aria-current="page"]')).toHaveText('4');
    expect(await idsOf(pg(page))).toEqual(ALL.slice(9, 12));
  });

  test('page 1 hides prev; a newer page request aborts the unfinished one', async ({ page }) => {
    await open(page);
    const list = pg(page).locator('ul.wopb-pagination');
    await expect(list.locator('li.wopb-prev-page-numbers')).toBeHidden();
    const held = gate();
    let first = true;
    await page.route('**/?wc-ajax=wopb_pagination', async (route) => {
      if (first) {
        first = false;
        await held.hold(route);
      } else await route.continue();
    });
    await list.getByRole('link', { name: '2', exact: true }).click();
    await list.getByRole('link', { name: '3', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('3');
    held.release();
    await page.waitForTimeout(300);
    expect(await idsOf(pg(page))).toEqual(ALL.slice(6, 9));
  });
});

test.describe('numbered pagination: scrolling', () => {
  test('a page chosen with the block’s top above the viewport scrolls it back to 50 px from the top; a block in view stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 500 });
    await open(page);
    const wrapper = pg(page).locator('.wopb-block-wrapper').first();
    const top = (): Promise<number> => wrapper.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const list = pg(page).locator('ul.wopb-pagination');
    await list.scrollIntoViewIfNeeded();
    expect(await top()).toBeLessThan(0);
    await list.getByRole('link', { name: '2', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('2');
    await expect.poll(top).toBe(50);
    // Now in view: the next page leaves the scroll where it is.
    const scrollY = await page.evaluate(() => window.scrollY);
    await wrapper.evaluate((el) => window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 10 }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).not.toBe(scrollY);
    await list.getByRole('link', { name: '3', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('3');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('category tabs', () => {
  test('a tab replaces the items; a tab chosen while another is pending shows only the latest; arrow keys move', async ({ page }) => {
    await open(page);
    const inCategory = (slug: string) =>
      queryProducts(catalogue, NO_FILTERS, catalogue.categories.find((c) => c.slug === slug)?.id ?? null)
        .slice(0, 6)
        .map((p) => String(p.id));
    const held = gate();
    let first = true;
    await page.route('**/?wc-ajax=wopb_filter', async (route) => {
      if (first) {
        first = false;
        await held.hold(route);
      } else await route.continue();
    });
    const tablist = tabs(page).getByRole('tablist');
    await tablist.getByRole('tab', { name: 'Capture One Styles' }).click();
    await tablist.getByRole('tab', { name: 'Photoshop Actions' }).click();
    await expect.poll(() => idsOf(tabs(page))).toEqual(inCategory('photoshop-actions'));
    held.release();
    await page.waitForTimeout(300);
    expect(await idsOf(tabs(page))).toEqual(inCategory('photoshop-actions'));
    await expect(tablist.getByRole('tab', { name: 'Photoshop Actions' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const bundles = tablist.getByRole('tab', { name: 'Bundles' });
    await expect(bundles).toBeFocused();
    await expect(bundles).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => idsOf(tabs(page))).toEqual(inCategory('bundles'));
    await expect(tabs(page).getByRole('tabpanel')).toBeVisible();
  });
});

test.describe('filter block', () => {
  test('category + price + rating narrows both grids to the backend’s answer; chips; remove one; remove all; URL state survives reload', async ({
    page,
  }) => {
    await open(page);
    const block = filter(page);
    await block.getByLabel('Lightroom Presets').check();
    await block.locator('.wopb-filter-price-max').fill('20');
    await block.locator('.wopb-filter-price-max').dispatchEvent('change');
    await block.locator('#filter-rating-4').check();
    const expected = queryProducts(
      catalogue,
      parseFilters({
        price: { minPrice: 0, maxPrice: 20 },
        rating: ['4'],
        product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15'] }],
      }),
    ).map((p) => String(p.id));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 6));
    expect(await idsOf(pg(page))).toEqual(expected.slice(0, 3));
    const chips = block.locator('.wopb-filter-active-item');
    await expect(chips).toHaveText(['Max: 20 ×', '4 star ×', 'Lightroom Presets ×']);
    const url = new URL(page.url());
    expect(url.searchParams.get('wopb_max')).toBe('20');

    await page.reload();
    await booted(page);
    await expect(block.locator('.wopb-filter-active-item')).toHaveText(['Max: 20 ×', '4 star ×', 'Lightroom Presets ×']);
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 6));

    await block.getByRole('button', { name: 'Remove Max: 20' }).click();
    const withoutMax = queryProducts(
      catalogue,
      parseFilters({ rating: ['4'], product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15'] }] }),
    ).map((p) => String(p.id));
    await expect.poll(() => idsOf(lm(page))).toEqual(withoutMax.slice(0, 6));
    await expect(block.locator('.wopb-filter-price-max')).toHaveValue(
      String(Math.ceil(Math.max(...catalogue.products.map((p) => Number(p.price) || 0)))),
    );

    await block.locator('.wopb-filter-remove-all').click();
    await expect.poll(() => idsOf(lm(page))).toEqual(ALL.slice(0, 6));
    await expect(block.locator('.wopb-filter-remove-section')).toBeHidden();
    await expect(block.locator('.wopb-filter-sorting-input')).toHaveValue('default');
    expect(new URL(page.url()).search).toBe('');
  });

  test('after a filter, load more and pagination page through the filtered products', async ({ page }) => {
    await open(page);
    await filter(page).getByLabel('Lightroom Presets').check();
    const expected = queryProducts(catalogue, parseFilters({ product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15'] }] })).map(
      (p) => String(p.id),
    );
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 6));
    await lm(page).locator('.wopb-loadmore-action').click();
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 12));
    await pg(page).locator('ul.wopb-pagination').getByRole('link', { name: '2', exact: true }).click();
    await expect.poll(() => idsOf(pg(page))).toEqual(expected.slice(3, 6));
    await expect(pg(page).locator('ul.wopb-pagination li:visible').last()).toHaveText('Next');
  });

  test('each listing call names its action (§7); load more and pagination send the block’s filter attributes, a tab none', async ({
    page,
  }) => {
    await open(page);
    const sent = new Map<string, URLSearchParams>();
    page.on('request', (r) => {
      const endpoint = new URL(r.url()).searchParams.get('wc-ajax');
      if (endpoint?.startsWith('wopb_')) sent.set(endpoint, new URLSearchParams(r.postData() ?? ''));
    });
    await filter(page).getByLabel('Lightroom Presets').check();
    const expected = queryProducts(catalogue, parseFilters({ product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['15'] }] })).map(
      (p) => String(p.id),
    );
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 6));
    await lm(page).locator('.wopb-loadmore-action').click();
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 12));
    await pg(page).locator('ul.wopb-pagination').getByRole('link', { name: '2', exact: true }).click();
    await expect.poll(() => idsOf(pg(page))).toEqual(expected.slice(3, 6));
    await tabs(page).getByRole('tablist').getByRole('tab', { name: 'Bundles' }).click();
    await expect(tabs(page).getByRole('tab', { name: 'Bundles' })).toHaveAttribute('aria-selected', 'true');
    await filter(page).locator('.wopb-filter-show-more').click();
    await expect(filter(page).getByLabel('Prints & Accessories')).toBeVisible();

    const endpoints = ['wopb_load_more', 'wopb_pagination', 'wopb_filter', 'wopb_show_more_filter_item'];
    expect(endpoints.map((endpoint) => sent.get(endpoint)?.get('action'))).toEqual(endpoints);
    const category = 'filterAttributes[product_filters][product_taxonomy][0][term_ids][]';
    expect([sent.get('wopb_load_more')?.getAll(category), sent.get('wopb_pagination')?.getAll(category)]).toEqual([['15'], ['15']]);
    expect([...(sent.get('wopb_filter')?.keys() ?? [])]).toEqual([
      'action',
      'taxtype',
      'taxonomy',
      'blockId',
      'postId',
      'blockName',
      'currentUrl',
      'widgetBlockId',
      'wpnonce',
    ]);
  });

  test('search is debounced: one request for a burst of typing; sorting reorders', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await open(page);
    // Paused, the page's clock moves only by runFor: on a loaded machine the real time between two keys ended the debounce.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wopb/product-filter')) calls.push(r.postData() ?? '');
    });
    const search = filter(page).locator('.wopb-filter-search-input');
    for (const key of 'pack') {
      await search.press(key);
      await page.clock.runFor(200);
    }
    expect(calls).toHaveLength(0);
    await page.clock.runFor(400);
    const expected = queryProducts(catalogue, parseFilters({ search: 'pack' })).map((p) => String(p.id));
    await expect.poll(() => idsOf(lm(page))).toEqual(expected.slice(0, 6));
    expect(calls).toHaveLength(1);
    await page.clock.resume();
    await filter(page).locator('.wopb-filter-sorting-input').selectOption('price_high');
    const sorted = queryProducts(catalogue, parseFilters({ search: 'pack', sorting: 'price_high' })).map((p) => String(p.id));
    await expect.poll(() => idsOf(lm(page))).toEqual(sorted.slice(0, 6));
  });

  test('show more fetches the next terms, show less folds them; sections collapse; the title closes the filter', async ({ page }) => {
    await open(page);
    const block = filter(page);
    await block.locator('.wopb-filter-show-more').click();
    await expect(block.getByLabel('Prints & Accessories')).toBeVisible();
    await expect(block.locator('.wopb-filter-show-more')).toBeHidden();
    await block.locator('.wopb-filter-show-less').click();
    await expect(block.getByLabel('Prints & Accessories')).toHaveCount(0);
    const header = block.locator('.wopb-filter-status .wopb-filter-header');
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(block.getByLabel('In stock')).toBeHidden();
    const title = block.locator('.wopb-filter-title-section');
    await title.click();
    await expect(block.locator('form')).toBeHidden();
  });

  test('price rules: min is kept under max on the slider, max within the range', async ({ page }) => {
    await open(page);
    const block = filter(page);
    await block.locator('.wopb-price-range-input-max').fill('10');
    await block.locator('.wopb-price-range-input-max').dispatchEvent('change');
    await block.locator('.wopb-price-range-input-min').fill('10');
    await block.locator('.wopb-price-range-input-min').dispatchEvent('change');
    await expect(block.locator('.wopb-filter-price-min')).toHaveValue('9');
    await block.locator('.wopb-filter-price-max').fill('100000');
    await block.locator('.wopb-filter-price-max').dispatchEvent('change');
    const max = await block.locator('.wopb-price-range-slider').getAttribute('data-max');
    await expect(block.locator('.wopb-filter-price-max')).toHaveValue(max ?? '');
    await expect(block.locator('.wopb-filter-active-item')).toHaveText(['Min: 9 ×']);
  });
});

test.describe('failures leave each block usable', () => {
  for (const [name, fulfil] of [
    ['a 500', { status: 500, body: 'Internal Server Error' }],
    ['HTML instead of JSON', { status: 200, contentType: 'text/html', body: '<html><body>Oops</body></html>' }],
  ] as const) {
    test(`filter: ${name} clears the spinner, shows the retry message; the next change works`, async ({ page }) => {
      await open(page);
      await page.route('**/wp-json/wopb/product-filter**', (route) => route.fulfill(fulfil), { times: 1 });
      await filter(page).getByLabel('In stock').check();
      await expect(filter(page).locator('.shop-islands-retry')).toHaveText('Error occured.please try again');
      await expect(filter(page)).not.toHaveAttribute('aria-busy', 'true');
      await filter(page).getByLabel('Out of stock').check();
      await expect(filter(page).locator('.shop-islands-retry')).toHaveCount(0);
      await expect
        .poll(() => idsOf(lm(page)))
        .toEqual(
          queryProducts(catalogue, parseFilters({ status: ['instock', 'outofstock'] }))
            .map((p) => String(p.id))
            .slice(0, 6),
        );
    });
  }

  test('load more offline, then a 500 on a page, then tabs offline: each control recovers', async ({ page }) => {
    await open(page);
    await page.route('**/?wc-ajax=wopb_load_more', (route) => route.abort('internetdisconnected'), { times: 1 });
    const button = lm(page).locator('.wopb-loadmore-action');
    await button.click();
    await expect(lm(page).locator('.shop-islands-retry')).toBeVisible();
    await expect(button).not.toHaveClass(/wopb-loading-active/);
    await button.click();
    await expect(ids(lm(page))).toHaveCount(12);
    await expect(lm(page).locator('.shop-islands-retry')).toHaveCount(0);

    await page.route('**/?wc-ajax=wopb_pagination', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    const list = pg(page).locator('ul.wopb-pagination');
    await list.getByRole('link', { name: '2', exact: true }).click();
    await expect(pg(page).locator('.shop-islands-retry')).toBeVisible();
    await list.getByRole('link', { name: '2', exact: true }).click();
    await expect(list.locator('a[aria-current="page"]')).toHaveText('2');

    await page.route('**/?wc-ajax=wopb_filter', (route) => route.abort('internetdisconnected'), { times: 1 });
    await tabs(page).getByRole('tab', { name: 'Bundles' }).click();
    await expect(tabs(page).locator('.shop-islands-retry')).toBeVisible();
    await tabs(page).getByRole('tab', { name: 'Bundles' }).click();
    await expect(tabs(page).locator('.shop-islands-retry')).toHaveCount(0);
  });

  test('a bad nonce (ProductX’s empty 200) fetches a fresh nonce and retries once', async ({ page }) => {
    await open(page);
    await page.evaluate(() => ((window as unknown as { wopb_core: { security: string } }).wopb_core.security = '0000000000'));
    const nonceCalls: string[] = [];
    page.on('request', (r) => {
      if (r.postData()?.includes('wopb_get_nonce')) nonceCalls.push(r.url());
    });
    await lm(page).locator('.wopb-loadmore-action').click();
    await expect(ids(lm(page))).toHaveCount(12);
    expect(nonceCalls).toHaveLength(1);
    await filter(page).getByLabel('In stock').check();
    await expect
      .poll(() => idsOf(lm(page)))
      .toEqual(
        queryProducts(catalogue, parseFilters({ status: ['instock'] }))
          .map((p) => String(p.id))
          .slice(0, 6),
      );
    expect(nonceCalls).toHaveLength(1);
  });
});

test('axe: the page with the filter open and each block hydrated, and after a tab and a page change', async ({ page }) => {
  // Two full scans of a page of six blocks whose items carry swatches and wishlist buttons: some 12 s each on a loaded 2-core machine.
  test.setTimeout(60_000);
  await open(page);
  await expect(page.locator('[data-island="wopb-tabs"]')).toHaveAttribute('data-island-state', 'live');
  await expect(page.locator('[data-island="wopb-load-more"]')).toHaveAttribute('data-island-state', 'live');
  const scan = async (): Promise<void> => {
    const results = await new AxeBuilder({ page })
      .include('.entry-content')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await filter(page).getByLabel('Lightroom Presets').check();
  await expect(filter(page).locator('.wopb-filter-active-item')).toHaveCount(1);
  await scan();
  await tabs(page).getByRole('tab', { name: 'Bundles' }).click();
  await pg(page).locator('ul.wopb-pagination').getByRole('link', { name: '2', exact: true }).click();
  await expect(pg(page).locator('a[aria-current="page"]')).toHaveText('2');
  await scan();
});

test.describe('deal countdown', () => {
  test('ticks every second and stops at zero; a past deal shows zeros', async ({ page }) => {
    await page.clock.install({ time: new Date('2029-12-30T23:59:00Z') });
    await page.goto('/productx/');
    await booted(page);
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date('2029-12-30T23:59:50Z'));
    const running = page.locator('.wopb-product-deals').first();
    const past = page.locator('.wopb-product-deals').nth(1);
    await running.scrollIntoViewIfNeeded();
    await expect(running.locator('strong')).toHaveText(['01', '00', '00', '10']);
    await page.clock.runFor(1000);
    await expect(running.locator('strong')).toHaveText(['01', '00', '00', '09']);
    await past.scrollIntoViewIfNeeded();
    await expect(page.locator('.wopb-product-deals').nth(1)).toHaveAttribute('data-island-state', 'live');
    await expect(past.locator('strong')).toHaveText(['00', '00', '00', '00']);
    await page.clock.fastForward(24 * 3600 * 1000 + 20_000);
    await page.clock.runFor(1000);
    await expect(running.locator('strong')).toHaveText(['00', '00', '00', '00']);
  });
});

test.describe('product slider', () => {
  test('Swiper with labelled arrow and bullet buttons; autoplay every 3 s, paused on hover and focus', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/productx/');
    await booted(page);
    const slider = page.locator('.wopb-product-blocks-slide');
    await slider.scrollIntoViewIfNeeded();
    await page.clock.runFor(200);
    await expect(slider).toHaveAttribute('data-island-state', 'live');
    const active = () => slider.locator('.swiper-slide-active a[data-product_id]').getAttribute('data-product_id');
    const first = await active();
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(page.locator('.wopb-slider-bullets button').first()).toHaveAttribute('aria-label', /slide 1/i);
    await expect(slider.locator('.swiper-slide-visible')).toHaveCount(3);
    // Pointer inside: autoplay waits.
    await slider.hover();
    await page.clock.runFor(3500);
    expect(await active()).toBe(first);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3500);
    await expect.poll(active).not.toBe(first);
    // Focus inside: autoplay waits too; the arrow moves on.
    const now = await active();
    await next.focus();
    await page.clock.runFor(3500);
    expect(await active()).toBe(now);
    await next.click();
    await page.clock.runFor(600);
    await expect.poll(active).not.toBe(now);
  });

  test('two slides at 800 px, one on a phone (breakpoints 992 and 768)', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/productx/');
    const slider = page.locator('.wopb-product-blocks-slide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-island-state', 'live');
    await expect(slider.locator('.swiper-slide-visible')).toHaveCount(2);
    await page.setViewportSize({ width: 400, height: 900 });
    await expect(slider.locator('.swiper-slide-visible')).toHaveCount(1);
  });
});

test.describe('items loaded later hydrate like the server’s', () => {
  test('load more: a loaded card’s swatches choose and add the variation; its wishlist button adds to the wishlist', async ({ page }) => {
    await open(page);
    await lm(page).locator('.wopb-loadmore-action').click();
    await expect(ids(lm(page))).toHaveCount(12);
    const card = lm(page).locator('.wopb-block-item', { has: page.locator('.wopb-loop-variations-form[data-product_id="108"]') });
    await expect(card).toHaveCount(1);
    await card
      .getByRole('group', { name: /^Format/ })
      .getByRole('button', { name: 'Lightroom' })
      .click();
    await card
      .getByRole('group', { name: /^Licence/ })
      .getByRole('button', { name: 'Personal' })
      .click();
    const add = card.locator('a.add_to_cart_button');
    await expect(add).toHaveText('Add to cart');
    await expect(card.locator('.wopb-product-price')).toHaveText(/\$\d/);
    await add.click();
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('1 item');

    await card.locator('.woosw-btn-108').click();
    await expect(page.locator('#woosw_wishlist')).toHaveClass(/woosw-show/);
    await expect(page.locator('#woosw_wishlist .woosw-item-108')).toBeVisible();
  });

  test('a new page, a tab and a filter answer carry the same controls, and they work', async ({ page }) => {
    await open(page);
    await pg(page).locator('ul.wopb-pagination').getByRole('link', { name: '3', exact: true }).click();
    await expect(pg(page).locator('a[aria-current="page"]')).toHaveText('3');
    const paged = pg(page).locator('.wopb-block-item');
    await expect(paged.locator('.woosw-btn')).toHaveCount(await paged.count());
    const first = paged.first();
    const id = await first.locator('[data-product_id]').first().getAttribute('data-product_id');
    await first.locator('.woosw-btn').click();
    await expect(page.locator(`#woosw_wishlist .woosw-item-${id}`)).toBeVisible();
    await page.keyboard.press('Escape');

    await tabs(page).getByRole('tab', { name: 'Bundles' }).click();
    await expect(tabs(page).locator('.wopb-loop-variations-form').first()).toBeVisible();
    const tabCard = tabs(page)
      .locator('.wopb-block-item', { has: page.locator('.wopb-loop-variations-form') })
      .first();
    await tabCard
      .getByRole('group', { name: /^Format/ })
      .getByRole('button')
      .first()
      .click();
    await expect(tabCard.locator('.wopb-loop-variations-form')).toHaveAttribute('data-island-state', 'live');
    await expect(
      tabCard
        .getByRole('group', { name: /^Format/ })
        .getByRole('button')
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');

    await filter(page).getByLabel('Lightroom Presets').check();
    await expect(lm(page).locator('.woosw-btn').first()).toBeVisible();
    await expect(lm(page).locator('.woosw-btn')).toHaveCount(await lm(page).locator('.wopb-block-item').count());
  });
});

test.describe('category tabs: the "More" menu', () => {
  test('on a narrow screen the last tabs go into "More"; choosing there and arrowing there work; wide, all tabs show', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await open(page);
    await expect(page.locator('[data-island="wopb-tabs"]')).toHaveAttribute('data-island-state', 'live');
    const more = tabs(page).getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const shown = tabs(page).locator('ul.wopb-flex-menu').getByRole('tab');
    const hidden = tabs(page).locator('ul.flexMenu-popup').getByRole('tab', { includeHidden: true });
    const outside = await shown.count();
    expect(outside).toBeGreaterThan(2);
    expect(outside + (await hidden.count())).toBe(7);
    // Every tab left outside sits on one line with the button.
    const tops = await shown.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const last = tabs(page).getByRole('tab', { name: 'Prints & Accessories' });
    await expect(last).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('.wopb-block-wopbgrid2ft').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await last.click();
    // Chosen, it is hidden with its closed popup.
    await expect(tabs(page).getByRole('tab', { name: 'Prints & Accessories', includeHidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    const inCategory = queryProducts(catalogue, NO_FILTERS, catalogue.categories.find((c) => c.slug === 'prints-accessories')?.id ?? null)
      .slice(0, 6)
      .map((p) => String(p.id));
    await expect.poll(() => idsOf(tabs(page))).toEqual(inCategory);

    // Arrow keys reach the moved tabs: Home, then Left wraps to the last tab, which shows in the open popup.
    await shown.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(last).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(tabs(page).locator('.flexMenu-viewMore')).toHaveCount(0);
    await expect(tabs(page).locator('ul.wopb-flex-menu').getByRole('tab')).toHaveCount(7);
    // Room for 2 tabs or fewer: all of them go, and the button says 'Menu' (cutoff 2).
    await page.setViewportSize({ width: 480, height: 900 });
    await expect(tabs(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(tabs(page).locator('ul.wopb-flex-menu').getByRole('tab')).toHaveCount(0);
  });
});

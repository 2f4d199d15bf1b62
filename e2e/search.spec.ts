/**
 * Search (issue 14): the theme's popup search on every page and ProductX's search block on
 * /search-block/, against the backend's real catalogue search.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { loadCatalogue } from '../server/catalogue.ts';
import { searchCatalogue } from '../server/search.ts';
import { booted } from './helpers.ts';

const catalogue = loadCatalogue();
const names = (text: string, category = ''): string[] => searchCatalogue(catalogue, { text, category }).products.map((p) => p.name);

const popup = (page: Page) => page.locator('#popup-search');
const field = (page: Page) => popup(page).locator('.search-field');
const gridTitles = (page: Page) => popup(page).locator('.minimog-grid .grid-item h3');
const isPopupSearch = (request: Request): boolean => new URL(request.url()).searchParams.get('minimog-ajax') === 'minimog_search_products';

function recordSearches(page: Page, match: (request: Request) => boolean = isPopupSearch): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) calls.push(request);
  });
  return calls;
}

async function open(page: Page, path = '/disclaimer/'): Promise<void> {
  await page.goto(path);
  await booted(page);
  await expect(popup(page)).toHaveAttribute('data-island', 'popup-search');
}

/** Opens the popup with the search icon and waits for the field's focus (300 ms after opening). */
async function openPopup(page: Page): Promise<void> {
  await page.locator('.page-open-popup-search').click();
  await expect(popup(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

test.describe('popup search: opening and closing', () => {
  test('the search icon opens it as a modal; close button, backdrop and Esc close it and focus returns to the icon', async ({ page }) => {
    await open(page);
    const icon = page.locator('.page-open-popup-search');
    await openPopup(page);
    await expect(popup(page)).toHaveAttribute('role', 'dialog');
    await expect(popup(page)).toHaveAttribute('aria-modal', 'true');
    // The page behind is inert: Tab cannot leave the dialog.
    await expect(page.locator('#page')).toHaveJSProperty('inert', true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#popup-search')?.contains(document.activeElement))).toBe(true);

    await popup(page).locator('#search-popup-close').click();
    await expect(popup(page)).toBeHidden();
    await expect(icon).toBeFocused();
    await expect(page.locator('#page')).toHaveJSProperty('inert', false);

    await openPopup(page);
    const box = await popup(page).boundingBox();
    await page.mouse.click(5, (box?.height ?? 700) - 5);
    await expect(popup(page)).toBeHidden();
    await expect(icon).toBeFocused();

    await openPopup(page);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(icon).toBeFocused();
  });

  test('focusing the header field opens it (keyboard too), and closing does not reopen it', async ({ page }) => {
    await open(page);
    const header = page.locator('#header-search-field');
    await header.focus();
    await expect(popup(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(header).toBeFocused();
    await expect(popup(page)).toBeHidden();
    // A click on the field (the island already live) opens it again.
    await page.locator('#site-navigation a').first().focus();
    await header.click();
    await expect(popup(page)).toBeVisible();
  });

  test('a focus elsewhere (a pressed product button, a tabbed link) loads no search code', async ({ page }) => {
    const searchChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/PopupSearch-[\w-]+\.js$/.test(new URL(request.url()).pathname)) searchChunks.push(request.url());
    });
    await page.goto('/shop/');
    await booted(page);
    await expect(popup(page)).toHaveAttribute('data-island-state', 'pending');
    await page.locator('ul.products li.product a').first().focus();
    await page.locator('#site-navigation a').first().focus();
    await page.locator('ul.products a.ajax_add_to_cart').first().click();
    await expect(page.locator('a.cart-contents .count').first()).toHaveText('1 item');
    await page.waitForLoadState('networkidle');
    expect(searchChunks).toEqual([]);
    await expect(popup(page)).toHaveAttribute('data-island-state', 'pending');
  });

  test('the theme header’s search icon opens it too, and focus returns to that icon', async ({ page }) => {
    await open(page);
    const icon = page.locator('#page-header .search-trigger');
    await icon.click();
    await expect(popup(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(icon).toBeFocused();
  });

  test('submitting the header form opens it; the category placeholder opens it with the category select focused', async ({ page }) => {
    await open(page);
    await page.locator('.header-search-form .search-submit').click();
    await expect(popup(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');

    await page.locator('#placeholder_cat_dropdown').click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).locator('.search-select')).toBeFocused();
  });

  test('the input is focused 300 ms after the popup opens, not before', async ({ page }) => {
    await page.clock.install();
    await open(page);
    // Live first (a click before that is held for the chunk), then time stands still.
    await page.locator('.page-open-popup-search').click();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator('.page-open-popup-search').click();
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(299);
    await expect(field(page)).not.toBeFocused();
    await page.clock.runFor(1);
    await expect(field(page)).toBeFocused();
    await page.clock.resume();
  });
});

test.describe('popup search: live results', () => {
  test('keywords without a query; 2 characters keep them, 3 show the results grid and the query', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const searches = recordSearches(page);
    await openPopup(page);
    await expect(popup(page).locator('.row-popular-search-keywords')).toBeVisible();
    await expect(popup(page).locator('.popup-search-results')).toBeHidden();

    await page.clock.pauseAt(Date.now() + 60_000);
    await field(page).pressSequentially('fi');
    await page.clock.runFor(5000);
    expect(searches).toHaveLength(0);
    await expect(popup(page).locator('.row-popular-search-keywords')).toBeVisible();

    await field(page).press('l');
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect(popup(page).locator('.popup-search-results')).toBeVisible();
    await expect(popup(page).locator('.popup-search-current')).toHaveText('fil');
    await expect(gridTitles(page)).toHaveText(names('fil').slice(0, 8));
    await expect(popup(page).locator('.row-popular-search-keywords')).toBeHidden();
    expect(searches).toHaveLength(1);
    // The count is said in the dialog's own status line.
    await expect(popup(page).locator('[role="status"]')).toHaveText(`${Math.min(8, names('fil').length)} products found for “fil”.`);

    await field(page).fill('');
    await field(page).press('Backspace');
    await expect(popup(page).locator('.row-popular-search-keywords')).toBeVisible();
    await expect(popup(page).locator('.popup-search-results')).toBeHidden();
  });

  test('a fast-typed word sends one request, after the configured delay (1000 ms), with the serialized form', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const searches = recordSearches(page);
    await page.locator('.page-open-popup-search').click();
    await expect(field(page)).toBeFocused();
    await page.clock.pauseAt(Date.now() + 60_000);
    await popup(page).locator('.search-select').selectOption('lightroom-presets');
    await field(page).focus();
    for (const key of 'golden') {
      await field(page).press(key);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(899);
    expect(searches).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => searches.length).toBe(1);
    const query = new URL(searches[0]!.url()).searchParams;
    expect([query.get('s'), query.get('category'), query.get('post_type')]).toEqual(['golden', 'lightroom-presets', 'product']);
    await page.clock.resume();
    await expect(gridTitles(page)).toHaveText(names('golden', 'lightroom-presets'));
  });

  test('a newer query aborts the older request, and the older answer never replaces the newer one', async ({ page }) => {
    await open(page);
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route(
      (url) => url.searchParams.get('s') === 'film',
      async (route) => {
        await firstHeld;
        await route.continue().catch(() => {});
      },
    );
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (isPopupSearch(request)) aborted.push(new URL(request.url()).searchParams.get('s') ?? '');
    });
    await openPopup(page);
    await field(page).fill('film');
    await expect.poll(() => popup(page).getAttribute('class')).toContain('loading');
    await field(page).fill('moody');
    await expect(popup(page).locator('.popup-search-current')).toHaveText('moody');
    releaseFirst();
    await expect.poll(() => aborted).toEqual(['film']);
    await expect(gridTitles(page)).toHaveText(names('moody'));
    await expect(popup(page)).not.toHaveClass(/\bloading\b/);
  });

  test('a keyword searches it; arrow keys walk the results and Enter opens one', async ({ page }) => {
    await open(page);
    await openPopup(page);
    await popup(page).getByRole('link', { name: 'Portrait' }).click();
    await expect(popup(page).locator('.popup-search-current')).toHaveText('Portrait');
    const expected = names('Portrait');
    await expect(gridTitles(page)).toHaveText(expected.slice(0, 8));
    await field(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(gridTitles(page).nth(0).locator('a')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(gridTitles(page).nth(1).locator('a')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/clean-portrait-capture-one-styles\/$/);
  });

  test('ajax_disable: typing asks nothing; Enter submits the form to the results page', async ({ page }) => {
    await page.route('**/disclaimer/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"ajax_disable":""', '"ajax_disable":"1"');
      await route.fulfill({ response, body });
    });
    await page.clock.install();
    await open(page);
    const searches = recordSearches(page);
    await openPopup(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await field(page).pressSequentially('film');
    await page.clock.runFor(5000);
    expect(searches).toHaveLength(0);
    await expect(popup(page).locator('.popup-search-results')).toBeHidden();
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/\?s=film&post_type=product&category=$/);
    await expect(page.locator('h1.page-title')).toHaveText('Search results: “film”');
    await expect(page.locator('ul.products li.product h2')).toHaveText(names('film'));
  });

  for (const [name, fail] of [
    [
      'a 500',
      (page: Page) =>
        page.route(
          (url) => url.searchParams.get('s') === 'film',
          (route) => route.fulfill({ status: 500, body: '' }),
        ),
    ],
    [
      'offline',
      (page: Page) =>
        page.route(
          (url) => url.searchParams.get('s') === 'film',
          (route) => route.abort('internetdisconnected'),
        ),
    ],
  ] as const) {
    test(`${name} clears the spinner and leaves the search usable`, async ({ page }) => {
      await open(page);
      await fail(page);
      await openPopup(page);
      await field(page).fill('film');
      await expect.poll(() => popup(page).getAttribute('class')).toContain('loaded');
      await expect(popup(page)).not.toHaveClass(/\bloading\b/);
      await field(page).fill('moody');
      await expect(gridTitles(page)).toHaveText(names('moody'));
    });
  }

  test('axe finds nothing with the popup open and its results shown', async ({ page }) => {
    await open(page);
    await openPopup(page);
    await field(page).fill('lightroom');
    await expect(gridTitles(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('#popup-search')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

const block = (page: Page, n = 0) => page.locator('.wopb-product-search-block').nth(n);
const isBlockSearch = (request: Request): boolean => new URL(request.url()).pathname === '/wp-json/wopb/product-search';
const blockTitles = (page: Page) => block(page).locator('.wopb-search-items .wopb-item-title');

async function openBlock(page: Page): Promise<void> {
  await page.goto('/search-block/');
  await booted(page);
  // Claimed, but nothing loads until the shopper clicks in a block or focuses something.
  await expect(block(page)).toHaveAttribute('data-island-state', 'pending');
  await expect(block(page, 1)).toHaveAttribute('data-island-state', 'pending');
}

async function chooseCategory(page: Page, n: number, name: string): Promise<void> {
  await block(page, n).locator('.wopb-selected-item').click();
  await block(page, n).getByRole('option', { name, exact: true }).click();
}

test.describe('product search block', () => {
  test('searches from 3 characters with the block context; fewer hide and clear the results', async ({ page }) => {
    await openBlock(page);
    const searches = recordSearches(page, isBlockSearch);
    const input = block(page).locator('.wopb-search-input');
    await input.pressSequentially('li');
    await input.press('g');
    await expect(block(page).locator('.wopb-search-result')).toBeVisible();
    await expect(blockTitles(page)).toHaveText(names('lig'));
    // No request for 'l' or 'li': the block's one request is the 3-character one.
    expect(searches.map((r) => (r.postDataJSON() as { search: string }).search)).toEqual(['lig']);
    const body = searches.at(-1)?.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      search: 'lig',
      category: '',
      blockId: 'wopbsearch1',
      blockName: 'product-blocks_product-search',
      postId: '46',
    });
    expect(body.wpnonce).toBeTruthy();
    await expect(block(page).locator('.wopb-loader-container')).not.toHaveClass(/wopb-spin-loader/);
    await input.press('Backspace');
    await expect(block(page).locator('.wopb-search-result')).toBeHidden();
    await expect(block(page).locator('.wopb-search-result')).toBeEmpty();
  });

  test('a category alone searches it; load more and less toggle the extra results; clear empties', async ({ page }) => {
    await openBlock(page);
    await chooseCategory(page, 0, 'Lightroom Presets');
    const all = names('', 'lightroom-presets');
    expect(all.length).toBeGreaterThan(6);
    await expect(blockTitles(page)).toHaveText(all);
    const visible = block(page).locator('.wopb-search-items .wopb-search-item:visible .wopb-item-title');
    await expect(visible).toHaveCount(6);
    await block(page)
      .getByRole('button', { name: /More results/ })
      .click();
    await expect(visible).toHaveCount(all.length);
    await block(page).getByRole('button', { name: 'Less results' }).click();
    await expect(visible).toHaveCount(6);

    await block(page).locator('.wopb-search-input').fill('moody');
    await expect(blockTitles(page)).toHaveText(names('moody', 'lightroom-presets'));
    await block(page).locator('.wopb-clear').click();
    await expect(block(page).locator('.wopb-search-input')).toHaveValue('');
    // The category is still chosen: the category-only results come back.
    await expect(blockTitles(page)).toHaveText(all);
    await chooseCategory(page, 0, 'All Categories');
    await expect(block(page).locator('.wopb-search-result')).toBeHidden();
  });

  test('a click outside hides the results, a click in the field shows them again', async ({ page }) => {
    await openBlock(page);
    await block(page).locator('.wopb-search-input').fill('film');
    await expect(block(page).locator('.wopb-search-result')).toBeVisible();
    await page.locator('h1').click();
    await expect(block(page).locator('.wopb-search-result')).toBeHidden();
    await block(page).locator('.wopb-search-input').click();
    await expect(block(page).locator('.wopb-search-result')).toBeVisible();
  });

  test('a stale ProductX nonce (its null answer) fetches a fresh one and searches again, once', async ({ page }) => {
    await openBlock(page);
    await page.evaluate(() => ((window as unknown as { wopb_core: { security: string } }).wopb_core.security = '0000000000'));
    const nonceCalls: string[] = [];
    page.on('request', (r) => {
      if (r.postData()?.includes('wopb_get_nonce')) nonceCalls.push(r.url());
    });
    const searches = recordSearches(page, isBlockSearch);
    await block(page).locator('.wopb-search-input').fill('moody');
    await expect(blockTitles(page)).toHaveText(names('moody'));
    expect(nonceCalls).toHaveLength(1);
    expect(searches.map((r) => (r.postDataJSON() as { wpnonce: string }).wpnonce)).toEqual([
      '0000000000',
      expect.not.stringMatching(/^0+$/),
    ]);
  });

  test('the redirecting block sends the form to {redirect}?s={search}&product_cat={category}', async ({ page }) => {
    await openBlock(page);
    await block(page, 1).locator('.wopb-search-input').fill('film');
    await chooseCategory(page, 1, 'Lightroom Presets');
    await block(page, 1).locator('.wopb-search-icon').click();
    await expect(page).toHaveURL(/\/\?s=film&product_cat=lightroom-presets$/);
    // The results page: only the film pack in that category.
    await expect(page.locator('ul.products li.product h2')).toHaveText(names('film', 'lightroom-presets'));
  });

  for (const [name, fulfil] of [
    ['a 500', { status: 500, body: '' }],
    ['offline', null],
  ] as const) {
    test(`${name} clears the spinner; the next search works`, async ({ page }) => {
      await openBlock(page);
      await page.route(
        '**/wp-json/wopb/product-search**',
        (route) => (fulfil ? route.fulfill(fulfil) : route.abort('internetdisconnected')),
        { times: 1 },
      );
      const input = block(page).locator('.wopb-search-input');
      await input.fill('film');
      await expect(block(page).locator('.wopb-clear')).toBeVisible();
      await expect(block(page).locator('.wopb-loader-container')).not.toHaveClass(/wopb-spin-loader/);
      await input.fill('moody');
      await expect(blockTitles(page)).toHaveText(names('moody'));
    });
  }
});

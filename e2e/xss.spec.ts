/**
 * XSS corpus (issue 18): 383 vectors (tests/security/xss-vectors.txt) in every server- or shopper-sourced
 * string that reaches the DOM, against the backend's XSS switch (server/security/xss-catalogue.ts: product,
 * category and term names, short and variation descriptions carry the corpus; the backend escapes them as
 * WordPress does) and, for what the catalogue cannot carry, answers rewritten in the test (a fragment with
 * scripts, a lightbox's titles and an action link's base64 settings) and strings the shopper types (search,
 * wishlist notes). Each test loads a page once with many vectors on it, drives the sink, and asserts: the
 * vectors are there as inert text (counted: "vectors × sinks"), the trap was never called, no uncaught error.
 * Counts are printed as `xss-sink <name> <n>` annotations for `npm run report`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted } from './helpers.ts';
import { CORPUS, installTrap, trapCalls, vectorsFoundIn, vectorsIn, XSS_ORIGIN } from './xss-corpus.ts';

test.use({ baseURL: XSS_ORIGIN });
// Pages of the switch are ≈ 0.8 MB (every name carries an eighth of the corpus).
test.describe.configure({ timeout: 90_000 });

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  ({ errors } = await installTrap(page));
  // Vectors point at other hosts (xss.rocks, data: documents): nothing leaves the machine.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

/** Records how many vectors reached `sink` (annotation for the report) and that some did. */
async function tried(name: string, sink: Locator): Promise<void> {
  const count = await vectorsIn(sink);
  test.info().annotations.push({ type: 'xss-sink', description: `${name} ${count}` });
  expect(count, `${name}: vectors that reached the sink as text`).toBeGreaterThan(0);
}

async function noExecution(page: Page): Promise<void> {
  // A frame for handlers that fire a little later (image errors, focus, animation starts).
  await page.waitForTimeout(300);
  const calls = await trapCalls(page);
  test.info().annotations.push({ type: 'xss-executions', description: `${calls} ${errors.length}` });
  expect(calls).toBe(0);
  expect(errors).toEqual([]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await booted(page);
}

test('listing, add → mini-cart fragments and drawer, quick view (template, gallery, variation form)', async ({ page }) => {
  await open(page, '/shop-drawer/');
  await tried('product names: listing', page.locator('ul.products'));
  await page.locator('ul.products a.ajax_add_to_cart').first().click();
  await expect(page.locator('.widget_shopping_cart_content .mini_cart_item').first()).toBeAttached();
  await tried('product names: mini-cart (fragments)', page.locator('.widget_shopping_cart_content').first());
  // /shop-drawer/ opens the drawer after an add (with added_to_cart, after the frame that shows the cart): wait for it,
  // or the Escape below can come first and the drawer open afterwards, leaving the page inert behind it.
  const drawer = page.locator('#popup-fly-cart');
  await expect(drawer).toHaveClass(/\bis-opened\b/);
  await tried('product names: cart drawer', drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).not.toHaveClass(/\bis-opened\b/);
  const trigger = page.locator('li.product .minimog-quick-view-btn').first();
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  const dialog = page.locator('dialog.shop-islands-quick-view');
  await expect(dialog).toBeVisible();
  await tried('quick-view template (name, description, gallery)', dialog);
  await noExecution(page);
});

test('product page: variation fields (description, price, availability), term names, sticky bar, sales popup', async ({ page }) => {
  await open(page, '/product/film-emulation-collection/');
  await tried('attribute term names: variation selects', page.locator('form.variations_form'));
  await page.selectOption('#pa_format', { index: 1 });
  await page.selectOption('#pa_licence', { index: 1 });
  const variation = page.locator('.woocommerce-variation.single_variation');
  await expect(variation).toBeVisible();
  await tried('variation fields (description, price_html, availability)', variation);
  const sticky = page.locator('.sticky-add-to-cart');
  if (await sticky.count()) await tried('sticky bar (name, chosen terms)', sticky);
  const sales = page.locator('.sales-notification.show');
  if (await sales.count()) await tried('sales notification (names)', sales);
  await noExecution(page);
});

test('wishlist: popup with the names, the page, a note typed with every vector', async ({ page }) => {
  await open(page, '/shop/');
  await page.locator('li.product .woosw-btn').first().click();
  const popup = page.locator('#woosw_wishlist');
  await expect(popup).toHaveClass(/woosw-show/);
  await tried('product names: wishlist popup', popup);
  await open(page, '/wishlist/');
  const item = page.locator('.woosw-list .woosw-item').first();
  await expect(item).toBeVisible();
  for (const batch of [CORPUS.slice(0, 190), CORPUS.slice(190)]) {
    await item.locator('.woosw-item--note').click();
    await item.locator('input[type="text"]').fill(batch.join(' '));
    await item.locator('.woosw_add_note').click();
    await expect(item.locator('.woosw-item--note')).toHaveText(batch.join(' '), { useInnerText: false });
    await tried('wishlist note (shopper-typed)', item.locator('.woosw-item--note'));
  }
  await page.reload();
  await tried('wishlist note (saved, reloaded)', page.locator('.woosw-list'));
  await noExecution(page);
});

/** The corpus in batches short enough for a query string. */
const BATCHES = Array.from({ length: Math.ceil(CORPUS.length / 64) }, (_, i) => CORPUS.slice(i * 64, i * 64 + 64).join(' '));

test('search: queries typed with every vector (popup echo and results), the results page for each', async ({ page }) => {
  await open(page, '/disclaimer/');
  await page.locator('.page-open-popup-search').click();
  const popup = page.locator('#popup-search');
  const field = popup.locator('input[type="search"]').first();
  await expect(popup).toBeVisible();
  for (const batch of BATCHES) {
    await field.fill(batch);
    await expect(popup.locator('.popup-search-current')).toHaveText(batch, { useInnerText: false });
    await expect(popup).not.toHaveClass(/\bloading\b/);
  }
  await tried('search query echo (popup)', popup.locator('.popup-search-current'));
  await field.fill('pack');
  await expect(popup.locator('.popup-search-current')).toHaveText('pack');
  await expect(popup).not.toHaveClass(/\bloading\b/);
  await tried('product names: popup search results', popup);
  await noExecution(page);
  for (const batch of BATCHES) {
    await open(page, `/?s=${encodeURIComponent(batch)}&post_type=product`);
    await tried('search query echo (results page)', page.locator('main, #main, body').first());
    expect(await trapCalls(page)).toBe(0);
  }
  await noExecution(page);
});

test('ProductX: filter chips from term names, the grids after a filter change', async ({ page }) => {
  await open(page, '/productx/');
  const block = page.locator('.wopb-filter-block');
  // The sales popup (showing vectors too) may cover the label: a click in the checkbox itself.
  await block
    .locator('input[type="checkbox"]')
    .first()
    .evaluate((input: HTMLInputElement) => input.click());
  const chips = block.locator('.wopb-filter-active-item');
  await expect(chips).toHaveCount(1);
  await tried('filter chips (category names)', chips);
  await tried('product names: ProductX grids after a filter', page.locator('.wopb-block-wrapper').first());
  await noExecution(page);
});

test('fragments carrying every vector raw and scripts: applied, nothing runs', async ({ page }) => {
  await page.route(/[?&]wc-ajax=add_to_cart\b/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { fragments?: Record<string, string> };
    const key = 'div.widget_shopping_cart_content';
    const raw = `<div class="widget_shopping_cart_content"><p class="xss-fragment">applied</p><script>__xss()</script>${CORPUS.join('')}</div>`;
    await route.fulfill({ response, json: { ...body, fragments: { ...body.fragments, [key]: raw } } });
  });
  await open(page, '/shop/');
  await page.locator('ul.products a.ajax_add_to_cart').first().click();
  await expect(page.locator('.widget_shopping_cart_content .xss-fragment').first()).toBeAttached();
  test.info().annotations.push({ type: 'xss-sink', description: `fragments (raw markup) ${CORPUS.length}` });
  await noExecution(page);
});

const esc = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const IMAGE = '/wp-content/uploads/presets/golden-hour-lightroom-pack.svg';
/** Slides of the action link's slideshow, one vector each as its title. */
const SLIDES = 40;

/** The builder page with links whose lightbox title, description, alt and base64 action settings carry `vectors`. */
async function builderWithVectors(page: Page, vectors: string[]): Promise<void> {
  const half = Math.ceil(vectors.length / 2);
  const title = vectors.slice(0, half).join(' ');
  const description = vectors.slice(half).join(' ');
  const settings = { type: 'slideshow', slides: vectors.slice(0, SLIDES).map((v) => ({ image: IMAGE, title: v })), index: 0 };
  const hash = `#elementor-action:action=lightbox&settings=${Buffer.from(JSON.stringify(settings), 'utf8').toString('base64')}`;
  const links =
    `<a id="xss-lightbox" href="${IMAGE}" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="${esc(title)}" ` +
    `data-elementor-lightbox-description="${esc(description)}"><img width="150" height="150" src="${IMAGE}" alt="${esc(title)}"></a>` +
    `<a id="xss-action" href="${esc(hash)}">slideshow</a>`;
  await page.route('**/builder/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<div class="elementor-widget-container">',
      `<div class="elementor-widget-container">${links}`,
    );
    await route.fulfill({ response, body: html });
  });
}

test('lightbox titles, descriptions and alt, and base64 action-link settings carrying vectors', async ({ page }) => {
  for (const vectors of [CORPUS.slice(0, 192), CORPUS.slice(192)]) {
    await builderWithVectors(page, vectors);
    await open(page, '/builder/');
    await expect(page.locator('[data-island="image-lightbox"]')).toHaveCount(1);
    await page.locator('#xss-lightbox').click();
    const box = page.locator('.pswp');
    await expect(box).toBeVisible();
    await tried('lightbox title/description (data attributes)', box);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await page.locator('#xss-action').click();
    await expect(box).toBeVisible();
    // The lightbox shows one slide's title at a time: walk the slideshow, collecting what each shows.
    const seen = new Set<string>();
    for (let slide = 0; slide < SLIDES; slide++) {
      for (const vector of await vectorsFoundIn(box)) seen.add(vector);
      await page.keyboard.press('ArrowRight');
    }
    test.info().annotations.push({ type: 'xss-sink', description: `action-link settings (base64 JSON slide titles) ${seen.size}` });
    expect(seen.size).toBeGreaterThan(SLIDES / 2);
    await page.keyboard.press('Escape');
    await noExecution(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  }
});

test('tracking payloads: Store API names to the provider and pixel, a contact answer’s fb_pxl_code full of vectors', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'shop_islands_tracking', value: `xss${test.info().retry}`, url: XSS_ORIGIN }]);
  await page.route('**/contact-forms/*/feedback', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const code = `${CORPUS.join('\n')}\nfbq('track', 'Lead', ${JSON.stringify({ content_name: CORPUS.slice(0, 20).join(' ') })});`;
    await route.fulfill({ response, json: { ...body, fb_pxl_code: code } });
  });
  await open(page, '/product/film-emulation-collection/');
  await page.waitForLoadState('networkidle');
  const recorded = async (): Promise<string> => JSON.stringify(await (await page.request.get('/stand-ins/recorded')).json());
  await expect.poll(recorded).toContain('viewed product');
  await noExecution(page);
  await open(page, '/contact/');
  await page.getByLabel('Your email').fill('ada@example.com');
  await page.getByLabel('Your message').fill(CORPUS.slice(0, 50).join(' '));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.wpcf7-response-output')).toBeVisible();
  await expect.poll(recorded).toContain('Lead');
  test.info().annotations.push({ type: 'xss-sink', description: `tracking payloads (Store API names, fb_pxl_code) ${CORPUS.length}` });
  await noExecution(page);
});

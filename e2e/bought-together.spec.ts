/**
 * The bought-together bundle (issue 12) on the fixture shop's bundles: pricing and badge as items are
 * checked, single selection, quantities and sync-qty, a variable item blocking the add, the product's
 * own variation form with the add-on's nested one inside it, add all and its failures, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const SIMPLE = '/product/wedding-essentials-bundle/'; // 106: 90% and fixed-price items, 10% off, "$1,00" layout
const SINGLE = '/product/clean-portrait-capture-one-styles/'; // 104: selection single, "1,00$" layout
const SYNC = '/product/autumn-tones-capture-one-styles/'; // 111: sync-qty, 15% off, "1,00 $" layout
const VARIABLE = '/product/complete-preset-library/'; // 113: variable, with a variable item
const SEPARATE = '/product/newborn-soft-skin-pack/'; // 118: after the form, its own add-all, quantities
const ADD_ALL = '**/?wc-ajax=woobt_add_all_to_cart';
const COUNT = '#site-header-cart a.cart-contents .count';
const NBSP = '\u00a0';

const section = (page: Page): Locator => page.locator('.woobt-wrap');
const item = (page: Page, name: string): Locator => section(page).locator('.woobt-product-together', { hasText: name });
const mainButton = (page: Page): Locator => page.locator('form.cart button.single_add_to_cart_button').first();
const ids = (page: Page): Promise<string> => page.locator('form.cart input[name="woobt_ids"]').inputValue();

async function bundleReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await booted(page);
  await expect(section(page)).toHaveAttribute('data-island-state', 'live');
}

/** The cart page's lines as "name × quantity". */
async function cartLines(page: Page): Promise<string[]> {
  await page.goto('/cart/');
  const rows = page.locator('tr.cart_item');
  const out: string[] = [];
  for (const row of await rows.all()) {
    const name = (await row.locator('td.product-name').innerText()).split('\n')[0]!.trim();
    // A product sold individually shows its quantity as text, not an input.
    const input = row.locator('td.product-quantity input.qty');
    const qty = (await input.count()) ? await input.inputValue() : (await row.locator('td.product-quantity').innerText()).trim();
    out.push(`${name} × ${qty}`);
  }
  return out.sort();
}

test.describe('bought-together bundle', () => {
  test('checking and unchecking changes the totals, the main price and the badge (§9 pricing, formats)', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await bundleReady(page, SIMPLE);
    const additional = section(page).locator('.woobt-additional');
    const total = section(page).locator('.woobt-total');
    // 90% of $15 = 13,50; fixed 19,99; main $89 − 10% = 80,10 (regulars 20 → 15 as own price, 24, 119).
    await expect(additional).toHaveText('Additional price: $39,00 $33,49');
    await expect(total).toHaveText('Total: $158,00 $113,59');
    await expect(total.locator('del')).toHaveText('$158,00');
    await expect(page.locator('.summary p.price')).toHaveText('$158,00 $113,59');
    await expect(item(page, 'Black & White').locator('.woobt-price-new')).toHaveText('$15,00 $13,50');
    await expect(mainButton(page).locator('.woobt-count')).toHaveText('3');
    expect(await ids(page)).toBe('109/k109x0/1/,117/k117x1/1/');

    await item(page, 'Black & White').getByRole('checkbox').uncheck();
    await expect(total).toHaveText('Total: $143,00 $100,09');
    await expect(item(page, 'Black & White')).toHaveClass(/\bwoobt-hide\b/);
    await expect(item(page, 'Black & White').locator('.woobt-thumb')).toBeHidden();
    await expect(mainButton(page).locator('.woobt-count')).toHaveText('2');
    expect(await ids(page)).toBe('117/k117x1/1/');

    await item(page, 'Real Estate').getByRole('checkbox').uncheck();
    // No item: no discount, no lines, no badge, the product's own price back.
    await expect(total).toBeHidden();
    await expect(additional).toBeHidden();
    await expect(mainButton(page).locator('.woobt-count')).toHaveCount(0);
    await expect(page.locator('.summary p.price')).toHaveText('$119.00 Original price was: $119.00.$89.00Current price is: $89.00.');
    expect(await ids(page)).toBe('');
    expect(errors).toEqual([]);
  });

  test("'single' selection: checking one item unchecks the others", async ({ page }) => {
    await bundleReady(page, SINGLE);
    await expect(item(page, 'Pastel Dreams').getByRole('checkbox')).toBeChecked();
    await item(page, 'Vintage Kodachrome').getByRole('checkbox').check();
    await expect(item(page, 'Pastel Dreams').getByRole('checkbox')).not.toBeChecked();
    await expect(item(page, 'Food Photography').getByRole('checkbox')).not.toBeChecked();
    // 80% of 19 = 15,20, after the amount.
    await expect(section(page).locator('.woobt-total')).toHaveText('Total: 46,00$ 42,20$');
    expect(await ids(page)).toBe('114/k114x1/1/');
  });

  test('sync-qty: the items follow the main quantity, the saved ids keep the originals', async ({ page }) => {
    await bundleReady(page, SYNC);
    const total = section(page).locator('.woobt-total');
    await expect(total).toHaveText(`Total: 64,00${NBSP}$ 60,85${NBSP}$`);
    await page.locator('form.cart input[name="quantity"]').fill('3');
    await expect(item(page, 'Winter Frost').locator('.woobt-qty')).toHaveText('6');
    await expect(total).toHaveText(`Total: 192,00${NBSP}$ 182,55${NBSP}$`);
    expect(await ids(page)).toBe('122/k122x0/2/,124/k124x1/1/');
    await mainButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('12 items');
  });

  test('a variable item blocks the add until it has a purchasable variation; the product’s own form still adds its choice', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    // ProductX's view ping leaves 3 s after load (§9): sent after the add's new cart session, its nonce is stale and the
    // browser logs the 403 the client then recovers from. The add below waits for it.
    const viewPinged = page.waitForResponse('**/wp-json/wopb/views**');
    await bundleReady(page, VARIABLE);
    const alert = section(page).locator('.woobt-alert');
    // The main row counts too: its variation is not chosen yet either.
    await expect(alert).toHaveText(
      'Please select a purchasable variation for Complete Preset Library before adding this product to the cart.',
    );

    // The product's own selects (not the nested form's) choose the product.
    await page.locator('#pa_format').selectOption('lightroom');
    await page.locator('#pa_licence').selectOption('personal');
    await expect(page.locator('form.variations_form input.variation_id').last()).toHaveValue('213');
    await expect(alert).toHaveText(
      'Please select a purchasable variation for Street Documentary Collection before adding this product to the cart.',
    );
    await expect(alert.locator('b')).toHaveText('Street Documentary Collection');
    await expect(mainButton(page)).toHaveClass(/\bwoobt-disabled\b/);
    await expect(mainButton(page)).toHaveAttribute('aria-disabled', 'true');
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=') && request.method() === 'POST' && request.url().includes('add_to_cart')) posted += 1;
    });
    await mainButton(page).click({ force: true });
    await expect(page.locator(COUNT)).toHaveText('0 items');
    expect(posted).toBe(0);

    const nested = item(page, 'Street Documentary').locator('.woobt_variations_form');
    await expect(nested).toHaveAttribute('data-island-state', 'live');
    await nested.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await nested.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(alert).toBeHidden();
    await expect(mainButton(page)).not.toHaveClass(/\bwoobt-disabled\b/);
    await expect(page.locator('#pa_format')).toHaveValue('lightroom');
    expect(await ids(page)).toMatch(/^219\/k120x0\/1\/%7B%22attribute_pa_format%22%3A%22lightroom%22.*,110\/k110x1\/1\/$/);

    // Reset puts the item back to "no variation" and blocks again.
    await nested.locator('a.reset_variations').click();
    await expect(alert).toBeVisible();
    await nested.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await nested.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(alert).toBeHidden();

    await viewPinged;
    await mainButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('3 items');
    expect(await cartLines(page)).toEqual([
      'Complete Preset Library - Lightroom, Personal × 1',
      'Street Documentary Collection - Lightroom, Personal × 1',
      'Travel Blogger Mobile Presets × 1',
    ]);
    expect(errors).toEqual([]);
  });

  test('reset of the product’s form restores the original price HTML in the section', async ({ page }) => {
    await bundleReady(page, VARIABLE);
    const price = page.locator('.summary p.price');
    const original = await price.innerHTML();
    await page.locator('#pa_format').selectOption('lightroom');
    await page.locator('#pa_licence').selectOption('personal');
    await expect(section(page)).toHaveAttribute('data-product-id', '213');
    await page.locator('form.variations_form > table a.reset_variations, form.variations_form td.value a.reset_variations').first().click();
    await expect(section(page)).toHaveAttribute('data-product-id', '0');
    await expect(section(page)).toHaveAttribute('data-product-sku', (await section(page).getAttribute('data-product-o_sku'))!);
    await expect.poll(() => price.innerHTML()).toBe(original);
  });

  test('add all: quantities, loading, added_to_cart, the cart holds exactly the selection', async ({ page }) => {
    await bundleReady(page, SEPARATE);
    const addAll = section(page).getByRole('button', { name: /Add all to cart/ });
    const desert = item(page, 'Desert Dust');
    await desert.getByRole('button', { name: 'Increase Desert Dust Lightroom Pack quantity' }).click();
    await expect(desert.getByRole('spinbutton')).toHaveValue('2');
    // show-price total: the line at its quantity.
    await expect(desert.locator('.woobt-price-new')).toHaveText(`$${NBSP}34,00`);
    await item(page, 'Neon')
      .getByRole('button', { name: /Decrease/ })
      .click();
    await expect(item(page, 'Neon').getByRole('spinbutton')).toHaveValue('0');
    await expect(addAll.locator('.woobt-count')).toHaveText('2');
    await item(page, 'Neon')
      .getByRole('button', { name: /Increase/ })
      .click();
    await expect(addAll.locator('.woobt-count')).toHaveText('3');

    await page.evaluate(() => {
      (window as unknown as { __added: number }).__added = 0;
      document.body.addEventListener('added_to_cart', () => ((window as unknown as { __added: number }).__added += 1));
    });
    const sent = page.waitForRequest(ADD_ALL);
    await addAll.click();
    const fields = new URLSearchParams((await sent).postData() ?? '');
    expect(fields.get('woobt_ids')).toBe('119/k119x0/2/,121/k121x1/1/');
    expect(fields.get('product_id')).toBe('118');
    await expect(page.locator(COUNT)).toHaveText('4 items');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __added: number }).__added)).toBe(1);
    expect(await cartLines(page)).toEqual(['Desert Dust Lightroom Pack × 2', 'Neon Cyberpunk Pack × 1', 'Newborn Soft Skin Pack × 1']);
  });

  test('add all fails (500, offline): the button is usable again with a message, nothing added twice', async ({ page }) => {
    await bundleReady(page, SEPARATE);
    const addAll = section(page).getByRole('button', { name: /Add all to cart/ });
    let calls = 0;
    await page.route(ADD_ALL, async (route) => {
      calls += 1;
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await addAll.click();
    await expect(section(page).getByRole('alert').filter({ hasText: /./ }).last()).toBeVisible();
    await expect(addAll).not.toHaveClass(/\bloading\b/);
    expect(calls).toBe(1);
    await page.unroute(ADD_ALL);
    await page.route(ADD_ALL, (route) => route.abort('internetdisconnected'));
    await addAll.click();
    await expect(section(page).getByText('You are probably offline.')).toBeVisible();
    await page.unroute(ADD_ALL);
    await expect(page.locator(COUNT)).toHaveText('0 items');

    // Two quick presses: one add.
    let adds = 0;
    page.on('request', (request) => {
      if (request.url().includes('woobt_add_all_to_cart')) adds += 1;
    });
    await addAll.dblclick();
    await expect(page.locator(COUNT)).toHaveText('3 items');
    expect(adds).toBe(1);
    // The double-click's second click after the first add has already answered (a loaded phone): no second add
    // starts (an add shows `loading` in the click's own task).
    const startedAnother = await addAll.evaluate((button) => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
      return button.classList.contains('loading');
    });
    expect(startedAnother).toBe(false);
    await expect(page.locator(COUNT)).toHaveText('3 items');
    expect(adds).toBe(1);
  });

  test('an empty answer to add all is ignored', async ({ page }) => {
    await bundleReady(page, SEPARATE);
    await page.route(ADD_ALL, (route) => route.fulfill({ status: 200, body: '' }));
    const addAll = section(page).getByRole('button', { name: /Add all to cart/ });
    await addAll.click();
    await expect(addAll).not.toHaveClass(/\bloading\b/);
    await expect(section(page).locator('.shop-islands-notice')).toHaveCount(0);
    expect(page.url()).toContain(SEPARATE);
  });

  for (const url of [SIMPLE, VARIABLE, SEPARATE]) {
    test(`axe: ${url} with the bundle is clean`, async ({ page }) => {
      await bundleReady(page, url);
      const results = await new AxeBuilder({ page })
        .include('.woobt-wrap')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('bought-together settings, position, a variation’s own bundle and the nonce', () => {
  const MAIN_IMAGE = '.woocommerce-product-gallery__wrapper > :first-child img';
  const SECTION_OF_108 = '/product/cinematic-teal-orange-pack/'; // variable, atc both, variables no, change_image no
  const VARIATION_ITEMS = '**/?wc-ajax=woobt_get_variation_items';

  test("change_price 'no': the product's own price stays while the selection changes", async ({ page }) => {
    await bundleReady(page, SINGLE);
    const price = page.locator('.summary p.price');
    const own = await price.innerHTML();
    await item(page, 'Vintage Kodachrome').getByRole('checkbox').check();
    await expect(section(page).locator('.woobt-total')).toHaveText('Total: 46,00$ 42,20$');
    expect(await price.innerHTML()).toBe(own);
  });

  test("change_price 'yes_custom' writes the total into its own selector; counter 'qty' shows the total quantity", async ({ page }) => {
    await bundleReady(page, SYNC);
    const custom = page.locator('.sticky-add-to-cart__price');
    const summary = page.locator('.summary p.price');
    await expect(custom).toHaveText(`64,00${NBSP}$ 60,85${NBSP}$`);
    // The default target (the summary's price) keeps the product's own price.
    await expect(summary).not.toContainText('60,85');
    // 1 × the product + 2 × Winter Frost + 1 × Analog Film Grain: 4 (the item count would be 3).
    await expect(mainButton(page).locator('.woobt-count')).toHaveText('4');
    // show-price per unit (not 'total'): a line of 2 shows one's price.
    await expect(item(page, 'Winter Frost').locator('.woobt-price-new')).toHaveText(`16,00${NBSP}$`);
    await page.locator('form.cart input[name="quantity"]').fill('3');
    await expect(mainButton(page).locator('.woobt-count')).toHaveText('12');
    await expect(item(page, 'Winter Frost').locator('.woobt-price-new')).toHaveText(`16,00${NBSP}$`);
    await expect(custom).toHaveText(`192,00${NBSP}$ 182,55${NBSP}$`);
    await item(page, 'Winter Frost').getByRole('checkbox').uncheck();
    await expect(mainButton(page).locator('.woobt-count')).toHaveText('6');
  });

  test("change_image 'yes': an item's chosen variation shows in the main image, its reset gives it back", async ({ page }) => {
    await bundleReady(page, VARIABLE);
    const image = page.locator(MAIN_IMAGE);
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/presets/complete-preset-library.svg');
    const nested = item(page, 'Street Documentary').locator('.woobt_variations_form');
    await expect(nested).toHaveAttribute('data-island-state', 'live');
    await nested.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await nested.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/presets/street-documentary-collection-lightroom.svg');
    await nested.locator('a.reset_variations').click();
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/presets/complete-preset-library.svg');
  });

  test("each row shows its chosen variation's image; a reset restores the original image, sku and price", async ({ page }) => {
    await bundleReady(page, VARIABLE);
    const row = (order: number): Locator => section(page).locator(`.woobt-img-order-${order} img`);
    await expect(row(0)).toHaveAttribute('src', '/wp-content/uploads/presets/complete-preset-library.svg');
    await page.locator('#pa_format').selectOption('lightroom');
    await page.locator('#pa_licence').selectOption('personal');
    await expect(row(0)).toHaveAttribute('src', '/wp-content/uploads/presets/complete-preset-library-lightroom.svg');
    await expect(page.locator('.product_meta .sku')).toHaveText(/LIGHTROOM/);
    const nested = item(page, 'Street Documentary').locator('.woobt_variations_form');
    await nested.locator('select[name="attribute_pa_format"]').selectOption('lightroom');
    await nested.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(row(1)).toHaveAttribute('src', '/wp-content/uploads/presets/street-documentary-collection-lightroom.svg');
    // The item's own form leaves the product's details alone.
    await expect(page.locator('.product_meta .sku')).toHaveText(/LIGHTROOM/);
    await nested.locator('a.reset_variations').click();
    await expect(row(1)).toHaveAttribute('src', '/wp-content/uploads/presets/street-documentary-collection.svg');
    await page.locator('form.variations_form.cart td.value a.reset_variations').click();
    await expect(row(0)).toHaveAttribute('src', '/wp-content/uploads/presets/complete-preset-library.svg');
    await expect(page.locator('.product_meta .sku')).toHaveText((await section(page).getAttribute('data-product-o_sku'))!);
    await expect(section(page)).toHaveAttribute(
      'data-product-price-html',
      (await section(page).getAttribute('data-product-o_price-html'))!,
    );
  });

  test("position: a variable product's section moves next to its ids field (variables no) and stays put otherwise", async ({ page }) => {
    await bundleReady(page, SECTION_OF_108);
    await expect(page.locator('form.variations_form.cart .woobt-wrap')).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('input.woobt-ids-108')?.nextElementSibling?.matches('.woobt-wrap'))).toBe(true);
    await bundleReady(page, VARIABLE);
    // 113 has a variable item (variables yes): the add-on leaves it before the form.
    await expect(page.locator('form.variations_form.cart .woobt-wrap')).toHaveCount(0);
    await expect(section(page)).toBeVisible();
  });

  test("change_image 'no': the main row's own form chooses without moving the main image", async ({ page }) => {
    await bundleReady(page, SECTION_OF_108);
    const image = page.locator(MAIN_IMAGE);
    const before = await image.getAttribute('src');
    const own = section(page).locator('.woobt-product-this .woobt_variations_form');
    await expect(own).toHaveAttribute('data-island-state', 'live');
    await own.locator('select[name="attribute_pa_format"]').selectOption('capture-one');
    await own.locator('select[name="attribute_pa_licence"]').selectOption('personal');
    await expect(section(page).locator('.woobt-product-this')).toHaveAttribute('data-id', '209');
    await expect(section(page)).toHaveAttribute('data-product-id', '209');
    expect(await image.getAttribute('src')).toBe(before);
  });

  test("a variation with its own bundle: its section replaces the product's, adds exactly it, and another choice puts the product's back", async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await bundleReady(page, VARIABLE);
    const asked = page.waitForRequest(VARIATION_ITEMS);
    await page.locator('#pa_format').selectOption('capture-one');
    await page.locator('#pa_licence').selectOption('personal');
    const fields = new URLSearchParams((await asked).postData() ?? '');
    expect(fields.get('variation_id')).toBe('215');
    expect(fields.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
    await expect(section(page)).toHaveClass(/\bwoobt-wrap-variation\b/);
    await expect(item(page, 'Black & White')).toBeVisible();
    await expect(item(page, 'Street Documentary')).toHaveCount(0);
    // 50% of 15 = 7,50; 159 − 10% = 143,10 (regulars 15 + 159).
    await expect(section(page).locator('.woobt-total')).toHaveText(`Total: $${NBSP}174,00 $${NBSP}150,60`);
    expect(await ids(page)).toBe('109/k109x0/1/');
    await expect(section(page).locator('.woobt-alert')).toBeHidden();
    await mainButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('2 items');

    await page.locator('#pa_format').selectOption('lightroom');
    await expect(section(page)).not.toHaveClass(/\bwoobt-wrap-variation\b/);
    await expect(item(page, 'Street Documentary')).toBeVisible();
    expect(await ids(page)).toBe('110/k110x1/1/');
    expect(await cartLines(page)).toEqual(['Black & White Matte Pack × 1', 'Complete Preset Library - Capture One, Personal × 1']);
    expect(errors).toEqual([]);
  });

  test("an item's typed quantity is clamped to its input's min and max while checked; minus stops at 0", async ({ page }) => {
    await bundleReady(page, SEPARATE);
    const desert = item(page, 'Desert Dust');
    const qty = desert.getByRole('spinbutton');
    await qty.fill('99');
    await qty.dispatchEvent('change');
    await expect(qty).toHaveValue('10');
    await expect(desert).toHaveAttribute('data-qty', '10');
    await expect(desert.locator('.woobt-price-new')).toHaveText(`$${NBSP}170,00`);
    await qty.fill('-3');
    await qty.dispatchEvent('change');
    await expect(qty).toHaveValue('0');
    await desert.getByRole('button', { name: /Decrease/ }).click();
    await expect(qty).toHaveValue('0');
    // A quantity of 0 does not count (§5): not in the ids, not in the badge.
    await expect(section(page).locator('form.woobt-form input[name="woobt_ids"]')).toHaveValue('121/k121x1/1/');
    await expect(
      section(page)
        .getByRole('button', { name: /Add all to cart/ })
        .locator('.woobt-count'),
    ).toHaveText('2');
  });

  test('add all: loading while the call runs; an error with product_url goes to that page', async ({ page }) => {
    await bundleReady(page, SEPARATE);
    const addAll = section(page).getByRole('button', { name: /Add all to cart/ });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ADD_ALL, async (route) => {
      await held;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ error: true, product_url: '/product/desert-dust-lightroom-pack/' }),
      });
    });
    await addAll.click();
    await expect(addAll).toHaveClass(/\bloading\b/);
    release();
    await page.waitForURL('**/product/desert-dust-lightroom-pack/');
  });

  test("a wrong nonce: the add-on's 'Permissions check failed!' is shown, the button stays usable, nothing is added", async ({ page }) => {
    await bundleReady(page, SEPARATE);
    const addAll = section(page).getByRole('button', { name: /Add all to cart/ });
    // The real backend checks the nonce: send a stale one.
    await page.route(ADD_ALL, (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('nonce', '0000000000');
      return route.continue({ postData: body.toString() });
    });
    await addAll.click();
    await expect(section(page).getByText('Permissions check failed!')).toBeVisible();
    await expect(addAll).not.toHaveClass(/\bloading\b/);
    await expect(addAll).toBeEnabled();
    await expect(page.locator(COUNT)).toHaveText('0 items');
    await page.unroute(ADD_ALL);
    await addAll.click();
    await expect(page.locator(COUNT)).toHaveText('3 items');
  });
});

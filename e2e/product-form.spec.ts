import { expect, test, type Page } from '@playwright/test';
import { booted, failOnConsoleErrors, gate, headerMiniCart } from './helpers.ts';

const SUITE = '/product/master-grading-suite/';
const STREET = '/product/street-documentary-collection/';
const BUNDLE = '/product/cinematic-teal-orange-pack/';
const NYP = '/product/pay-what-you-want-starter-pack/';
const SIMPLE = '/product/golden-hour-lightroom-pack/';
const THEME_ADD = '**/?wc-ajax=minimog_add_to_cart';
const GET_VARIATION = '**/?wc-ajax=get_variation';
const COUNT = '#site-header-cart a.cart-contents .count';

/** Records every alert the page raises (and accepts it). */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

const mainForm = (page: Page) => page.locator('form.variations_form.cart');
// The form's own button (a bought-together section moved into the form has its own "Add all to cart").
const addButton = (page: Page) => mainForm(page).locator('.woocommerce-variation-add-to-cart > button.single_add_to_cart_button').first();

/** The variation form is live and has made its first check (§4: 100 ms after load). */
async function formReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await booted(page);
  await expect(mainForm(page)).toHaveAttribute('data-island-state', 'live');
  await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
}

async function choose(page: Page, values: { format?: string; licence?: string; edition?: string }): Promise<void> {
  if (values.format !== undefined) await page.locator('#pa_format').selectOption(values.format);
  if (values.licence !== undefined) await page.locator('#pa_licence').selectOption(values.licence);
  if (values.edition !== undefined) await page.locator('#pa_edition').selectOption(values.edition);
}

const optionTexts = (page: Page, select: string) => page.locator(`${select} option`).allTextContents();

test.describe('variation form (44 variations, three attributes)', () => {
  test('selection needed until every attribute is chosen; the disabled button explains with the platform alert', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    const seen = alerts(page);
    await formReady(page, SUITE);
    await expect(addButton(page)).toHaveClass(/\bdisabled\b/);
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled: Playwright would wait for it to be enabled, a shopper just clicks.
    await addButton(page).click({ force: true });
    await expect.poll(() => seen).toEqual(['Please select some product options before adding this product to your cart.']);
    await choose(page, { format: 'lightroom', licence: 'personal' });
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    expect(errors).toEqual([]);
  });

  test('narrows the options locally: combinations that do not exist are removed, out-of-stock ones marked', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get_variation')) calls.push(request.url());
    });
    await formReady(page, SUITE);
    await choose(page, { format: 'photoshop-actions' });
    const editions = await optionTexts(page, '#pa_edition');
    expect(editions).not.toContain('Cinema');
    expect(editions).not.toContain('Archive');
    await choose(page, { licence: 'personal' });
    expect(await optionTexts(page, '#pa_edition')).toContain('Legacy (Out of stock)');
    await choose(page, { format: 'lightroom', licence: 'commercial' });
    expect(await optionTexts(page, '#pa_edition')).toEqual(expect.arrayContaining(['Cinema (Out of stock)', 'Archive']));
    await choose(page, { licence: '' });
    expect(await optionTexts(page, '#pa_edition')).toEqual([
      'Choose an option',
      'Core',
      'Plus',
      'Pro',
      'Studio',
      'Cinema',
      'Archive',
      'Complete',
      'Legacy',
    ]);
    expect(calls).toEqual([]);
  });

  test('a match shows price, availability, SKU and variation_id, fires found_variation; Clear restores everything', async ({ page }) => {
    await formReady(page, SUITE);
    await page.evaluate(() => {
      const w = window as unknown as { __found: unknown[] };
      w.__found = [];
      document
        .querySelector('form.variations_form')!
        .addEventListener('found_variation', (event) => w.__found.push((event as CustomEvent<{ args: unknown[] }>).detail.args[0]));
    });
    await choose(page, { format: 'capture-one', licence: 'commercial', edition: 'pro' });
    await expect(page.locator('.single_variation')).toContainText('$74.00');
    await expect(page.locator('.product_meta .sku')).toHaveText('MASTER-C1-C-PRO');
    await expect(page.locator('input.variation_id')).toHaveValue('327');
    await expect(addButton(page)).not.toHaveClass(/\bdisabled\b/);
    const found = await page.evaluate(
      () => (window as unknown as { __found: Array<{ variation_id: number; image: { src: string } }> }).__found,
    );
    expect(found.map((v) => v.variation_id)).toEqual([327]);
    expect(found[0]!.image.src).toContain('master-grading-suite-capture-one');

    await page.getByRole('link', { name: 'Clear options' }).click();
    await expect(page.locator('#pa_format')).toHaveValue('');
    await expect(page.locator('#pa_edition')).toHaveValue('');
    await expect(page.locator('.product_meta .sku')).toHaveText('MASTER-SUITE');
    await expect(page.locator('input.variation_id')).toHaveValue('');
    await expect(page.locator('.single_variation')).toBeHidden();
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(page.locator('#pa_format')).toBeFocused();
  });

  test('a variable product page logs no console warning or error while a variation is chosen (its template is read without eval)', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    await formReady(page, SUITE);
    await choose(page, { format: 'capture-one', licence: 'commercial', edition: 'pro' });
    await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('$74.00');
    await choose(page, { format: 'lightroom' });
    await expect(page.locator('.single_variation .woocommerce-variation-price')).toBeVisible();
    expect(logged).toEqual([]);
  });

  test('out of stock and not purchasable variations are "unavailable", and say so when clicked (§5)', async ({ page }) => {
    const seen = alerts(page);
    await formReady(page, SUITE);
    await choose(page, { format: 'lightroom', licence: 'commercial', edition: 'cinema' });
    await expect(addButton(page)).toHaveClass(/\bwc-variation-is-unavailable\b/);
    await expect(page.locator('.single_variation')).toContainText('Out of stock');
    await addButton(page).click({ force: true });
    // The first click may be held until the add-to-cart island is live and replayed then: let it be
    // answered before the selection changes under it.
    await expect.poll(() => seen.length).toBe(1);
    await choose(page, { licence: 'personal', edition: 'archive' });
    await expect(page.locator('input.variation_id')).toHaveValue('306');
    await expect(addButton(page)).toHaveClass(/\bwc-variation-is-unavailable\b/);
    await addButton(page).click({ force: true });
    await expect
      .poll(() => seen)
      .toEqual([
        'Sorry, this product is unavailable. Please choose a different combination.',
        'Sorry, this product is unavailable. Please choose a different combination.',
      ]);
  });

  test('quantity limits: min/max applied and the stepper stops there; sold individually hides the quantity', async ({ page }) => {
    await formReady(page, SUITE);
    const quantity = mainForm(page).locator('input.qty');
    await choose(page, { format: 'lightroom', licence: 'commercial', edition: 'studio' });
    await expect(quantity).toHaveValue('2');
    await expect(quantity).toHaveAttribute('min', '2');
    await expect(quantity).toHaveAttribute('max', '5');
    const plus = mainForm(page).getByRole('button', { name: 'Increase Master Grading Suite quantity' });
    const minus = mainForm(page).getByRole('button', { name: 'Decrease Master Grading Suite quantity' });
    for (let i = 0; i < 3; i++) await plus.click();
    await expect(quantity).toHaveValue('5');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await plus.click({ force: true });
    await expect(quantity).toHaveValue('5');
    // Keyboard: the stepper's buttons are real buttons.
    await minus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await expect(quantity).toHaveValue('3');
    await choose(page, { format: 'capture-one', licence: 'personal', edition: 'complete' });
    await expect(quantity).toHaveValue('1');
    await expect(mainForm(page).locator('.quantity')).toBeHidden();
    await choose(page, { edition: 'core' });
    await expect(mainForm(page).locator('.quantity')).toBeVisible();
  });
});

test.describe('add to cart on the product page', () => {
  test('adds the chosen variation without a page load: loading → added, fragments, View cart, added_to_cart', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await formReady(page, SUITE);
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await choose(page, { format: 'lightroom', licence: 'personal', edition: 'pro' });
    await mainForm(page).locator('input.qty').fill('2');
    const held = gate();
    await page.route(THEME_ADD, held.hold);
    const sent = page.waitForRequest(THEME_ADD);
    await addButton(page).click();
    const request = await sent;
    await expect(addButton(page)).toHaveClass(/\bloading\b/);
    held.release();
    await expect(addButton(page)).toHaveClass(/\badded\b/);
    const fields = new URLSearchParams(request.postData() ?? '');
    expect([...fields]).toEqual(
      expect.arrayContaining([
        ['attribute_pa_format', 'lightroom'],
        ['attribute_pa_licence', 'personal'],
        ['attribute_pa_edition', 'pro'],
        ['quantity', '2'],
        ['product_id', '140'],
        ['variation_id', '303'],
      ]),
    );
    expect(fields.has('add-to-cart')).toBe(false);
    await expect(page.locator(COUNT)).toHaveText('2 items');
    await expect(headerMiniCart(page)).toContainText('Master Grading Suite');
    await expect(mainForm(page).getByRole('link', { name: 'View cart' })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('when the add fails: the button comes back, the §8 message shows, nothing is lost', async ({ page }) => {
    await formReady(page, SUITE);
    await choose(page, { format: 'capture-one', licence: 'personal', edition: 'plus' });
    await mainForm(page).locator('input.qty').fill('3');
    await page.route(THEME_ADD, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Fatal error</p>' }));
    await addButton(page).click();
    await expect(mainForm(page).getByRole('alert').filter({ hasText: 'The response is not a valid JSON response.' })).toBeVisible();
    await expect(addButton(page)).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('#pa_format')).toHaveValue('capture-one');
    await expect(page.locator('#pa_edition')).toHaveValue('plus');
    await expect(mainForm(page).locator('input.qty')).toHaveValue('3');
    await expect(page.locator(COUNT)).toHaveText('0 items');

    await page.unroute(THEME_ADD);
    await addButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('3 items');
    await expect(mainForm(page).getByRole('alert').filter({ hasText: 'valid JSON' })).toHaveCount(0);
  });

  test('a refused add (error + product_url) goes to the product page, which says why', async ({ page }) => {
    await formReady(page, SUITE);
    await choose(page, { format: 'capture-one', licence: 'personal', edition: 'complete' });
    await addButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('1 item');
    await addButton(page).click();
    await expect(page.locator('.woocommerce-error')).toContainText('You cannot add another');
  });

  test('Buy now adds, then follows its own target after 2 s (§4 outcome 2, §9)', async ({ page }) => {
    await formReady(page, SUITE);
    await choose(page, { format: 'lightroom', licence: 'personal', edition: 'core' });
    const buyNow = mainForm(page).getByRole('button', { name: 'Buy now' });
    await buyNow.click();
    await expect(buyNow).toHaveClass(/\badded\b/);
    await expect(page.locator(COUNT)).toHaveText('1 item');
    const started = Date.now();
    await page.waitForURL('**/checkout/');
    expect(Date.now() - started).toBeGreaterThan(1000);
  });

  test('a simple product adds in place too, with the quantity stepper', async ({ page }) => {
    await page.goto(SIMPLE);
    await booted(page);
    const form = page.locator('form.cart');
    await form.getByRole('button', { name: /^Increase/ }).click();
    await expect(form.locator('input.qty')).toHaveValue('2');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator(COUNT)).toHaveText('2 items');
    await expect(form.getByRole('link', { name: 'View cart' })).toHaveCount(1);
  });

  test("if the variation form cannot load, the theme's own check still asks for the options", async ({ page }) => {
    await page.route(/\/chunks\/VariationForm-[^/]+\.js$/, (route) => route.abort('failed'));
    const seen = alerts(page);
    await page.goto(SUITE);
    await booted(page);
    await expect(mainForm(page)).toHaveAttribute('data-island-state', 'failed');
    await addButton(page).click();
    await expect.poll(() => seen).toEqual(['Please select a product option before adding this product to your cart.']);
    await expect(page).toHaveURL(new RegExp(`${SUITE}$`));
  });
});

test.describe('variation form matched by the server (data-product_variations="false")', () => {
  test('looks each complete choice up; no match → the notice; a newer lookup aborts the older', async ({ page }) => {
    await formReady(page, STREET);
    const held = gate();
    await page.route(GET_VARIATION, held.hold);
    const first = page.waitForRequest(GET_VARIATION);
    await choose(page, { format: 'lightroom', licence: 'personal' });
    const firstRequest = await first;
    expect(new URLSearchParams(firstRequest.postData() ?? '').get('product_id')).toBe('120');
    const failed = page.waitForEvent('requestfailed', (request) => request === firstRequest);
    await choose(page, { licence: 'commercial' });
    await failed;
    held.release();
    await expect(page.locator('input.variation_id')).toHaveValue('220');
    await expect(addButton(page)).not.toHaveClass(/\bdisabled\b/);
    await choose(page, { format: 'photoshop-actions' });
    await expect(page.locator('.wc-no-matching-variations')).toHaveText(
      'Sorry, no products matched your selection. Please choose a different combination.',
    );
    await expect(addButton(page)).toHaveClass(/\bwc-variation-selection-needed\b/);
  });

  test('a server error on get_variation leaves the form usable and says what happened', async ({ page }) => {
    await formReady(page, STREET);
    await page.route(GET_VARIATION, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Error establishing a database connection</p>' }),
    );
    await choose(page, { format: 'capture-one', licence: 'personal' });
    await expect(mainForm(page).getByRole('alert').filter({ hasText: 'The response is not a valid JSON response.' })).toBeVisible();
    await expect(addButton(page)).toHaveClass(/\bdisabled\b/);
    await page.unroute(GET_VARIATION);
    await choose(page, { licence: 'commercial' });
    await expect(page.locator('input.variation_id')).toHaveValue('222');
    await expect(mainForm(page).getByRole('alert').filter({ hasText: 'valid JSON' })).toHaveCount(0);
    await addButton(page).click();
    await expect(page.locator(COUNT)).toHaveText('1 item');
  });
});

test.describe("the bought-together add-on's nested variation form", () => {
  test("each form owns its own selects: the product adds with the add-on's left empty", async ({ page }) => {
    await formReady(page, BUNDLE);
    const nested = page.locator('div.woobt_variations_form');
    await expect(nested).toHaveAttribute('data-island-state', 'live');
    await page.evaluate(() => {
      const w = window as unknown as { __nested: number[] };
      w.__nested = [];
      document.querySelector('div.woobt_variations_form')!.addEventListener('found_variation', (event) => {
        w.__nested.push((event as CustomEvent<{ args: Array<{ variation_id: number }> }>).detail.args[0]!.variation_id);
      });
    });
    await choose(page, { format: 'lightroom', licence: 'personal' });
    await expect(addButton(page)).not.toHaveClass(/\bdisabled\b/);
    await expect(nested.locator('select').first()).toHaveValue('');
    const sent = page.waitForRequest(THEME_ADD);
    await addButton(page).click();
    const fields = new URLSearchParams((await sent).postData() ?? '');
    expect(fields.getAll('attribute_pa_format')).toEqual(['lightroom']);
    await expect(page.locator(COUNT)).toHaveText('1 item');

    await nested.locator('select[name="attribute_pa_format"]').selectOption('capture-one');
    await nested.locator('select[name="attribute_pa_licence"]').selectOption('commercial');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __nested: number[] }).__nested.length)).toBe(1);
    await expect(page.locator('#pa_format')).toHaveValue('lightroom');
    await expect(page.locator('.woocommerce-variation-add-to-cart > input.variation_id')).not.toHaveValue('');
  });
});

test.describe('name your price', () => {
  test('checked 1 s after input, warnings for 4 s; ≤ 0 disables add to cart, a suggestion enables it (§5)', async ({ page }) => {
    await page.goto(NYP);
    await booted(page);
    const field = page.locator('.wopb-name-your-price');
    await expect(field).toHaveAttribute('data-island-state', 'live');
    const price = page.getByLabel('Name your price ($)');
    const add = page.locator('form.cart').getByRole('button', { name: 'Add to cart' });
    const message = field.getByRole('status');

    await price.fill('0');
    await expect(add).toBeDisabled();
    await expect(message).toHaveText('Minimum Price limit is $1.00');
    await expect(price).toHaveValue('1');
    await expect(add).toBeEnabled();
    await expect(message).toHaveText('', { timeout: 6000 });

    await price.fill('500');
    await expect(message).toHaveText('Maximum Price limit is $100.00');
    await expect(price).toHaveValue('100');

    await price.fill('-5');
    await expect(add).toBeDisabled();
    await field.getByLabel('$10.00').check();
    await expect(price).toHaveValue('10.00');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.locator(COUNT)).toHaveText('1 item');
  });
});

test.describe('sticky add-to-cart bar', () => {
  test('appears past its offset, mirrors selection, price and quantity, and adds through the main form', async ({ page }) => {
    // The theme's cookie notice sits over the bar's corner until accepted: this shopper accepted it before.
    await page.addInitScript(() => localStorage.setItem('minimog_cookie_accepted', 'yes'));
    const seen = alerts(page);
    await formReady(page, SUITE);
    const bar = page.locator('.sticky-add-to-cart');
    await expect(bar).toHaveAttribute('data-island-state', 'live');
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Add to cart' }).click({ force: true });
    await expect.poll(() => seen).toEqual(['Please select some product options before adding this product to your cart.']);
    await expect(page.locator('#pa_format')).toBeFocused();

    await choose(page, { format: 'capture-one', licence: 'commercial', edition: 'core' });
    await expect(bar.locator('.sticky-add-to-cart__selection')).toHaveText('Format: Capture One, Licence: Commercial, Edition: Core');
    await expect(bar.locator('.sticky-add-to-cart__price')).toHaveText('$64.00');
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: /^Increase/ }).click();
    await expect(mainForm(page).locator('input.qty')).toHaveValue('2');
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator(COUNT)).toHaveText('2 items');
    await page.mouse.wheel(0, -5000);
    await expect(bar).toBeHidden();
  });
});

test.describe('variation swatches on product cards', () => {
  test('swap image and price, reset on a second press, choose the only option left, and add the variation', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/shop/');
    await booted(page);
    const card = page.locator('li.product', { has: page.locator('.wopb-loop-variations-form[data-product_id="103"]') });
    const image = card.locator('.woocommerce-LoopProduct-link img');
    const price = card.locator('.woocommerce-LoopProduct-link .price');
    const originalSrc = await image.getAttribute('src');
    const originalPrice = await price.innerText();
    const format = card.getByRole('group', { name: 'Format of Film Emulation Collection' });
    const licence = card.getByRole('group', { name: 'Licence of Film Emulation Collection' });

    await format.getByRole('button', { name: 'Lightroom' }).click();
    await expect(format.getByRole('button', { name: 'Lightroom' })).toHaveAttribute('aria-pressed', 'true');
    await licence.getByRole('button', { name: 'Commercial' }).click();
    await expect(image).toHaveAttribute('src', /film-emulation-collection-lightroom\.svg$/);
    await expect(price).toHaveText('$59.00');
    await licence.getByRole('button', { name: 'Commercial' }).click();
    await expect(image).toHaveAttribute('src', originalSrc!);
    await expect(price).toHaveText(originalPrice);

    const button = card.locator('a.add_to_cart_button');
    await licence.getByRole('button', { name: 'Personal' }).click();
    await expect(button).toHaveText('Add to cart');
    await button.click();
    await expect(page.locator(COUNT)).toHaveText('1 item');
    await expect(headerMiniCart(page)).toContainText('Film Emulation Collection - Lightroom, Personal');
    await expect(page).toHaveURL(/\/shop\/$/);
    expect(errors).toEqual([]);
  });

  test("chooses another attribute's only real option automatically", async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    // Street Documentary has no Photoshop × Commercial: Photoshop leaves Personal as the only licence.
    const card = page.locator('li.product', { has: page.locator('.wopb-loop-variations-form[data-product_id="120"]') });
    await card
      .getByRole('group', { name: /^Format/ })
      .getByRole('button', { name: 'Photoshop Actions' })
      .click();
    const licence = card.getByRole('group', { name: /^Licence/ });
    await expect(licence.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(licence.getByRole('button', { name: 'Commercial' })).toHaveAttribute('aria-disabled', 'true');
    await expect(card.locator('a.add_to_cart_button')).toHaveText('Add to cart');
  });
});

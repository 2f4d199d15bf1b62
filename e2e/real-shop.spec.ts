/**
 * The money path on the real shop's own pages (fixtures-html/real-shop/, served under /real/):
 * a stock WooCommerce 9.9 + Storefront shop, without theme endpoints, with the legacy scripts
 * taken off as the WordPress plugin takes them off.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { booted, headerMiniCart, recordShopCalls } from './helpers.ts';

const EMPTY = 'No products in the cart.';

/** Uncaught exceptions on the page (failed loads of the captured site's files are not exceptions). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function headerCount(page: Page): Locator {
  return page.locator('#site-header-cart a.cart-contents .count');
}

/** The island that claimed `element` (or an ancestor) is not left waiting once its trigger was used. */
async function expectNotPending(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => el.closest('[data-island-state]')?.getAttribute('data-island-state') ?? 'none'))
    .not.toBe('pending');
}

/** Puts items in this browser's real-shop cart through the platform's own endpoint. */
async function seedCart(page: Page, items: Array<Record<string, string>>): Promise<void> {
  for (const form of items) {
    const answer = await page.request.post('/real/?wc-ajax=add_to_cart', { form });
    expect(await answer.json()).toHaveProperty('cart_hash');
  }
}

test.describe('real shop: add to cart', () => {
  test('a simple product from the shop listing: the header count updates', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/shop/');
    await booted(page);
    const button = page.locator('a.ajax_add_to_cart[data-product_id="14"]');
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(headerMiniCart(page)).toContainText('Beanie');
    await expectNotPending(button);
    expect(errors).toEqual([]);
  });

  test('a simple product from its page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/product/beanie/');
    await booted(page);
    const button = page.locator('button.single_add_to_cart_button');
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expectNotPending(button);
    expect(errors).toEqual([]);
  });

  test('the Hoodie: red + small, then add → one Hoodie - Red, Small', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/product/hoodie/');
    await booted(page);
    await page.locator('select#pa_color').selectOption('red');
    await page.locator('select#pa_size').selectOption('small');
    const button = page.locator('button.single_add_to_cart_button');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(headerMiniCart(page)).toContainText('Hoodie - Red, Small');
    await expectNotPending(button);
    expect(errors).toEqual([]);
  });

  test('the T-Shirt (a product-level attribute): Logo Yes, then add', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/product/t-shirt/');
    await booted(page);
    await page.locator('select#logo').selectOption('Yes');
    const button = page.locator('button.single_add_to_cart_button');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(headerCount(page)).toHaveText('1 item');
    await expect(headerMiniCart(page)).toContainText('T-Shirt - Yes');
    await expectNotPending(button);
    expect(errors).toEqual([]);
  });

  test('the Beanie with the bought-together section: the main button adds the Beanie and the checked Cap', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/addons/product/beanie/');
    await booted(page);
    await expect(page.locator('.woobt-products')).toContainText('Cap');
    // The bundle island fills the form's woobt_ids, as the add-on's own script did.
    await expect(page.locator('.woobt-wrap')).toHaveAttribute('data-island-state', 'live');
    await expect(page.locator('form.cart input[name="woobt_ids"]')).toHaveValue('15/k15x0/1/');
    const button = page.locator('form.cart button.single_add_to_cart_button');
    await button.click();
    await expect(headerCount(page)).toHaveText('2 items');
    await expect(headerMiniCart(page)).toContainText('Beanie');
    await expect(headerMiniCart(page)).toContainText('Cap');
    await expectNotPending(button);
    expect(errors).toEqual([]);
  });

  test("the Hoodie with the bundle: no add-on script, the product's variation form completes its choice and adds with the bundle", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/real/addons/product/hoodie/');
    await booted(page);
    await expect(page.locator('.woobt-wrap')).toHaveAttribute('data-island-state', 'live');
    const form = page.locator('form.variations_form.cart');
    // The section moves into the form next to its ids field (as the add-on's script moves it), with its own
    // "Add all to cart" and the main row's selects (the capture repeats the product's ids): the product's own are the table's.
    await expect(form.locator('.woobt-wrap')).toHaveCount(1);
    const button = form.locator('.woocommerce-variation-add-to-cart > button.single_add_to_cart_button');
    await expect(page.locator('.woobt-alert')).toContainText('Please select a purchasable variation for Hoodie');
    await form.locator('table.variations #pa_color').selectOption('blue');
    await form.locator('table.variations #pa_size').selectOption('large');
    // The legacy conflict (the add-on's nested selects counted as the product's) is gone.
    await expect(form.locator('.woocommerce-variation-add-to-cart > input.variation_id')).toHaveValue('21');
    await expect(page.locator('.woobt-alert')).toBeHidden();
    await button.click();
    await expect(headerCount(page)).toHaveText('3 items');
    expect(scripts.filter((url) => url.includes('woo-bought-together'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the Hoodie with the bundle and only a colour chosen: 'Add to cart' explains with the platform's alert and adds nothing", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/real/addons/product/hoodie/');
    await booted(page);
    const form = page.locator('form.variations_form.cart');
    await form.locator('table.variations #pa_color').selectOption('blue');
    // Announced disabled (aria-disabled) yet focusable: Enter presses it, and the press asks for the explanation
    // (the add-on's stylesheet takes pointer events off a blocked button, so the keyboard is how it is pressed).
    await form.locator('.woocommerce-variation-add-to-cart > button.single_add_to_cart_button').press('Enter');
    await expect.poll(() => alerts).toEqual(['Please select some product options before adding this product to your cart.']);
    await expect(headerCount(page)).toHaveText('0 items');
    expect(errors).toEqual([]);
  });

  test("the Hoodie's own 'Add all to cart': the main row's choice and the bundle in one woobt_add_all_to_cart", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/real/addons/product/hoodie/');
    await booted(page);
    const wrap = page.locator('.woobt-wrap');
    await expect(wrap).toHaveAttribute('data-island-state', 'live');
    const own = wrap.locator('.woobt-product-this .woobt_variations_form');
    await expect(own).toHaveAttribute('data-island-state', 'live');
    await own.locator('select[name="attribute_pa_color"]').selectOption('blue');
    await own.locator('select[name="attribute_pa_size"]').selectOption('large');
    await expect(wrap.locator('.woobt-alert')).toBeHidden();
    const sent = page.waitForRequest('**/?wc-ajax=woobt_add_all_to_cart');
    await wrap.getByRole('button', { name: 'Add all to cart' }).click();
    const fields = new URLSearchParams((await sent).postData() ?? '');
    expect(fields.get('variation_id')).toBe('21');
    expect(fields.get('variation[attribute_pa_color]')).toBe('blue');
    expect(fields.get('woobt_ids')).toBe('14/k14x0/1/,15/k15x1/1/');
    // The real shop answers the platform's fragments now (it used to answer nothing).
    await expect(headerCount(page)).toHaveText('3 items');
    await expect(headerMiniCart(page)).toContainText('Hoodie - Blue, Large');
    await expect(headerMiniCart(page)).toContainText('Cap');
    expect(errors).toEqual([]);
  });
});

test.describe('real shop: the header mini-cart', () => {
  test('a visitor without a cart sees the platform’s empty message, with no shop call', async ({ page }) => {
    const errors = collectPageErrors(page);
    const calls = recordShopCalls(page);
    await page.goto('/real/shop/');
    await booted(page);
    await page.waitForLoadState('networkidle');
    await expect(headerMiniCart(page)).toHaveText(EMPTY);
    expect(calls.map((call) => call.url())).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('remove from the header mini-cart: the count and the empty message follow', async ({ page }) => {
    const errors = collectPageErrors(page);
    await seedCart(page, [{ product_id: '14', quantity: '1' }]);
    await page.goto('/real/shop/');
    await booted(page);
    await expect(headerMiniCart(page)).toContainText('Beanie');
    await page.locator('#site-header-cart').hover();
    const remove = headerMiniCart(page).locator('a.remove_from_cart_button');
    await remove.click();
    await expect(headerCount(page)).toHaveText('0 items');
    await expect(headerMiniCart(page)).toHaveText(EMPTY);
    expect(errors).toEqual([]);
  });
});

test.describe('real shop: the cart page', () => {
  test('quantity change → Update cart enabled → the totals follow; remove a row', async ({ page }) => {
    const errors = collectPageErrors(page);
    await seedCart(page, [
      { product_id: '14', quantity: '1' },
      { product_id: '15', quantity: '1' },
    ]);
    await page.goto('/real/cart/');
    await booted(page);
    const beanie = page.locator('tr.cart_item', { hasText: 'Beanie' });
    const update = page.locator('button[name="update_cart"]');
    await beanie.locator('input.qty').fill('3');
    await expect(update).toBeEnabled();
    await update.click();
    // 3 × $20 + $16, then $5 flat rate.
    await expect(page.locator('.cart_totals .cart-subtotal td')).toHaveText('$76.00');
    await expect(page.locator('.cart_totals .order-total td')).toContainText('$81.00');
    await expectNotPending(update);

    await page.locator('tr.cart_item', { hasText: 'Cap' }).locator('a.remove').click();
    await expect(page.locator('tr.cart_item', { hasText: 'Cap' })).toHaveCount(0);
    await expect(page.locator('.cart_totals .cart-subtotal td')).toHaveText('$60.00');
    await expect(headerCount(page)).toHaveText('3 items');
    expect(errors).toEqual([]);
  });

  test('a coupon applies, shows the platform’s notice and its discount row', async ({ page }) => {
    const errors = collectPageErrors(page);
    await seedCart(page, [{ product_id: '14', quantity: '1' }]);
    await page.goto('/real/cart/');
    await booted(page);
    await page.locator('#coupon_code').fill('summer10');
    const apply = page.locator('button[name="apply_coupon"]');
    await apply.click();
    await expect(page.getByText('Coupon code applied successfully.')).toBeVisible();
    await expect(page.locator('.cart_totals tr.cart-discount')).toContainText('summer10');
    // $20 − 10 % + $5 flat rate.
    await expect(page.locator('.cart_totals .order-total td')).toContainText('$23.00');
    await expectNotPending(apply);
    expect(errors).toEqual([]);
  });
});

test.describe('real shop: checkout', () => {
  test('billing details, Place order → the order received page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await seedCart(page, [{ product_id: '17', attribute_pa_color: 'blue', attribute_pa_size: 'large', quantity: '1' }]);
    await page.goto('/real/checkout/');
    await booted(page);
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Hoodie - Blue, Large');
    await page.locator('#billing_first_name').fill('Ada');
    await page.locator('#billing_last_name').fill('Lovelace');
    await page.locator('#billing_country').selectOption('US');
    await page.locator('#billing_address_1').fill('1 Analytical Way');
    await page.locator('#billing_city').fill('Los Angeles');
    await page.locator('#billing_state').selectOption('CA');
    await page.locator('#billing_postcode').fill('90210');
    await page.locator('#billing_phone').fill('5550100');
    await page.locator('#billing_email').fill('ada@example.com');
    await page.locator('#place_order').click();
    await expect(page).toHaveURL(/\/real\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Thank you. Your order has been received.');
    await expect(page.locator('.woocommerce-order-overview__total')).toContainText('$49.00');
    await expect(headerCount(page)).toHaveText('0 items');
    expect(errors).toEqual([]);
  });
});

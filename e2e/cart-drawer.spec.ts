import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { booted, failOnConsoleErrors, headerMiniCart, reactFetchedBeforeLoad, recordShopCalls } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const QUANTITY = '**/?wc-ajax=minimog_update_product_quantity';
const REFRESH = 'wc-ajax=get_refreshed_fragments';

const drawer = (page: Page) => page.locator('#popup-fly-cart');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Shopping cart' });
const headerCount = (page: Page) => page.locator('#site-header-cart a.cart-contents .count');
const drawerTotal = (page: Page) => drawer(page).locator('.fly-cart-totals .order-total td');

function posted(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/** Adds `productId` × `quantity` through the platform's endpoint, in the page's own session. */
async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: productId, quantity } });
  expect(response.ok()).toBe(true);
}

async function openFromHeader(page: Page): Promise<void> {
  await page.locator('#site-header-cart a.cart-contents').click();
  await expect(dialog(page)).toBeVisible();
  await expect(drawer(page)).toHaveClass(/\bis-loaded\b/);
}

test.describe('cart drawer', () => {
  test('the header cart link opens it as a labelled dialog; the first opening reloads the fragments once; Esc closes and focus returns', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101, 2);
    const calls = recordShopCalls(page);
    const link = page.locator('#site-header-cart a.cart-contents');
    await link.click();
    await expect(page).toHaveURL(/\/shop\/$/);
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('.fly-cart-close')).toBeFocused();
    await expect(drawer(page)).toHaveClass(/\bis-opened\b/);
    await expect(drawer(page)).toHaveClass(/\bis-loaded\b/);
    // The first opening reloaded the full fragments: the drawer shows the session's cart.
    await expect(drawer(page).locator('input.qty')).toHaveValue('2');
    await expect(drawerTotal(page)).toContainText('$38.00');
    expect(calls.filter((call) => call.url().includes(REFRESH))).toHaveLength(1);
    const bodyHeight = await drawer(page)
      .locator('.fly-cart-body')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(bodyHeight).toBeGreaterThanOrEqual(400);
    // The page behind is inert while the dialog is open.
    await expect(page.locator('#page')).toHaveAttribute('inert', '');

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(link).toBeFocused();
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await page.locator('.fly-cart-overlay').click({ position: { x: 10, y: 10 } });
    await expect(drawer(page)).toBeHidden();
    expect(calls.filter((call) => call.url().includes(REFRESH))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('opening the drawer and one of its panels fetches no React before the load event', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    await drawer(page).getByRole('button', { name: 'Coupon', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add a coupon' })).toHaveClass(/\bloaded\b/);
    expect(scripts.some((path) => /\/CartDrawer-[\w-]{7}\.js$/.test(path))).toBe(true);
    expect(await reactFetchedBeforeLoad(page)).toEqual([]);
  });

  test('Tab stays inside the open drawer', async ({ page }) => {
    await page.goto('/disclaimer/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#popup-fly-cart'))).toBe(true);
    }
  });

  test('with open_cart_drawer, an add opens the drawer with the new cart (shop-drawer page)', async ({ page }) => {
    await page.goto('/shop-drawer/');
    await booted(page);
    await expect(page.locator('body')).toHaveClass(/\bcart-is-empty\b/);
    const button = page.locator('a.ajax_add_to_cart').first();
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect(drawer(page).locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await expect(page.locator('body')).not.toHaveClass(/\bcart-is-empty\b/);
    // The add started the cart's reservation (15 minutes): the countdown counts to its end.
    await expect(drawer(page).locator('.cart-countdown__text')).toContainText(/Products in your cart are reserved for (15m 00s|14m \d\ds)/);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('without open_cart_drawer an add leaves the drawer closed', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    const button = page.locator('a.ajax_add_to_cart').first();
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(drawer(page)).toBeHidden();
  });

  test('offline during an add on the drawer page: the message, the button usable, no drawer, nothing half-applied', async ({ page }) => {
    await page.goto('/shop-drawer/');
    await booted(page);
    const button = page.locator('a.ajax_add_to_cart').first();
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(page.locator('li.product', { has: button }).getByRole('alert')).toContainText('You are probably offline.');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(drawer(page)).toBeHidden();
    await expect(headerCount(page)).toHaveText('0 items');
    await page.unroute('**/?wc-ajax=add_to_cart');
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect(headerCount(page)).toHaveText('1 item');
  });

  test('a quantity edit waits 500 ms, sends one update with the key and nonce, then refreshes the fragments', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    const updates: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('minimog_update_product_quantity')) updates.push(request);
    });
    // The page's clock stands still while the shopper types, so the 500 ms are the page's, not the machine's.
    await page.clock.pauseAt(Date.now() + 60_000);
    const input = drawer(page).locator('input.qty');
    await input.fill('2');
    // The field sits in the mini-cart's claim, which this first typing wakes: the typing is held until that island is
    // live (real time, its chunk), then replayed; the 500 ms are counted on the page's clock from there.
    await expect(drawer(page).locator('[data-island="mini-cart"]')).toHaveAttribute('data-island-state', 'live');
    await page.clock.runFor(300);
    await input.fill('3');
    await page.clock.runFor(499);
    expect(updates).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => updates.length).toBe(1);
    await page.clock.resume();
    await expect(headerCount(page)).toHaveText('3 items');
    expect(updates).toHaveLength(1);
    const body = posted(updates[0]!);
    expect(body.cart_item_qty).toBe('3');
    expect(body.cart_item_key).toMatch(/^[0-9a-f]{32}$/);
    expect(body.security).toMatch(/^[0-9a-f]{10}$/);
    await expect(drawerTotal(page)).toContainText('$57.00');
    // Focus stays on the (replaced) quantity input.
    await expect(drawer(page).locator('input.qty')).toBeFocused();
  });

  test('a value the browser finds invalid is not sent', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 112); // 5 in stock: max 5
    await openFromHeader(page);
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('minimog_update_product_quantity')) updates.push(request.url());
    });
    const input = drawer(page).locator('input.qty');
    await expect(input).toHaveAttribute('max', '5');
    await input.fill('9');
    await input.fill('1.5');
    await page.waitForTimeout(900);
    expect(updates).toEqual([]);
  });

  test('a server error during a quantity update puts the last good value back and says so', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101, 2);
    await openFromHeader(page);
    await page.route(QUANTITY, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }));
    const input = drawer(page).locator('input.qty');
    await input.fill('5');
    await expect(drawer(page).getByRole('alert')).toHaveText('The response is not a valid JSON response.');
    await expect(input).toHaveValue('2');
    await expect(headerCount(page)).toHaveText('2 items');
    // The next edit clears the message and goes through.
    await page.unroute(QUANTITY);
    await input.fill('4');
    await expect(headerCount(page)).toHaveText('4 items');
    await expect(drawer(page).getByRole('alert')).toHaveCount(0);
  });

  test('a time-out during a quantity update puts the last good value back and says so', async ({ page }) => {
    test.setTimeout(25_000);
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101, 2);
    await openFromHeader(page);
    await page.route(QUANTITY, () => undefined);
    const input = drawer(page).locator('input.qty');
    await input.fill('7');
    await expect(drawer(page).getByRole('alert')).toHaveText('The request took too long. Please try again.', { timeout: 9_000 });
    await expect(input).toHaveValue('2');
  });

  test('remove: a blocking overlay while pending, then the fragments (the mini-cart island)', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
      await held;
      await route.continue();
    });
    await drawer(page).locator('a.remove_from_cart_button').click();
    await expect(drawer(page).locator('.woocommerce-mini-cart-item .blockOverlay')).toBeVisible();
    release();
    await expect(drawer(page)).toContainText('No products in the cart.');
    await expect(headerCount(page)).toHaveText('0 items');
    await expect(page.locator('body')).toHaveClass(/\bcart-is-empty\b/);
    // Focus stays in the dialog after its item went away.
    expect(await page.evaluate(() => !!document.activeElement?.closest('#popup-fly-cart'))).toBe(true);
  });

  test('add-on panels load once on first use, are marked loaded, and show as a modal inside the drawer', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('template_lazyload')) loads.push(request.url());
    });
    const button = drawer(page).getByRole('button', { name: 'Coupon', exact: true });
    const panel = page.getByRole('dialog', { name: 'Add a coupon' });
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveClass(/\bloaded\b/);
    await expect(drawer(page)).toHaveClass(/\bmodal-open\b/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByLabel('Coupon code')).toBeFocused();
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0]!).searchParams.get('template')).toBe('coupon');
    expect(new URL(loads[0]!).searchParams.get('context')).toBe('wc_cart');
    // Esc closes the panel first, then the drawer.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(drawer(page)).not.toHaveClass(/\bmodal-open\b/);
    await expect(button).toBeFocused();
    await expect(dialog(page)).toBeVisible();
    await button.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    expect(loads).toHaveLength(1);
  });

  test('coupons in the drawer: an empty code is not sent, a rejected one says why, a valid one shows in the totals and can be removed', async ({
    page,
  }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101, 2);
    await openFromHeader(page);
    const applies: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('minimog_apply_coupon')) applies.push(request);
    });
    await drawer(page).getByRole('button', { name: 'Coupon', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Add a coupon' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter a coupon code.');
    expect(applies).toHaveLength(0);

    await panel.getByLabel('Coupon code').fill('nope');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('alert')).toContainText('Coupon "nope" does not exist!');
    await expect(panel.getByRole('alert')).toBeFocused();
    expect(posted(applies[0]!)).toMatchObject({ coupon_code: 'nope', security: expect.stringMatching(/^[0-9a-f]{10}$/) });

    await panel.getByLabel('Coupon code').fill('summer10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toBeHidden();
    await expect(drawer(page).locator('.fly-cart-totals')).toContainText('Coupon: summer10');
    await expect(drawerTotal(page)).toContainText('$34.20');

    await drawer(page).getByRole('link', { name: 'Remove coupon summer10' }).click();
    await expect(drawer(page).locator('.fly-cart-totals')).not.toContainText('Coupon:');
    await expect(drawerTotal(page)).toContainText('$38.00');
  });

  test('order notes are saved from order_comments and shown again', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    const saves: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('minimog_save_order_notes')) saves.push(request);
    });
    await drawer(page).getByRole('button', { name: 'Note', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Order notes' });
    await panel.getByLabel(/Notes about your order/).fill('Leave at the door');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    expect(posted(saves[0]!)).toEqual({ order_notes: 'Leave at the door' });
    // A fresh page loads the template with the saved notes.
    await page.reload();
    await booted(page);
    await openFromHeader(page);
    await drawer(page).getByRole('button', { name: 'Note', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Order notes' }).getByLabel(/Notes about your order/)).toHaveValue('Leave at the door');
  });

  test('shipping: choose a method (index → value) and calculate for another country', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 125);
    await openFromHeader(page);
    await expect(drawerTotal(page)).toContainText('$34.00');
    const choice = page.waitForRequest((request) => request.url().includes('minimog_update_shipping_method'));
    await drawer(page).getByLabel('Local pickup').check();
    expect(posted(await choice)).toMatchObject({ 'shipping_method[0]': 'local_pickup:3' });
    await expect(drawerTotal(page)).toContainText('$29.00');

    await drawer(page).getByRole('button', { name: 'Shipping', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Estimate shipping' });
    await panel.getByLabel('Country / region').selectOption('DE');
    await panel.getByLabel('Postcode / ZIP:').fill('10115');
    const calculate = page.waitForRequest((request) => request.url().includes('minimog_calculate_shipping'));
    await panel.getByRole('button', { name: 'Update' }).click();
    const request = await calculate;
    expect(request.method()).toBe('POST');
    expect(posted(request)).toMatchObject({ calc_shipping_country: 'DE', calc_shipping_postcode: '10115' });
    await expect(panel).toBeHidden();
    await expect(drawer(page).locator('.fly-cart-totals')).toContainText('International flat rate');
    await expect(drawerTotal(page)).toContainText('$44.00');
  });

  test('the free-shipping goal fills and is done at 100 %; the body carries the marks', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 125);
    await openFromHeader(page);
    const goal = drawer(page).locator('.cart-goal');
    await expect(goal).toHaveAttribute('data-percent', '29');
    await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '29');
    await expect(goal).toContainText('Add $71.00 to your cart and get free shipping!');
    await drawer(page).locator('input.qty').fill('4');
    await expect(goal).toHaveAttribute('data-percent', '100');
    await expect(goal).toHaveClass(/\bcart-goal--done\b/);
    await expect(page.locator('body')).toHaveClass(/\bcart-goal-done\b/);
    await expect(goal).toContainText('free shipping');
  });

  test('a cart of free-shipping-class items is marked on the page', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await page.locator('a.ajax_add_to_cart[data-product_id="127"]').click();
    await expect(page.locator('body')).toHaveClass(/\bcart-includes-only-free-shipping-class\b/);
    await page.locator('a.ajax_add_to_cart[data-product_id="125"]').click();
    await expect(page.locator('body')).not.toHaveClass(/\bcart-includes-only-free-shipping-class\b/);
  });

  test('the countdown counts down, shows the expired message at zero, and shows zero for an empty cart', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 101);
    await openFromHeader(page);
    const text = drawer(page).locator('.cart-countdown__text');
    // It counts to the end of the reservation the add started (15 minutes, from the server's cookie).
    await expect(text).toHaveText(/reserved for (15m 00s|14m 5\ds)/);
    await page.clock.runFor(65_000);
    await expect(text).toHaveText(/reserved for 13m 5\ds/);
    await page.clock.runFor(14 * 60_000);
    await expect(text).toHaveText('Your reservation has ended, but you can still check out.');
    await drawer(page).locator('a.remove_from_cart_button').click();
    await expect(drawer(page)).toContainText('No products in the cart.');
    await expect(text).toHaveText('Products in your cart are reserved for 00m 00s');
  });

  test('axe: the open drawer and an open panel have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await addToCart(page, 125);
    await openFromHeader(page);
    const drawerScan = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('#popup-fly-cart').analyze();
    expect(drawerScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await drawer(page).getByRole('button', { name: 'Shipping', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Estimate shipping' })).toHaveClass(/\bloaded\b/);
    const panelScan = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(panelScan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('two tabs: a change in one refreshes the other’s mini-cart', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/shop/');
    await second.goto('/disclaimer/');
    await booted(first);
    await booted(second);
    await first.locator('a.ajax_add_to_cart').first().click();
    await expect(headerCount(first)).toHaveText('1 item');
    await expect(headerCount(second)).toHaveText('1 item');
    await expect(headerMiniCart(second)).toContainText('1 ×');
    // And back: a drawer change in the second tab reaches the first.
    await openFromHeader(second);
    await second.locator('#popup-fly-cart input.qty').fill('3');
    await expect(headerCount(second)).toHaveText('3 items');
    await expect(headerCount(first)).toHaveText('3 items');
  });

  test('back/forward shows the right cart', async ({ page }) => {
    await page.goto('/shop/');
    await booted(page);
    await page.locator('a.ajax_add_to_cart').first().click();
    await expect(headerCount(page)).toHaveText('1 item');
    await page.goto('/cart/');
    await page.locator('td.product-remove a.remove').first().click();
    await expect(page.locator('.cart-empty')).toBeVisible();
    await page.goBack();
    await booted(page);
    await expect(headerCount(page)).toHaveText('0 items');
    await page.goForward();
    await expect(page.locator('.cart-empty')).toBeVisible();
  });
});

test.describe('store notice', () => {
  test('shows until dismissed; dismissing sets store_notice{id}=hidden on / and hides it, also on the next page', async ({
    page,
    context,
  }) => {
    await page.goto('/shop/');
    await booted(page);
    const notice = page.getByRole('complementary', { name: 'Store notice' });
    await expect(notice).toBeVisible();
    const id = await notice.getAttribute('data-notice-id');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    await page.goto('/disclaimer/');
    await expect(page.locator('p.woocommerce-store-notice')).toBeHidden();
  });

  test('a visitor whose cookie says hidden never sees it', async ({ page, context }) => {
    await page.goto('/disclaimer/');
    const id = await page.locator('p.woocommerce-store-notice').getAttribute('data-notice-id');
    await context.addCookies([{ name: `store_notice${id}`, value: 'hidden', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/shop/');
    await booted(page);
    await expect(page.locator('p.woocommerce-store-notice')).toBeHidden();
  });
});

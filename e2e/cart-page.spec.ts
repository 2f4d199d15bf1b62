import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const table = (page: Page) => page.locator('form.woocommerce-cart-form');
const totals = (page: Page) => page.locator('div.cart_totals');
const orderTotal = (page: Page) => totals(page).locator('.order-total td');
const row = (page: Page, name: string) => page.locator('tr.cart_item', { hasText: name });

function posted(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/** Adds through the platform's endpoint in the page's own session. */
async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: productId, quantity } })).ok()).toBe(true);
}

/** The cart page, hydrated (its regions are live). */
async function openCart(page: Page): Promise<void> {
  await page.goto('/cart/');
  await booted(page);
  await expect(page.locator('form.woocommerce-cart-form, div.wc-empty-cart-message').first()).toHaveAttribute('data-island-state', 'live');
}

/** No request is running: the cart page's regions are not blocked. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.processing')).toHaveCount(0);
}

/**
 * The page has finished scrolling to its notices (§9: over 1,000 ms). A click during that scroll
 * lands wherever the page has moved to by then, for a test as for a shopper.
 */
async function scrolledToNotices(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** Opens the collapsible coupon section (it stays open across the cart's reloads). */
async function openCoupons(page: Page): Promise<void> {
  await settled(page);
  if (!(await page.locator('details.cart-coupon').evaluate((el) => (el as HTMLDetailsElement).open)))
    await page.getByText('Have a coupon?').click();
  await expect(page.getByLabel('Coupon:')).toBeVisible();
}

/** Applies `code` from the coupon field and waits for the cart to reload after it. */
async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon:').fill(code);
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/cart/',
  );
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await reloaded;
  await settled(page);
  await scrolledToNotices(page);
}

test.describe('the platform’s classic-cart shopper scenarios, on our fixtures', () => {
  test('add from the shop, add twice → quantity 2, update the quantity → the total doubles, remove → the empty message', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/shop/');
    await booted(page);
    const button = page.locator('a.ajax_add_to_cart[data-product_id="101"]');
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await button.click();
    // The server's count (the header shows an add from its click); opening the cart by URL does not wait for it.
    await expect(page.locator('#site-header-cart a.cart-contents .count:not([data-confirmed-count])')).toHaveText('2 items');

    await openCart(page);
    const golden = row(page, 'Golden Hour Lightroom Pack');
    await expect(golden.locator('input.qty')).toHaveValue('2');
    await expect(orderTotal(page)).toHaveText('$38.00');

    const update = page.getByRole('button', { name: 'Update cart' });
    await expect(update).toBeDisabled();
    await golden.locator('input.qty').fill('4');
    await expect(update).toBeEnabled();
    const post = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/cart/');
    await update.click();
    expect(posted(await post)).toMatchObject({
      update_cart: 'Update Cart',
      'woocommerce-cart-nonce': expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    await expect(orderTotal(page)).toHaveText('$76.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Cart updated.' })).toBeVisible();
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('4 items');

    await golden.getByRole('link', { name: /Remove Golden Hour Lightroom Pack/ }).click();
    await expect(page.locator('.cart-empty')).toHaveText('Your cart is currently empty.');
    await expect(table(page)).toHaveCount(0);
    await expect(totals(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Golden Hour Lightroom Pack” removed.' })).toBeVisible();
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('0 items');
    await expect(page).toHaveURL(/\/cart\/$/);
    expect(errors).toEqual([]);
  });

  test('percent and fixed coupons are applied; the same coupon twice is refused; removing a coupon restores the total', async ({
    page,
  }) => {
    await page.goto('/cart/');
    await addToCart(page, 101, 2);
    await openCart(page);
    await expect(orderTotal(page)).toHaveText('$38.00');
    await openCoupons(page);

    const apply = page.waitForRequest((request) => request.url().includes('wc-ajax=apply_coupon'));
    await applyCoupon(page, 'summer10');
    expect(posted(await apply)).toMatchObject({ coupon_code: 'summer10', security: expect.stringMatching(/^[0-9a-f]{10}$/) });
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' })).toBeVisible();
    await expect(orderTotal(page)).toHaveText('$34.20');
    await expect(totals(page).locator('tr.cart-discount')).toContainText('Coupon: summer10');

    await openCoupons(page);
    await applyCoupon(page, 'save5');
    await expect(orderTotal(page)).toHaveText('$29.20');

    await openCoupons(page);
    await applyCoupon(page, 'summer10');
    await expect(page.locator('.coupon-error-message')).toHaveText('Coupon code "summer10" already applied!');
    await expect(page.getByLabel('Coupon:')).toHaveAttribute('aria-invalid', 'true');
    await expect(orderTotal(page)).toHaveText('$29.20');

    const remove = page.waitForRequest((request) => request.url().includes('wc-ajax=remove_coupon'));
    await totals(page).getByRole('link', { name: 'Remove coupon save5' }).click();
    expect(posted(await remove)).toMatchObject({ coupon: 'save5' });
    await expect(orderTotal(page)).toHaveText('$34.20');
    // The removal's notice scrolls the page (§9); the next link moves until that ends.
    await settled(page);
    await scrolledToNotices(page);
    await totals(page).getByRole('link', { name: 'Remove coupon summer10' }).click();
    await expect(orderTotal(page)).toHaveText('$38.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
  });
});

test.describe('cart page', () => {
  test('a rejected coupon shows the platform’s message under the field; an empty code is not sent', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    const applies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=apply_coupon')) applies.push(request.url());
    });
    await openCoupons(page);
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('.coupon-error-message')).toHaveText('Please enter a coupon code.');
    expect(applies).toEqual([]);
    await applyCoupon(page, 'spring20');
    await expect(page.locator('.coupon-error-message')).toHaveText('Coupon "spring20" has expired.');
    await page.getByLabel('Coupon:').fill('x');
    await expect(page.locator('.coupon-error-message')).toHaveCount(0);
    await applyCoupon(page, 'nope');
    await expect(page.locator('.coupon-error-message')).toHaveText('Coupon "nope" does not exist!');
    expect(applies).toHaveLength(2);
  });

  test('coupon links: a free one applies; one already selected or disabled is not applied', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 101, 2);
    await openCart(page);
    await openCoupons(page);
    const applies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=apply_coupon')) applies.push(request.postData() ?? '');
    });
    const disabled = page.locator('a.cart-coupon-link[data-coupon="big15"]');
    await expect(disabled).toHaveClass(/\bdisabled\b/);
    // A shopper's click; Playwright would otherwise wait for an aria-disabled link to become enabled.
    await disabled.click({ force: true });
    await page.getByRole('link', { name: /summer10/ }).click();
    await expect(orderTotal(page)).toHaveText('$34.20');
    await openCoupons(page);
    const selected = page.locator('a.cart-coupon-link[data-coupon="summer10"]');
    await expect(selected).toHaveClass(/\bselected\b/);
    await selected.click({ force: true });
    await page.waitForTimeout(300);
    expect(applies).toEqual(['coupon_code=summer10&security=' + new URLSearchParams(applies[0]).get('security')]);
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test('a notice takes focus after 500 ms, scrolled to 100 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    await openCoupons(page);
    await applyCoupon(page, 'save5');
    const notice = page.getByRole('alert').filter({ hasText: 'Coupon code applied successfully.' });
    await expect(notice).toBeFocused();
    // The scroll takes 1000 ms (§9); once it settles the notice sits 100 px below the top.
    await expect.poll(() => notice.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);
  });

  test('setting the last row to 0 removes the table, the goal and the totals', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 125);
    await openCart(page);
    await expect(page.locator('.woocommerce .cart-goal')).toBeVisible();
    await row(page, 'Colour-Checker').locator('input.qty').fill('0');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(page.locator('.cart-empty')).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await expect(totals(page)).toHaveCount(0);
    await expect(page.locator('.woocommerce .cart-goal')).toHaveCount(0);
    await expect(page.locator('body')).toHaveClass(/\bcart-is-empty\b/);
  });

  test('Enter in a quantity field updates the cart (not the coupon)', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    await row(page, 'Golden Hour').locator('input.qty').fill('3');
    await row(page, 'Golden Hour').locator('input.qty').press('Enter');
    await expect(orderTotal(page)).toHaveText('$57.00');
  });

  test('the shipping method choice inside the totals posts update_shipping_method and reloads the totals', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 125);
    await openCart(page);
    await expect(orderTotal(page)).toHaveText('$34.00');
    const choice = page.waitForRequest((request) => request.url().includes('wc-ajax=update_shipping_method'));
    await totals(page).getByLabel('Local pickup').check();
    expect(posted(await choice)).toMatchObject({
      'shipping_method[0]': 'local_pickup:3',
      security: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    await expect(orderTotal(page)).toHaveText('$29.00');
    await expect(totals(page).getByLabel('Local pickup')).toBeChecked();
    // The choice holds on a fresh page.
    await openCart(page);
    await expect(totals(page).getByLabel('Local pickup')).toBeChecked();
  });

  test('the shipping calculator opens from its button and posts the form', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 125);
    await openCart(page);
    const button = totals(page).getByRole('button', { name: 'Change address' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await totals(page).getByLabel('Country / region').selectOption('GB');
    await totals(page).getByRole('button', { name: 'Update' }).click();
    await expect(totals(page)).toContainText('International flat rate');
    await expect(orderTotal(page)).toHaveText('$44.00');
    await expect(page.locator('.woocommerce-info', { hasText: 'Shipping costs updated.' })).toBeVisible();
  });

  test('the free-shipping goal on the cart page follows the cart', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 126);
    await openCart(page);
    const goal = page.locator('.woocommerce .cart-goal');
    await expect(goal).toHaveAttribute('data-percent', '59');
    await row(page, 'USB Edition').locator('input.qty').fill('2');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(goal).toHaveAttribute('data-percent', '100');
    await expect(goal).toHaveClass(/\bcart-goal--done\b/);
    await expect(totals(page).getByLabel('Free shipping')).toBeChecked();
  });

  test('a change in the drawer updates the cart page', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    await page.locator('#site-header-cart a.cart-contents').click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
    await page.locator('#popup-fly-cart input.qty').fill('2');
    await expect(page.locator('#popup-fly-cart .order-total')).toContainText('$38.00');
    await page.keyboard.press('Escape');
    await expect(orderTotal(page)).toHaveText('$38.00');
    await expect(row(page, 'Golden Hour').locator('input.qty')).toHaveValue('2');
  });

  test('axe: the cart page with items, a coupon and an error has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 125);
    await addToCart(page, 101);
    await openCart(page);
    await openCoupons(page);
    await applyCoupon(page, 'summer10');
    await expect(orderTotal(page)).toHaveText(/\$/);
    await expect(totals(page).locator('tr.cart-discount')).toBeVisible();
    await openCoupons(page);
    await applyCoupon(page, 'nope');
    await expect(page.locator('.coupon-error-message')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('ProductX slider on the cart page', () => {
  test('wopb_addcart with postid, quantity and nonce; the action area becomes active; the cart appears', async ({ page }) => {
    await openCart(page);
    await expect(page.locator('.cart-empty')).toBeVisible();
    const item = page.locator('.wopb-block-item', { hasText: 'Printed Colour-Checker Card' });
    await item.getByLabel('Printed Colour-Checker Card quantity').fill('2');
    // The slider's add buttons are claimed with ProductX's blocks (a claim group loaded with the page).
    await expect(item.getByRole('link', { name: /Add to cart/ })).toHaveAttribute('data-island', 'wopb-add-to-cart');
    const add = page.waitForRequest(
      (request) => request.url().includes('admin-ajax.php') && (request.postData() ?? '').includes('wopb_addcart'),
    );
    await item.getByRole('link', { name: /Add to cart/ }).click();
    expect(posted(await add)).toMatchObject({
      action: 'wopb_addcart',
      postid: '125',
      quantity: '2',
      wpnonce: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    const area = item.locator('.wopb-cart-action');
    await expect(area).toHaveClass(/\bactive\b/);
    await expect(item.getByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(item.getByRole('link', { name: 'View Cart' })).toBeFocused();
    await expect(item.getByRole('link', { name: /Add to cart/ })).toHaveCount(0);
    await expect(item.locator('input.qty')).toHaveCount(0);
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('2 items');
    // The emptied cart page shows the new cart.
    await expect(row(page, 'Colour-Checker').locator('input.qty')).toHaveValue('2');
  });

  test('a refused add is only logged and the button works again', async ({ page }) => {
    await openCart(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    const item = page.locator('.wopb-block-item', { hasText: 'Preset Sticker Sheet' });
    const button = item.getByRole('link', { name: /Add to cart/ });
    await expect(button).toHaveAttribute('data-island', 'wopb-add-to-cart');
    await button.click();
    await expect.poll(() => logs.some((text) => text.includes('Error occured.please try again'))).toBe(true);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(item.locator('.wopb-cart-action')).not.toHaveClass(/\bactive\b/);
  });
});

test.describe('cart reservation timer', () => {
  test('counts down from the cookie every second; at expiry the cookie becomes 0 and the bar hides', async ({ page, context }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    const start = Date.now() - 15 * 60_000 + 3_000;
    await context.addCookies([{ name: 'wopb_cart_reserved_timer', value: String(start), domain: '127.0.0.1', path: '/' }]);
    await openCart(page);
    const bar = page.locator('.wopb-cart-reserved');
    await expect(bar).toBeVisible();
    await expect(bar.locator('.wopb-cart-reserved__time')).toHaveText(/^00m 0[0-3]s$/);
    await expect(bar).toBeHidden({ timeout: 6_000 });
    expect((await context.cookies()).find((c) => c.name === 'wopb_cart_reserved_timer')?.value).toBe('0');
    // The cart stays in mode 'hide'.
    await expect(table(page)).toBeVisible();
  });

  test('shows the time left of a running reservation', async ({ page }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    await expect(page.locator('.wopb-cart-reserved__text')).toHaveText(/^Your cart is reserved for 1[45]m \d\ds\.$/);
  });

  test('the bar and the cart drawer show one reservation: the same time left, in the same format', async ({ page, context }) => {
    // Any fixed moment: both say the time since the cookie's start, whatever the date or zone.
    const now = Date.UTC(2030, 0, 15, 12, 0, 0);
    await page.clock.setFixedTime(now);
    await context.addCookies([
      { name: 'wopb_cart_reserved_timer', value: String(now - 6 * 60_000 - 7_000), domain: '127.0.0.1', path: '/' },
    ]);
    await page.goto('/cart/');
    await addToCart(page, 101);
    await openCart(page);
    await expect(page.locator('.wopb-cart-reserved__text')).toHaveText('Your cart is reserved for 08m 53s.');
    await page.locator('#site-header-cart a.cart-contents').click();
    await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
    await expect(page.locator('#popup-fly-cart .cart-countdown__text')).toHaveText('Products in your cart are reserved for 08m 53s');
    await expect(page.locator('.wopb-cart-reserved__time')).toHaveText('08m 53s');
  });

  test('mode clear: at expiry the browser goes to ?wopb-cart-clear, which empties the cart', async ({ page, context }) => {
    await page.goto('/cart/');
    await addToCart(page, 101);
    await context.addCookies([
      { name: 'wopb_cart_reserved_timer', value: String(Date.now() - 15 * 60_000 + 2_000), domain: '127.0.0.1', path: '/' },
    ]);
    await page.route(/\/cart\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('data-action="hide"', 'data-action="clear"') });
    });
    const cleared = page.waitForRequest((request) => request.url().includes('wopb-cart-clear'));
    await page.goto('/cart/');
    await cleared;
    await expect(page.locator('.cart-empty')).toBeVisible({ timeout: 8_000 });
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('0 items');
  });
});

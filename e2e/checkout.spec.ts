import { expect, test, type Page, type Request } from '@playwright/test';
import { booted, failOnConsoleErrors } from './helpers.ts';

const CHECKOUT_FORM = 'form.checkout.woocommerce-checkout';
const ADD = '/?wc-ajax=add_to_cart';

const BILLING = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '1 Analytical Way',
  billing_city: 'Springfield',
  billing_postcode: '94103',
  billing_phone: '4155550100',
  billing_email: 'ada@example.com',
};

/** Puts product 101 in this browser's cart (the request shares the page's cookies). */
async function addToCart(page: Page, productId = 101): Promise<void> {
  const response = await page.request.post(ADD, { form: { product_id: String(productId), quantity: '1' } });
  expect(response.ok()).toBe(true);
}

/** Opens the checkout and waits until its island is live. */
async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout/');
  await booted(page);
  await expect(page.locator(CHECKOUT_FORM)).toHaveAttribute('data-island-state', 'live');
}

async function fillBilling(page: Page, values: Record<string, string> = BILLING): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

function callsTo(page: Page, endpoint: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) calls.push(request);
  });
  return calls;
}

function body(request: Request | undefined): URLSearchParams {
  return new URLSearchParams(request?.postData() ?? '');
}

test.describe('checkout: login form', () => {
  test('toggles, shows the inline login’s errors under each field or in the general area, and reloads logged in', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await openCheckout(page);
    const toggle = page.getByRole('button', { name: 'Click here to login' });
    const login = page.locator('form.woocommerce-form-login');
    await expect(login).toBeHidden();
    await toggle.click();
    await expect(login).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#username')).toBeFocused();

    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('#username + .wopb-error-element')).toHaveText('Username or Email is required.');
    await expect(page.locator('#username')).toHaveAttribute('aria-invalid', 'true');

    await page.locator('#username').fill('demo');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('#password + .wopb-error-element')).toHaveText('Password is required.');
    await expect(page.locator('#username + .wopb-error-element')).toHaveCount(0);

    await page.locator('#password').fill('not-it');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.locator('.wopb-form-error')).toContainText('The password you entered for the username demo is incorrect.');

    await page.locator('#password').fill('lumen-demo');
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Login' }).click()]);
    await booted(page);
    await expect(page.locator('a.showlogin')).toHaveCount(0);
    await expect(page.locator('#billing_first_name')).toHaveValue('Dana');
    // §7: the inline login answers its errors with status 422, which the browser logs as a failed load.
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
  });
});

test.describe('checkout: coupon form', () => {
  test('an empty code is not sent; an applied coupon shows its notice and refreshes the review without the shipping method', async ({
    page,
  }) => {
    await page.goto('/shop/');
    await addToCart(page);
    await openCheckout(page);
    const applies = callsTo(page, 'apply_coupon');
    const reviews = callsTo(page, 'update_order_review');
    await page.getByRole('button', { name: 'Click here to enter your code' }).click();
    const coupon = page.locator('form.checkout_coupon');
    await expect(coupon).toBeVisible();
    await expect(page.locator('#coupon_code')).toBeFocused();
    // §5: the empty code is not sent (the next apply is the first request).
    await coupon.getByRole('button', { name: 'Apply coupon' }).click();
    await page.locator('#coupon_code').fill('nope');
    await coupon.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('#coupon-error-notice')).toContainText('does not exist');
    expect(applies.map((request) => body(request).get('coupon_code'))).toEqual(['nope']);

    await page.locator('#coupon_code').fill('summer10');
    await coupon.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('.woocommerce-message')).toContainText('Coupon code applied successfully.');
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Coupon: summer10');
    await expect(coupon).toBeHidden();
    const review = reviews[reviews.length - 1];
    expect([...body(review).keys()].some((name) => name.startsWith('shipping_method'))).toBe(false);
    expect(body(applies[applies.length - 1]).get('coupon_code')).toBe('summer10');
  });
});

test.describe('checkout: order review refresh (§9: 2 s after a payment method, country or state change)', () => {
  test('refreshes 2 s after the change, not before, and once for changes in a row', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shop/');
    await addToCart(page, 125);
    await openCheckout(page);
    const reviews = callsTo(page, 'update_order_review');
    await page.clock.pauseAt(Date.now() + 1000);

    await page.locator('#payment_method_cheque').check();
    await expect(page.locator('.payment_box.payment_method_cheque')).toBeVisible();
    await page.clock.runFor(1000);
    await page.locator('#billing_country').selectOption('GB');
    await page.clock.runFor(1990);
    expect(reviews).toHaveLength(0);
    await page.clock.runFor(20);
    await expect.poll(() => reviews.length).toBe(1);
    expect(body(reviews[0]).get('payment_method')).toBe('cheque');
    expect(body(reviews[0]).get('country')).toBe('GB');
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('International flat rate');
    await expect(page.locator('#payment_method_cheque')).toBeChecked();
  });
});

test.describe('checkout: buttons', () => {
  test('a button other than place order or the payment section’s does nothing', async ({ page }) => {
    await openCheckout(page);
    const checkouts = callsTo(page, 'checkout');
    await page
      .locator('.woocommerce-billing-fields')
      .evaluate((el) => el.insertAdjacentHTML('beforeend', '<button type="submit" class="theme-extra">Extra</button>'));
    await page.getByRole('button', { name: 'Extra' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    // Place order does send: the one request seen is its, none came from the other button.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toBeVisible();
    expect(checkouts).toHaveLength(1);
  });
});

test.describe('checkout: placing orders', () => {
  test('missing required fields are listed at the top, under each field, scrolled to and focused', async ({ page }) => {
    await page.goto('/shop/');
    await addToCart(page);
    await openCheckout(page);
    await page.locator('#order_comments').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Place order' }).click();
    const group = page.locator(`${CHECKOUT_FORM} > .woocommerce-NoticeGroup-checkout`);
    await expect(group).toContainText('Billing First name is a required field.');
    await expect(group).toContainText('Billing Email address is a required field.');
    await expect(group.getByRole('link', { name: 'Billing First name is a required field.' })).toHaveAttribute(
      'href',
      '#billing_first_name',
    );
    await expect(page.locator('#billing_first_name_field .checkout-inline-error-message')).toHaveText(
      'Billing First name is a required field.',
    );
    await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
    await expect(group.locator('ul.woocommerce-error')).toBeFocused();
    // §9: the notices end up 100 px below the top of the window.
    await expect.poll(async () => Math.round(await group.evaluate((el) => el.getBoundingClientRect().top))).toBe(100);
  });

  test('a guest order: add from the shop, fill the checkout, place it, see the order received page', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await page.goto('/shop/');
    await booted(page);
    const button = page.locator('a.ajax_add_to_cart[data-product_id="101"]');
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await openCheckout(page);
    await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Golden Hour Lightroom Pack');
    await fillBilling(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Thank you. Your order has been received.');
    await expect(page.locator('.woocommerce-order-details')).toContainText('Golden Hour Lightroom Pack');
    await expect(page.locator('.woocommerce-order-overview__email')).toContainText('ada@example.com');
    await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Direct bank transfer');
    await expect(page.locator('#site-header-cart a.cart-contents .count')).toHaveText('0 items');
    expect(errors).toEqual([]);
  });

  test('one order however often place order is clicked; offline keeps every value and says so', async ({ page }) => {
    await page.goto('/shop/');
    await addToCart(page);
    await openCheckout(page);
    await fillBilling(page);
    await page.locator('#order_comments').fill('Please send the download link twice');
    const checkouts = callsTo(page, 'checkout');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/?wc-ajax=checkout', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    const place = page.locator('#place_order');
    await place.dblclick();
    await expect(place).toBeDisabled();
    await expect(place).toHaveAttribute('aria-busy', 'true');
    // Enter in a field submits too: still one request.
    await page.locator('#billing_city').press('Enter');
    expect(checkouts).toHaveLength(1);
    release();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toContainText('You are probably offline.');
    expect(checkouts).toHaveLength(1);
    await expect(page.locator('#billing_last_name')).toHaveValue('Lovelace');
    await expect(page.locator('#order_comments')).toHaveValue('Please send the download link twice');
    await expect(place).toBeEnabled();

    await page.unroute('**/?wc-ajax=checkout');
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
  });
});

test.describe('checkout: order attribution and the e-mail store', () => {
  test('the visit’s campaign fills the hidden attribution fields, which are sent with the order', async ({ page }) => {
    await page.goto('/shop/?utm_source=newsletter&utm_medium=email');
    await booted(page);
    await page.locator('a.ajax_add_to_cart[data-product_id="101"]').click();
    await expect(page.locator('a.ajax_add_to_cart[data-product_id="101"]')).toHaveClass(/\badded\b/);
    await page.goto('/cart/');
    await booted(page);
    // An ordinary page view is counted when the browser is idle (src/visit-tracking.ts); a shopper reads the cart first.
    await expect
      .poll(async () => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'sbjs_session')?.value ?? ''))
      .toMatch(/^pgs=2\|/);
    await openCheckout(page);
    const inputs = page.locator('wc-order-attribution-inputs');
    await expect(inputs).toHaveAttribute('data-island-state', 'live');
    await expect(inputs.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue('utm');
    await expect(inputs.locator('input[name="wc_order_attribution_utm_source"]')).toHaveValue('newsletter');
    await expect(inputs.locator('input[name="wc_order_attribution_utm_medium"]')).toHaveValue('email');
    await expect(inputs.locator('input[name="wc_order_attribution_session_pages"]')).toHaveValue('3');
    await expect(inputs.locator('input[name="wc_order_attribution_session_entry"]')).toHaveValue(
      /\/shop\/\?utm_source=newsletter&utm_medium=email$/,
    );
    expect(await inputs.locator('input').count()).toBe(16);

    const checkouts = callsTo(page, 'checkout');
    await fillBilling(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\//);
    const sent = body(checkouts[0]);
    expect(sent.get('wc_order_attribution_source_type')).toBe('utm');
    expect(sent.get('wc_order_attribution_utm_source')).toBe('newsletter');
    expect(sent.get('wc_order_attribution_utm_medium')).toBe('email');
    expect(sent.get('wc_order_attribution_user_agent')).toBe(await page.evaluate(() => navigator.userAgent));
  });

  test('the billing e-mail store follows the field: a valid address is announced, an invalid one is not', async ({ page }) => {
    await openCheckout(page);
    await expect(page.locator('#billing_email')).toHaveAttribute('data-island-state', 'live');
    await page.evaluate(() => {
      const w = window as unknown as { __emails: unknown[] };
      w.__emails = [];
      document.body.addEventListener('shop-islands:billing-email', (event) =>
        w.__emails.push((event as CustomEvent<{ args: unknown[] }>).detail.args[0]),
      );
    });
    await page.locator('#billing_email').fill('ada@');
    await page.locator('#billing_email').blur();
    await page.locator('#billing_email').fill('ada@example.com');
    await page.locator('#billing_email').blur();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __emails: unknown[] }).__emails)).toEqual(['ada@example.com']);
  });
});

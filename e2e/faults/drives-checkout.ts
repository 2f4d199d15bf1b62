/**
 * Fault-matrix drives of the classic checkout: the order review refresh, placing the order, the
 * checkout's coupon form and the review's coupon remove link, and ProductX's inline login.
 */
import { expect, type Page } from '@playwright/test';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { jsonCallMessage, serverCart, type Drive, type MatrixFault } from './drive.ts';

const CHECKOUT_FORM = 'form.checkout.woocommerce-checkout';
const checkoutForm = (page: Page) => page.locator(CHECKOUT_FORM);
const reviewTable = (page: Page) => page.locator('.woocommerce-checkout-review-order-table');
const placeOrder = (page: Page) => page.locator('#place_order');

/** Nothing but the platform's notices lands above the checkout (no error page taken for one). */
const noForeignPage = (page: Page) => expect(page.locator('main')).not.toContainText('critical error');

/** What the platform answers a place order whose nonce went stale on a filled cart (WC_Checkout::process_checkout). */
export const CHECKOUT_RETRY_NOTICE = 'We were unable to process your order, please try again.';

/** `productId` in this visitor's cart through the platform's own call, then the checkout opened again with its island live. */
async function checkoutWith(page: Page, productId: number): Promise<void> {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: '1' } });
  await page.goto('/checkout/');
  await expect(checkoutForm(page)).toHaveAttribute('data-island-state', 'live');
}

const BILLING: Readonly<Record<string, string>> = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '1 Analytical Way',
  billing_city: 'Springfield',
  billing_postcode: '94103',
  billing_phone: '4155550100',
  billing_email: 'ada@example.com',
};

/** A physical product: its shipping rates follow the country, so a refreshed review shows it. */
const PRINTED_CARD = 125;
const INTERNATIONAL_RATE = 'International flat rate';

/** The order review table as the server prints it for this visitor's session (its checkout page's markup). */
async function serverReview(page: Page): Promise<string> {
  const html = await (await page.request.get('/checkout/')).text();
  return /<table class="[^"]*woocommerce-checkout-review-order-table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
}

/**
 * The review refresh 2 s after a country change (§2, §9). §8 shows nothing for its failure: the
 * review stays as it was (the order is checked again when placed), no longer marked as updating.
 */
const orderReviewRefresh: Drive = {
  page: '/checkout/',
  action: 'change the billing country on the checkout',
  press: (page) => page.locator('#billing_country'),
  before: (page) => checkoutWith(page, PRINTED_CARD),
  act: (page) =>
    page
      .locator('#billing_country')
      .selectOption('GB')
      .then(() => undefined),
  usable: async (page) => {
    await expect(reviewTable(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.woocommerce-checkout-payment')).not.toHaveAttribute('aria-busy', 'true');
    await expect(reviewTable(page)).not.toContainText(INTERNATIONAL_RATE);
    await expect(placeOrder(page)).toBeEnabled();
  },
  // The shopper still sees the domestic rate; the server's session kept the domestic destination too.
  state: async (page) => expect(await serverReview(page)).not.toContain(INTERNATIONAL_RATE),
  // Another country outside the US (GB is already chosen: choosing it again is no change).
  retry: async (page) => {
    await page.locator('#billing_country').selectOption('DE');
    await expect(reviewTable(page)).toContainText(INTERNATIONAL_RATE);
    expect(await serverReview(page)).toContain(INTERNATIONAL_RATE);
  },
};

/** What a failed place order says: the §8 code's text, or the platform's own refusal of a stale nonce. */
function placeOrderMessage(fault: MatrixFault): string | undefined {
  // A 500 is the ajax die handler's text, no answer of the platform's (json-or-text): a failure without words of its own.
  if (fault === '500') return PROTOCOL_MESSAGES.unknown_error;
  if (fault === 'stale-nonce') return CHECKOUT_RETRY_NOTICE;
  return jsonCallMessage(fault);
}

/** Placing the order: the notice group at the top of the form says why; every value is kept; no order. */
const placeOrderDrive: Drive = {
  page: '/checkout/',
  action: 'place the order on the checkout',
  press: placeOrder,
  before: async (page) => {
    await checkoutWith(page, 101);
    for (const [name, value] of Object.entries(BILLING)) await page.locator(`[name="${name}"]`).fill(value);
  },
  act: (page) => placeOrder(page).click(),
  message: placeOrderMessage,
  messageAt: (page) => page.locator(`${CHECKOUT_FORM} > .woocommerce-NoticeGroup-checkout`),
  usable: async (page) => {
    await expect(placeOrder(page)).toBeEnabled();
    await expect(placeOrder(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(checkoutForm(page)).not.toHaveClass(/\bprocessing\b/);
    await expect(page.locator('#billing_email')).toHaveValue(BILLING.billing_email!);
    await expect(page).toHaveURL(/\/checkout\/$/);
  },
  // An order empties the cart in the transaction that creates it: a full cart means no order.
  state: async (page) => expect((await serverCart(page)).count).toBe('1 item'),
  retry: async (page) => {
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
    expect((await serverCart(page)).count).toBe('0 items');
  },
};

const couponForm = (page: Page) => page.locator('form.checkout_coupon');
const couponDiscount = (page: Page) => reviewTable(page).locator('tr.cart-discount');

async function openCouponForm(page: Page): Promise<void> {
  if (await couponForm(page).isVisible()) return;
  await page.getByRole('button', { name: 'Click here to enter your code' }).click();
  await expect(couponForm(page)).toBeVisible();
}

async function applyCouponThroughForm(page: Page): Promise<void> {
  await page.locator('#coupon_code').fill('summer10');
  await couponForm(page).getByRole('button', { name: 'Apply coupon' }).click();
}

/** A failed apply: its refusal, or the §8 text of a call that failed on the way (text answers: no invalid_json). */
function couponMessage(fault: MatrixFault): string | undefined {
  if (fault === 'timeout' || fault === 'offline' || fault === 'abort') return jsonCallMessage(fault);
  return PROTOCOL_MESSAGES.unknown_error;
}

/** The checkout's coupon form: a failed apply says so under the code field; no discount anywhere. */
const checkoutCoupon: Drive = {
  page: '/checkout/',
  action: 'apply a coupon on the checkout',
  press: (page) => couponForm(page).getByRole('button', { name: 'Apply coupon' }),
  before: async (page) => {
    await checkoutWith(page, 101);
    await openCouponForm(page);
  },
  act: applyCouponThroughForm,
  message: couponMessage,
  messageAt: (page) => page.locator('#coupon-error-notice'),
  usable: async (page) => {
    await expect(couponForm(page)).not.toHaveClass(/\bprocessing\b/);
    await expect(couponForm(page).getByRole('button', { name: 'Apply coupon' })).toBeEnabled();
    await expect(page.locator('#coupon_code')).toHaveValue('summer10');
    await expect(couponDiscount(page)).toHaveCount(0);
    await noForeignPage(page);
  },
  state: async (page) => expect(await serverReview(page)).not.toContain('summer10'),
  retry: async (page) => {
    await openCouponForm(page);
    await applyCouponThroughForm(page);
    await expect(page.locator('.woocommerce-message')).toContainText('Coupon code applied successfully.');
    await expect(couponDiscount(page)).toContainText('summer10');
  },
};

const removeCouponLink = (page: Page) => reviewTable(page).locator('.woocommerce-remove-coupon[data-coupon="summer10"]');

/**
 * The review's coupon remove link. §8 shows nothing for its failure (the platform's script only
 * logs it): the coupon stays in the review, its link usable, as on the server.
 */
const checkoutRemoveCoupon: Drive = {
  page: '/checkout/',
  action: "remove a coupon from the checkout's order review",
  press: removeCouponLink,
  before: async (page) => {
    await checkoutWith(page, 101);
    await openCouponForm(page);
    await applyCouponThroughForm(page);
    await expect(removeCouponLink(page)).toBeVisible();
  },
  act: (page) => removeCouponLink(page).click(),
  usable: async (page) => {
    await expect(removeCouponLink(page)).toBeVisible();
    await expect(couponDiscount(page)).toContainText('summer10');
    await expect(page.locator('.woocommerce-checkout-review-order')).not.toHaveAttribute('aria-busy', 'true');
    await noForeignPage(page);
  },
  state: async (page) => expect(await serverReview(page)).toContain('summer10'),
  retry: async (page) => {
    await removeCouponLink(page).click();
    await expect(page.locator('.woocommerce-message')).toContainText('Coupon has been removed.');
    await expect(couponDiscount(page)).toHaveCount(0);
    expect(await serverReview(page)).not.toContain('summer10');
  },
};

const loginForm = (page: Page) => page.locator('form.woocommerce-form-login');
const loginButton = (page: Page) => loginForm(page).getByRole('button', { name: 'Login' });

/** ProductX's inline login (§8 "Checkout login error"): a failed call's text in the form's general error area. */
function loginMessage(fault: MatrixFault): string | undefined {
  // ProductX says nothing on a bad nonce (an empty 200): no login answer, no words of its own.
  return fault === 'stale-nonce' ? PROTOCOL_MESSAGES.unknown_error : jsonCallMessage(fault);
}

const checkoutLogin: Drive = {
  page: '/checkout/',
  action: "log in with the checkout's inline login",
  press: loginButton,
  before: async (page) => {
    await expect(checkoutForm(page)).toHaveAttribute('data-island-state', 'live');
    await page.getByRole('button', { name: 'Click here to login' }).click();
    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('lumen-demo');
  },
  act: (page) => loginButton(page).click(),
  message: loginMessage,
  messageAt: (page) => loginForm(page).locator('.wopb-form-error'),
  usable: async (page) => {
    await expect(loginButton(page)).toBeEnabled();
    await expect(loginButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#password')).toHaveValue('lumen-demo');
  },
  // Told it failed, the shopper is not logged in on the server either.
  state: async (page) => {
    expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('wordpress_logged_in_'))).toBe(false);
  },
  retry: async (page) => {
    await Promise.all([page.waitForEvent('load'), loginButton(page).click()]);
    await expect(page.locator('a.showlogin')).toHaveCount(0);
    await expect(page.locator('#billing_first_name')).toHaveValue('Dana');
  },
};

/** These drives, by the contract site of their matrix row. */
export const CHECKOUT_DRIVES: Readonly<Record<string, Drive>> = {
  "protocol/checkout.ts | 'update_order_review' | { wcAjax: 'update_order_review' }": orderReviewRefresh,
  "protocol/checkout.ts | 'checkout' | { wcAjax: 'checkout' }": placeOrderDrive,
  "protocol/coupons.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' } (checkout)": checkoutCoupon,
  "protocol/coupons.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' } (checkout)": checkoutRemoveCoupon,
  "protocol/checkout.ts | 'wopb_checkout_login' | { adminAjax: 'wopb_checkout_login' }": checkoutLogin,
};

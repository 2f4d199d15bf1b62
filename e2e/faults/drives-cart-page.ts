/**
 * Fault-matrix drives of the classic cart page (islands/cart-page): its remove links (the cart
 * page fetched with the link's query), its form's update, coupon removal and the shipping choice,
 * and ProductX's slider add, which the page shows while the cart is empty.
 */
import { expect, type Page } from '@playwright/test';
import { booted } from '../helpers.ts';
import { FAULTS_COOKIE } from '../../server/routes/faults.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { COUNT, faultMessage, serverCart, type Drive, type MatrixFault } from './drive.ts';

const cartForm = (page: Page) => page.locator('form.woocommerce-cart-form');
const totals = (page: Page) => page.locator('div.cart_totals');
const orderTotal = (page: Page) => totals(page).locator('.order-total td');
const goldenHourRow = (page: Page) => page.locator('tr.cart_item', { hasText: 'Golden Hour Lightroom Pack' });
const removeGoldenHour = (page: Page) => goldenHourRow(page).getByRole('link', { name: /Remove Golden Hour Lightroom Pack/ });
const updateButton = (page: Page) => page.getByRole('button', { name: 'Update cart' });
/** The alerts the cart page shows in its notices area. */
const cartAlerts = (page: Page) => page.locator('.woocommerce-notices-wrapper');

/** Puts `quantity` × `productId` in the cart through the platform's own call, in the page's session. */
async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: productId, quantity } })).ok()).toBe(true);
}

/** The cart page, opened (or opened again) with its regions live. */
async function openCartPage(page: Page): Promise<void> {
  await page.goto('/cart/');
  await booted(page);
  await expect(page.locator('form.woocommerce-cart-form, div.wc-empty-cart-message').first()).toHaveAttribute('data-island-state', 'live');
}

/** No request of the cart page runs: its regions are not blocked. */
const settled = (page: Page) => expect(page.locator('.processing')).toHaveCount(0);

/**
 * The cart page's own address is the fault's endpoint, and the shopper reaches the page before the
 * server breaks: the fault's cookie is set aside for that one navigation and put back.
 */
async function arriveBeforeTheFault(page: Page): Promise<void> {
  const context = page.context();
  const fault = (await context.cookies()).filter((cookie) => cookie.name === FAULTS_COOKIE);
  await context.clearCookies({ name: FAULTS_COOKIE });
  await openCartPage(page);
  await context.addCookies(fault);
}

/** What a failed cart page call (an HTML answer) says: §8 codes; a failed answer without words of its own is unknown. */
function pageCallMessage(fault: MatrixFault): string | undefined {
  return faultMessage(fault, PROTOCOL_MESSAGES.http_error, ['500', 'stale-nonce']);
}

/**
 * A 200 that is no cart page (an error page, broken JSON) cannot be swapped in: the page reloads,
 * as the platform's update_wc_div does, and the shopper is told by what the server answers then.
 */
const reloads = (fault: MatrixFault): boolean => fault === 'html' || fault === 'invalid-json';

/** What the reloaded page shows while the server still answers with the fault. */
async function serverAnswerShown(page: Page, fault: MatrixFault): Promise<void> {
  await expect(page.locator('body')).toContainText(fault === 'html' ? 'There has been a critical error' : '{"fragments"');
}

/** The cart page's remove link: the page is fetched with the link's query (remove_item + nonce). */
const cartPageRemove: Drive = {
  page: '/disclaimer/',
  action: 'remove a row on the cart page',
  press: removeGoldenHour,
  before: async (page) => {
    await addToCart(page, 101);
    await arriveBeforeTheFault(page);
  },
  act: (page) => removeGoldenHour(page).click(),
  message: pageCallMessage,
  messageAt: cartAlerts,
  usable: async (page, fault) => {
    if (reloads(fault)) return serverAnswerShown(page, fault);
    await settled(page);
    await expect(removeGoldenHour(page)).toBeVisible();
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
  },
  // Nothing half-applied: the row is still in the server's cart, and on its cart page.
  state: async (page) => {
    expect((await serverCart(page)).lines).toEqual([['101', 1]]);
    await openCartPage(page);
    await expect(removeGoldenHour(page)).toBeVisible();
  },
  retry: async (page) => {
    await removeGoldenHour(page).click();
    await expect(page.locator('.cart-empty')).toBeVisible();
    await expect(page.locator(COUNT).first()).toHaveText('0 items');
    expect((await serverCart(page)).count).toBe('0 items');
  },
};

const goldenHourQuantity = (page: Page) => goldenHourRow(page).locator('input.qty');

/** The cart form's "Update cart": the form is posted to the cart page, which answers the new cart. */
const cartPageUpdate: Drive = {
  page: '/cart/',
  action: 'change a quantity and update the cart on the cart page',
  press: updateButton,
  before: async (page) => {
    await addToCart(page, 101);
    await openCartPage(page);
  },
  act: async (page) => {
    await goldenHourQuantity(page).fill('2');
    await updateButton(page).click();
  },
  message: pageCallMessage,
  messageAt: cartAlerts,
  // The shopper's 2 stays in the field to send again; the totals are still the server's.
  usable: async (page, fault) => {
    if (reloads(fault)) {
      await expect(goldenHourQuantity(page)).toHaveValue('1');
      await expect(cartForm(page)).toHaveAttribute('data-island-state', 'live');
    } else {
      await settled(page);
      await expect(goldenHourQuantity(page)).toHaveValue('2');
      await expect(updateButton(page)).toBeEnabled();
    }
    await expect(orderTotal(page)).toHaveText('$19.00');
  },
  state: async (page) => expect((await serverCart(page)).lines).toEqual([['101', 1]]),
  retry: async (page) => {
    await goldenHourQuantity(page).fill('2');
    await updateButton(page).click();
    await expect(orderTotal(page)).toHaveText('$38.00');
    await expect(page.getByRole('alert').filter({ hasText: 'Cart updated.' })).toBeVisible();
    expect((await serverCart(page)).lines).toEqual([['101', 2]]);
  },
};

const removeSummer10 = (page: Page) => totals(page).getByRole('link', { name: 'Remove coupon summer10' });

/**
 * What a failed coupon removal says: an answer that is no notice (an error page, broken JSON) is a
 * failure like any other (protocol/validate.ts readNoticeHtml), so §8's unknown error; failed calls say §8's.
 */
function removeCouponMessage(fault: MatrixFault): string | undefined {
  if (fault === 'html' || fault === 'invalid-json') return PROTOCOL_MESSAGES.unknown_error;
  return pageCallMessage(fault);
}

/** Removing a coupon from the cart totals (`remove_coupon`, then the cart is reloaded). */
const cartPageRemoveCoupon: Drive = {
  page: '/cart/',
  action: 'remove a coupon from the cart totals',
  press: removeSummer10,
  before: async (page) => {
    await addToCart(page, 101);
    // The theme's coupon link (`?apply_coupon=`): the coupon is in before the page opens.
    expect((await page.request.get('/cart/?apply_coupon=summer10')).ok()).toBe(true);
    await openCartPage(page);
    await expect(removeSummer10(page)).toBeVisible();
  },
  act: (page) => removeSummer10(page).click(),
  message: removeCouponMessage,
  messageAt: cartAlerts,
  usable: async (page) => {
    await settled(page);
    await expect(removeSummer10(page)).toBeVisible();
    await expect(orderTotal(page)).toHaveText('$17.10');
  },
  // Nothing half-applied: the coupon is still on the server's cart page.
  state: async (page) => {
    await openCartPage(page);
    await expect(removeSummer10(page)).toBeVisible();
    await expect(orderTotal(page)).toHaveText('$17.10');
  },
  retry: async (page) => {
    await removeSummer10(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon has been removed.' })).toBeVisible();
    await expect(orderTotal(page)).toHaveText('$19.00');
    await expect(totals(page).locator('tr.cart-discount')).toHaveCount(0);
  },
};

const flatRate = (page: Page) => totals(page).getByLabel('Flat rate');
const localPickup = (page: Page) => totals(page).getByLabel('Local pickup');

/** What a failed shipping choice says: an answer without the cart totals is no answer either. */
function shippingMessage(fault: MatrixFault): string | undefined {
  return reloads(fault) ? PROTOCOL_MESSAGES.unknown_error : pageCallMessage(fault);
}

/** The shipping method choice inside the totals (`update_shipping_method` answers the new totals). */
const cartPageShipping: Drive = {
  page: '/cart/',
  action: 'choose another shipping method in the cart totals',
  press: localPickup,
  before: async (page) => {
    await addToCart(page, 125);
    await openCartPage(page);
    await expect(orderTotal(page)).toHaveText('$34.00');
  },
  // A click, not check(): the choice goes back to the server's when the call fails.
  act: (page) => localPickup(page).click(),
  message: shippingMessage,
  messageAt: cartAlerts,
  // The choice shown is the server's again, so choosing it once more is a change the page hears.
  usable: async (page) => {
    await settled(page);
    await expect(flatRate(page)).toBeChecked();
    await expect(localPickup(page)).toBeEnabled();
    await expect(orderTotal(page)).toHaveText('$34.00');
  },
  state: async (page) => {
    await openCartPage(page);
    await expect(flatRate(page)).toBeChecked();
    await expect(orderTotal(page)).toHaveText('$34.00');
  },
  retry: async (page) => {
    await localPickup(page).click();
    await expect(orderTotal(page)).toHaveText('$29.00');
    await openCartPage(page);
    await expect(localPickup(page)).toBeChecked();
  },
};

const sliderItem = (page: Page) => page.locator('.wopb-block-item', { hasText: 'Printed Colour-Checker Card' });
const sliderAdd = (page: Page) => sliderItem(page).getByRole('link', { name: /Add to cart/ });

/** ProductX's slider add on the empty cart page: §8 only logs a failure and clears the loading state. */
const wopbSliderAdd: Drive = {
  page: '/cart/',
  action: "add from ProductX's slider on the empty cart page",
  press: sliderAdd,
  before: async (page) => {
    await expect(page.locator('.cart-empty')).toBeVisible();
    await expect(sliderAdd(page)).toHaveAttribute('data-island', 'wopb-add-to-cart');
  },
  act: (page) => sliderAdd(page).click(),
  usable: async (page) => {
    await expect(sliderAdd(page)).not.toHaveClass(/\bloading\b/);
    await expect(sliderAdd(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(sliderItem(page).locator('.wopb-cart-action')).not.toHaveClass(/\bactive\b/);
    await expect(page.locator(COUNT).first()).toHaveText('0 items');
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await sliderAdd(page).click();
    await expect(sliderItem(page).locator('.wopb-cart-action')).toHaveClass(/\bactive\b/);
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    expect((await serverCart(page)).lines).toEqual([['125', 1]]);
  },
};

/** These drives, by the contract site of their matrix row. */
export const CART_PAGE_DRIVES: Readonly<Record<string, Drive>> = {
  "protocol/cart-page.ts | 'cart page' | { page: 'cart' }": cartPageRemove,
  "protocol/cart-page.ts | 'cart form' | { page: 'cart' }": cartPageUpdate,
  "protocol/coupons.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' }": cartPageRemoveCoupon,
  "protocol/cart-page.ts | 'update_shipping_method' | { wcAjax: 'update_shipping_method' }": cartPageShipping,
  "protocol/wopb-cart.ts | 'wopb_addcart' | { adminAjax: 'wopb_addcart' }": wopbSliderAdd,
};

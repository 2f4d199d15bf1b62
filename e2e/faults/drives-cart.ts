/**
 * Fault-matrix drives of the money path: listing add, card-swatch add, mini-cart remove, quick view,
 * variation lookup, product form add, the cart drawer (fragments, add-on panel, quantity); the cart
 * page's own calls are in drives-cart-page.ts.
 */
import { expect, type Page } from '@playwright/test';
import { countBodyEvents, bodyEventCount } from '../helpers.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { COUNT, jsonCallMessage, serverCart, type Drive, type MatrixFault } from './drive.ts';
import { CART_PAGE_DRIVES } from './drives-cart-page.ts';

const firstCard = (page: Page) => page.locator('ul.products li.product').first();
const firstListingButton = (page: Page) => firstCard(page).locator('a.ajax_add_to_cart');

const listingAdd: Drive = {
  page: '/shop/',
  action: 'click a listing add-to-cart button',
  press: firstListingButton,
  act: (page) => firstListingButton(page).click(),
  message: jsonCallMessage,
  messageAt: (page) => firstCard(page).getByRole('alert'),
  usable: async (page) => {
    await expect(firstListingButton(page)).not.toHaveClass(/\bloading\b/);
    await expect(page.locator(COUNT).first()).toHaveText('0 items');
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await firstListingButton(page).click();
    // The header counts the add at its click; the server is read once the add is answered.
    await expect(firstListingButton(page)).toHaveClass(/\badded\b/);
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    expect((await serverCart(page)).count).toBe('1 item');
  },
};

/** The sidebar mini-cart's remove link (the header one opens on hover). */
const sidebarRemove = (page: Page) => page.locator('#secondary div.widget_shopping_cart_content a.remove_from_cart_button').first();

/** A simple product put in the cart through the platform's own call, before the page is opened. */
async function oneInCart(page: Page): Promise<void> {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await page.reload();
  await expect(sidebarRemove(page)).toBeVisible();
}

const miniCartRemove: Drive = {
  page: '/shop/',
  action: 'remove the line from the mini-cart',
  press: sidebarRemove,
  before: oneInCart,
  act: (page) => sidebarRemove(page).click(),
  // §8: a failed remove follows the item's remove link (offline: the browser's own offline page).
  usable: (page) => expect(page).toHaveURL(/\/cart\/\?remove_item=|\/cart\/$|^chrome-error:/),
  // The link's page is the truth: the line is gone, on the server too; offline, the browser said the
  // page could not load, and the server never heard of the remove: the line is still there.
  state: async (page) => {
    const offline = page.url().startsWith('chrome-error:');
    expect((await serverCart(page)).count).toBe(offline ? '1 item' : '0 items');
    if (!offline) {
      if (!page.url().endsWith('/cart/')) await page.goto('/cart/');
      await expect(page.locator('.cart-empty')).toBeVisible();
    }
  },
  // Back on the shop, the remove works (when there is still something to remove).
  retry: async (page) => {
    if ((await serverCart(page)).count === '0 items') return;
    await page.goto('/shop/');
    await sidebarRemove(page).click();
    await expect(page.locator('a.cart-contents .count').first()).toHaveText('0 items');
    expect((await serverCart(page)).count).toBe('0 items');
  },
};

const QUICK_VIEW_TRIGGER = 'li.product .minimog-quick-view-btn[data-pid="101"]';
const quickViewDialog = (page: Page) => page.locator('dialog.shop-islands-quick-view');

const quickView: Drive = {
  page: '/shop/',
  action: "click a card's quick-view button",
  press: (page) => page.locator(QUICK_VIEW_TRIGGER),
  act: (page) => page.locator(QUICK_VIEW_TRIGGER).click(),
  message: jsonCallMessage,
  messageAt: (page) => quickViewDialog(page).locator('.quick-view-failure[role="alert"]'),
  usable: async (page) => {
    await expect(page.locator(QUICK_VIEW_TRIGGER)).not.toHaveClass(/loading/);
    await page.keyboard.press('Escape');
    await expect(quickViewDialog(page)).toBeHidden();
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await page.locator(QUICK_VIEW_TRIGGER).click();
    await expect(quickViewDialog(page).locator('button.single_add_to_cart_button')).toBeVisible();
  },
};

const variationForm = (page: Page) => page.locator('form.variations_form.cart');

/** The street collection's form asks the server for its variations (too many to print them all). */
const variationLookup: Drive = {
  page: '/product/street-documentary-collection/',
  action: 'choose a variation on the product page',
  press: variationForm,
  before: (page) => expect(variationForm(page)).toHaveAttribute('data-island-state', 'live'),
  act: async (page) => {
    await page.locator('#pa_format').selectOption('capture-one');
    await page.locator('#pa_licence').selectOption('personal');
  },
  message: jsonCallMessage,
  messageAt: (page) => variationForm(page).locator('.wc-variation-lookup-error'),
  usable: async (page) => {
    await expect(page.locator('#pa_licence')).toBeEnabled();
    await expect(variationForm(page).locator('button.single_add_to_cart_button').first()).toHaveClass(/\bdisabled\b/);
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await page.locator('#pa_licence').selectOption('commercial');
    await expect(page.locator('input.variation_id')).toHaveValue('222');
  },
};

const cartDiscount = (page: Page) => page.locator('div.cart_totals tr.cart-discount');

/** The cart page's coupon form: §8 shows nothing for a failed coupon call; the form stays usable. */
const cartCoupon: Drive = {
  page: '/cart/',
  action: 'apply a coupon on the cart page',
  press: (page) => page.getByRole('button', { name: 'Apply coupon' }),
  before: async (page) => {
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
    await page.reload();
    await expect(page.locator('form.woocommerce-cart-form')).toHaveAttribute('data-island-state', 'live');
    await page.getByText('Have a coupon?').click();
    await expect(page.getByLabel('Coupon:')).toBeVisible();
  },
  act: async (page) => {
    await page.getByLabel('Coupon:').fill('summer10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
  },
  usable: async (page) => {
    await expect(page.locator('.processing')).toHaveCount(0);
    await expect(cartDiscount(page)).toHaveCount(0);
  },
  // Nothing half-applied: the server's cart page has no discount either.
  state: async (page) => {
    await page.goto('/cart/');
    await expect(page.locator('form.woocommerce-cart-form')).toHaveAttribute('data-island-state', 'live');
    await expect(cartDiscount(page)).toHaveCount(0);
  },
  retry: async (page) => {
    if (!(await page.locator('details.cart-coupon').evaluate((el) => (el as HTMLDetailsElement).open))) {
      await page.getByText('Have a coupon?').click();
    }
    await page.getByLabel('Coupon:').fill('summer10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(cartDiscount(page)).toContainText('summer10');
  },
};

const productForm = (page: Page) => page.locator('form.variations_form.cart');
const productAdd = (page: Page) =>
  productForm(page).locator('.woocommerce-variation-add-to-cart > button.single_add_to_cart_button').first();

/**
 * A 200 that is no add answer (a page, broken JSON) says the in-place endpoint is not there: the
 * product form then posts the plain way, as the platform's own form does (protocol/product-add.ts
 * endpointMissing), and the page that comes back is the one the shopper is told by.
 */
const postsPlainly = (fault: MatrixFault): boolean => fault === 'html' || fault === 'invalid-json';

/** The product page's add (the theme's endpoint): the money path's other half. */
const productFormAdd: Drive = {
  page: '/product/master-grading-suite/',
  action: 'add a chosen variation from the product page',
  press: productAdd,
  before: async (page) => {
    await expect(productForm(page)).toHaveAttribute('data-island-state', 'live');
    await page.locator('#pa_format').selectOption('capture-one');
    await page.locator('#pa_licence').selectOption('personal');
    await page.locator('#pa_edition').selectOption('plus');
    await expect(productAdd(page)).not.toHaveClass(/\bdisabled\b/);
  },
  act: (page) => productAdd(page).click(),
  message: (fault) => (postsPlainly(fault) ? undefined : jsonCallMessage(fault)),
  messageAt: (page) => productForm(page).locator('.shop-islands-notice--error'),
  usable: async (page, fault) => {
    if (postsPlainly(fault)) {
      await expect(page.locator('.woocommerce-message').first()).toContainText('added to your cart');
      await expect(page.locator(COUNT).first()).toHaveText('1 item');
      return;
    }
    await expect(productAdd(page)).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('#pa_edition')).toHaveValue('plus');
    await expect(page.locator(COUNT).first()).toHaveText('0 items');
  },
  state: async (page, fault) => expect((await serverCart(page)).count).toBe(postsPlainly(fault) ? '1 item' : '0 items'),
  retry: async (page, fault) => {
    if (postsPlainly(fault)) return;
    await productAdd(page).click();
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    // The header counts the add at its click: the server is polled until the add is answered.
    await expect.poll(async () => (await serverCart(page)).count).toBe('1 item');
  },
};

const swatchCard = (page: Page) => page.locator('li.product', { has: page.locator('.wopb-loop-variations-form[data-product_id="103"]') });
const swatchAdd = (page: Page) => swatchCard(page).locator('a.add_to_cart_button');

/** A product card's swatches add the chosen variation through the theme's `woocommerce_add_to_cart`. */
const cardSwatchAdd: Drive = {
  page: '/shop/',
  action: "choose a card's variation by its swatches and add it",
  press: swatchAdd,
  before: async (page) => {
    await swatchCard(page)
      .getByRole('group', { name: /^Format/ })
      .getByRole('button', { name: 'Lightroom' })
      .click();
    await swatchCard(page)
      .getByRole('group', { name: /^Licence/ })
      .getByRole('button', { name: 'Personal' })
      .click();
    await expect(swatchAdd(page)).toHaveText('Add to cart');
  },
  act: (page) => swatchAdd(page).click(),
  message: jsonCallMessage,
  messageAt: (page) => swatchCard(page).locator('.shop-islands-notice--error'),
  usable: async (page) => {
    await expect(swatchAdd(page)).not.toHaveClass(/\bloading\b/);
    await expect(swatchAdd(page)).toHaveText('Add to cart');
    await expect(page.locator(COUNT).first()).toHaveText('0 items');
  },
  state: async (page) => expect((await serverCart(page)).count).toBe('0 items'),
  retry: async (page) => {
    await swatchAdd(page).click();
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    await expect(swatchCard(page).locator('.shop-islands-notice--error')).toHaveCount(0);
    expect((await serverCart(page)).count).toBe('1 item');
  },
};

const HEADER_CART = '#site-header-cart a.cart-contents';
const drawer = (page: Page) => page.locator('#popup-fly-cart');
const drawerQuantity = (page: Page) => drawer(page).locator('input.qty');
const FRAGMENTS_ERROR = 'wc_fragments_ajax_error';

/** One of product 101 in the cart, put there through the platform's own call; the page is then opened again. */
async function goldenHourInCart(page: Page): Promise<void> {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await page.reload();
  await expect(page.locator(COUNT).first()).toHaveText('1 item');
}

/** The drawer, open and done loading (its first opening reloads the fragments). */
async function drawerOpen(page: Page): Promise<void> {
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toHaveClass(/\bis-loaded\b/);
  await expect(drawer(page)).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * The drawer opened with the cart in it. The page's start-up refresh fills the (hidden) drawer
 * first: a click on the header link while its answer replaces that link is lost (reported, not
 * this matrix's subject), so the shopper clicks once it has landed.
 */
async function openDrawerWithCart(page: Page): Promise<void> {
  await goldenHourInCart(page);
  await expect(drawerQuantity(page)).toHaveCount(1);
  await page.locator(HEADER_CART).click();
  await drawerOpen(page);
}

/**
 * The drawer's first opening reloads the fragments, which fill its body (the page prints it
 * empty). §8: a failed refresh only fires the fragments-error event; the drawer is still a
 * dialog with its links, and the next opening tries again.
 */
const drawerFragments: Drive = {
  page: '/shop/',
  action: 'open the cart drawer (its first opening refreshes the fragments)',
  press: (page) => page.locator(HEADER_CART),
  before: async (page) => {
    await goldenHourInCart(page);
    // The start-up refresh (the fault's too, when it is the server's) has settled: see openDrawerWithCart.
    await page.waitForLoadState('networkidle');
    await countBodyEvents(page, FRAGMENTS_ERROR);
  },
  act: (page) => page.locator(HEADER_CART).click(),
  usable: async (page) => {
    await drawerOpen(page);
    await expect.poll(() => bodyEventCount(page, FRAGMENTS_ERROR)).toBeGreaterThan(0);
    await expect(drawer(page).getByRole('link', { name: 'View cart' })).toBeVisible();
  },
  state: async (page) => expect((await serverCart(page)).lines).toEqual([['101', 1]]),
  retry: async (page) => {
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    const refreshed = page.waitForResponse((answer) => answer.url().includes('wc-ajax=get_refreshed_fragments') && answer.ok());
    await page.locator(HEADER_CART).click();
    await refreshed;
    await drawerOpen(page);
    await expect(drawerQuantity(page)).toHaveValue('1');
  },
};

const couponButton = (page: Page) => drawer(page).getByRole('button', { name: 'Coupon', exact: true });
const couponPanel = (page: Page) => page.getByRole('dialog', { name: 'Add a coupon' });

/** An add-on panel's template is loaded on first use; a failed load says why and is tried again on the next use. */
const drawerPanel: Drive = {
  page: '/shop/',
  action: "open the cart drawer's coupon panel (its template loads on first use)",
  press: couponButton,
  before: openDrawerWithCart,
  act: (page) => couponButton(page).click(),
  message: jsonCallMessage,
  messageAt: (page) => couponPanel(page).getByRole('alert'),
  usable: async (page) => {
    await expect(couponPanel(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(couponPanel(page)).not.toHaveClass(/\bloaded\b/);
    await page.keyboard.press('Escape');
    await expect(couponPanel(page)).toBeHidden();
    await expect(couponButton(page)).toBeFocused();
  },
  state: async (page) => expect((await serverCart(page)).lines).toEqual([['101', 1]]),
  retry: async (page) => {
    await couponButton(page).click();
    await expect(couponPanel(page)).toHaveClass(/\bloaded\b/);
    await expect(couponPanel(page).getByLabel('Coupon code')).toBeFocused();
    await expect(couponPanel(page).getByRole('alert')).toHaveCount(0);
  },
};

/** What a failed quantity change says under its item: §8 codes; a refused nonce (`-1`, 403) has no words of its own. */
function quantityMessage(fault: MatrixFault): string | undefined {
  return fault === 'stale-nonce' ? PROTOCOL_MESSAGES.unknown_error : jsonCallMessage(fault);
}

/** A quantity change in the drawer: a failure puts the last good value back and says why under the item. */
const drawerQuantityChange: Drive = {
  page: '/shop/',
  action: "change an item's quantity in the cart drawer",
  press: drawerQuantity,
  before: openDrawerWithCart,
  act: (page) => drawerQuantity(page).fill('2'),
  message: quantityMessage,
  messageAt: (page) => drawer(page).locator('.fly-cart-item-error[role="alert"]'),
  usable: async (page) => {
    await expect(drawerQuantity(page)).toHaveValue('1');
    await expect(drawerQuantity(page)).toBeEditable();
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
  },
  state: async (page) => expect((await serverCart(page)).lines).toEqual([['101', 1]]),
  retry: async (page) => {
    await drawerQuantity(page).fill('3');
    await expect(page.locator(COUNT).first()).toHaveText('3 items');
    await expect(drawer(page).locator('.fly-cart-item-error')).toHaveCount(0);
    expect((await serverCart(page)).lines).toEqual([['101', 3]]);
  },
};

/** These drives and the cart page's, by the contract site of their matrix row. */
export const CART_DRIVES: Readonly<Record<string, Drive>> = {
  ...CART_PAGE_DRIVES,
  "protocol/cart.ts | 'add_to_cart' | { wcAjax: ADD_TO_CART_ENDPOINT }": listingAdd,
  "protocol/cart.ts | 'remove_from_cart' | { wcAjax: 'remove_from_cart' }": miniCartRemove,
  'protocol/quick-view.ts | quickViewEndpoint(theme) | { wcAjax: quickViewEndpoint(theme) }': quickView,
  "protocol/cart.ts | 'get_variation' | { wcAjax: 'get_variation' }": variationLookup,
  "protocol/coupons.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' }": cartCoupon,
  'protocol/theme-cart.ts | `${theme}_add_to_cart` | { wcAjax: `${theme}_add_to_cart` }': productFormAdd,
  "protocol/theme-cart.ts | 'theme woocommerce_add_to_cart' | { themeAjax: 'woocommerce_add_to_cart' }": cardSwatchAdd,
  "protocol/cart.ts | 'get_refreshed_fragments' | { wcAjax: 'get_refreshed_fragments' }": drawerFragments,
  "protocol/cart-drawer.ts | 'template_lazyload' | { themeAjax: 'template_lazyload' }": drawerPanel,
  'protocol/cart-drawer.ts | `${theme}_${suffix}` | { wcAjax: `${theme}_${suffix}` }': drawerQuantityChange,
};

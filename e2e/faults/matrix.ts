/**
 * Issue 18's fault matrix: one row per endpoint the islands call, each naming the protocol/
 * contract it comes from (contract-sites.ts: a contract without a row fails matrix.test.ts), and,
 * where the matrix drives it, the page, the shopper's action that sends the call, how to see the
 * widget usable again, the §8 message (or our documented one) and the server state to check.
 * e2e/fault-matrix.spec.ts generates one test per endpoint × fault from it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '../../protocol/client.ts';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { DEFAULT_VENDORS as VENDORS } from '../../dom-bridge/vendors.ts';

/** Server-side faults (server/routes/faults.ts) and the two the browser makes (offline, abort). */
export const FAULTS = ['500', 'html', 'invalid-json', 'timeout', 'offline', 'abort', 'stale-nonce'] as const;
export type MatrixFault = (typeof FAULTS)[number];

/** The fragments time-out every cart-fragment call reads from the page config (§7: 5000 ms). */
export const FRAGMENTS_TIMEOUT_MS = 5000;

export interface Drive {
  /** The page the shopper is on. */
  page: string;
  /** What the shopper does, in words (printed by the report). */
  action: string;
  /** Anything the shopper did before (a product in the cart), through the page's own requests. */
  before?: (page: Page) => Promise<void>;
  /**
   * What the shopper presses first: for the offline fault, a press (pointerdown, no click) fetches
   * the island's code before the connection drops (src/strategies/interaction.ts). Offline before
   * the code came, an island fails and its click goes on to the server link (the entry's documented
   * fallback), which is the browser's own offline page: not what this matrix measures.
   */
  press: (page: Page) => Locator;
  /** The shopper's action that sends the call. */
  act: (page: Page) => Promise<void>;
  /** The message the shopper sees after `fault`, if the spec shows one there (§8, else ours). */
  message?: (fault: MatrixFault) => string | undefined;
  /** Where that message appears. */
  messageAt?: (page: Page) => ReturnType<Page['locator']>;
  /** The widget is usable again (not stuck loading, its control enabled). */
  usable: (page: Page, fault: MatrixFault) => Promise<void>;
  /** The server's state is what the shopper was told (nothing half-applied); the fault is off by then. */
  state: (page: Page, fault: MatrixFault) => Promise<void>;
  /** After the fault, the same action succeeds (the retry the shopper makes). */
  retry?: (page: Page, fault: MatrixFault) => Promise<void>;
}

export interface MatrixRow {
  /** The contract's definition site, as contract-sites.ts spells it. */
  site: string;
  /** The endpoint as server/routes/faults.ts's requestKeys names it. */
  endpoint: string;
  /** The call's own time-out (its contract's `timeout`). */
  timeoutMs: number;
  /** Whether the call carries a nonce (a stale-nonce fault applies). */
  nonce: boolean;
  /** How the matrix drives it; absent: listed, not yet driven (the report says so). */
  drive?: Drive;
  /** Why a row is not driven, or what is special about it. */
  note?: string;
}

const theme = VENDORS.theme;
const COUNT = 'a.cart-contents .count';

/** The server's cart, as its own fragments say: the header link's count and each mini-cart line (product id → quantity), in cart order. */
export async function serverCart(page: Page): Promise<{ count: string; lines: Array<[string, number]> }> {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments', { form: { time: Date.now() } });
  const body = (await response.json()) as { fragments: Record<string, string> };
  const count = /<span class="count">([^<]*)<\/span>/.exec(body.fragments['a.cart-contents'] ?? '')?.[1] ?? '?';
  const mini = body.fragments['div.widget_shopping_cart_content'] ?? '';
  const lines = [...mini.matchAll(/data-product_id="(\d+)"[\s\S]*?<span class="quantity">(\d+) &times;/g)].map((m): [string, number] => [
    m[1]!,
    Number(m[2]),
  ]);
  return { count: count.trim(), lines };
}

/** What a JSON call's failure says (§8 codes; the time-out's wording is ours, protocol/errors.ts). */
export function jsonCallMessage(fault: MatrixFault): string | undefined {
  switch (fault) {
    case '500':
    case 'html':
    case 'invalid-json':
      return PROTOCOL_MESSAGES.invalid_json;
    case 'timeout':
      return PROTOCOL_MESSAGES.timeout;
    case 'offline':
    case 'abort':
      return PROTOCOL_MESSAGES.fetch_error;
    default:
      return undefined;
  }
}

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

/** What the wishlist's calls say: its own refusal text for a stale nonce, §8 codes otherwise (json-or-text). */
function wishlistMessage(fault: MatrixFault): string {
  if (fault === 'stale-nonce') return 'Permissions check failed!';
  if (fault === 'timeout') return PROTOCOL_MESSAGES.timeout;
  if (fault === 'offline' || fault === 'abort') return PROTOCOL_MESSAGES.fetch_error;
  // A failed or unreadable answer that is no JSON at all: the shape is not the add-on's.
  return PROTOCOL_MESSAGES.unknown_error;
}

const wishlistButton = (page: Page) => page.locator('li.product .woosw-btn-101');

/** The server's wishlist count for this visitor, asked with the page's own nonce. */
async function serverWishlistCount(page: Page): Promise<number> {
  const nonce = await page.evaluate(() => (window as unknown as { woosw_vars: { nonce: string } }).woosw_vars.nonce);
  const response = await page.request.post('/?wc-ajax=woosw_load_count', { form: { action: 'wishlist_load_count', nonce } });
  const body = (await response.json()) as { count?: number };
  return body.count ?? 0;
}

const wishlistAdd: Drive = {
  page: '/shop/',
  action: "click a card's wishlist button",
  press: wishlistButton,
  act: (page) => wishlistButton(page).click(),
  message: wishlistMessage,
  messageAt: (page) => page.locator('#woosw-toast'),
  usable: async (page) => {
    await expect(wishlistButton(page)).toHaveText('Add to wishlist');
    await expect(wishlistButton(page)).not.toHaveClass(/woosw-adding/);
    await expect(page.locator('.woosw-menu-item .woosw-menu-item-inner')).toHaveAttribute('data-count', '0');
  },
  state: async (page) => expect(await serverWishlistCount(page)).toBe(0),
  retry: async (page) => {
    await wishlistButton(page).click();
    await expect(page.locator('.woosw-menu-item .woosw-menu-item-inner')).toHaveAttribute('data-count', '1');
    expect(await serverWishlistCount(page)).toBe(1);
  },
};

const searchPopup = (page: Page) => page.locator('#popup-search');

const popupSearch: Drive = {
  page: '/disclaimer/',
  action: 'type a query in the popup search',
  press: (page) => page.locator('.page-open-popup-search'),
  act: async (page) => {
    await page.locator('.page-open-popup-search').click();
    await expect(searchPopup(page).locator('.search-field')).toBeFocused();
    await searchPopup(page).locator('.search-field').fill('fil');
  },
  // §8: a search failure clears the spinner silently.
  usable: async (page) => {
    await expect(searchPopup(page)).not.toHaveClass(/\bloading\b/);
    await expect(searchPopup(page).locator('.search-field')).toBeEditable();
  },
  state: async () => {},
  retry: async (page) => {
    await searchPopup(page).locator('.search-field').fill('film');
    await expect(searchPopup(page).locator('.minimog-grid .grid-item h3').first()).toBeVisible();
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

const loadMoreBlock = (page: Page) => page.locator('.wopb-block-wopbgrid1lm');
const loadMoreButton = (page: Page) => loadMoreBlock(page).locator('.wopb-loadmore-action');
const loadMoreItems = (page: Page) => loadMoreBlock(page).locator('.wopb-block-item .wopb-cart-action > a[data-product_id]');

/**
 * ProductX's load-more: §8 only logs its failures; ours also offers a retry beside the button. A
 * stale nonce (ProductX's empty 200) is met with a fresh one and the call sent again (§8).
 */
const productxLoadMore: Drive = {
  page: '/productx/',
  action: "click a ProductX grid's Load more",
  press: loadMoreButton,
  before: (page) => expect(page.locator('[data-island="wopb-load-more"]')).toHaveAttribute('data-island-state', 'live'),
  act: (page) => loadMoreButton(page).click(),
  usable: async (page, fault) => {
    await expect(loadMoreBlock(page).locator('.shop-islands-retry')).toHaveCount(fault === 'stale-nonce' ? 0 : 1);
    await expect(loadMoreButton(page)).not.toHaveClass(/wopb-loading-active/);
    await expect(loadMoreItems(page)).toHaveCount(fault === 'stale-nonce' ? 12 : 6);
  },
  state: async () => {},
  retry: async (page, fault) => {
    await loadMoreButton(page).click();
    await expect(loadMoreItems(page)).toHaveCount(fault === 'stale-nonce' ? 18 : 12);
    await expect(loadMoreBlock(page).locator('.shop-islands-retry')).toHaveCount(0);
  },
};

const cookieNotice = (page: Page) => page.locator('#cookie-notice');
const cookieAccept = (page: Page) => cookieNotice(page).getByRole('button', { name: 'Accept' });

/** The theme's cookie notice: acceptance is stored only once the server says yes. */
const cookieConsent: Drive = {
  page: '/disclaimer/',
  action: "accept the theme's cookie notice",
  press: cookieAccept,
  before: (page) => expect(cookieNotice(page)).toBeVisible(),
  act: (page) => cookieAccept(page).click(),
  // An answer that is no success is a failure without words of its own.
  message: wishlistMessage,
  messageAt: (page) => cookieNotice(page).getByRole('alert'),
  usable: async (page) => {
    await expect(cookieNotice(page)).toBeVisible();
    await expect(cookieAccept(page)).toBeEnabled();
  },
  state: async (page) => expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBeNull(),
  retry: async (page) => {
    await cookieAccept(page).click();
    await expect(cookieNotice(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('minimog_cookie_accepted'))).toBe('yes');
  },
};

const searchBlock = (page: Page) => page.locator('.wopb-product-search-block').first();
const searchBlockInput = (page: Page) => searchBlock(page).locator('.wopb-search-input');

/** ProductX's search block: §8 clears the spinner silently; a stale nonce is met with a fresh one. */
const productxSearch: Drive = {
  page: '/search-block/',
  action: "type a query in ProductX's search block",
  press: searchBlockInput,
  act: (page) => searchBlockInput(page).fill('film'),
  usable: async (page, fault) => {
    await expect(searchBlock(page).locator('.wopb-loader-container')).not.toHaveClass(/wopb-spin-loader/);
    await expect(searchBlock(page)).not.toContainText('critical error');
    if (fault === 'stale-nonce') await expect(searchBlock(page).locator('.wopb-search-items .wopb-item-title').first()).toBeVisible();
    await expect(searchBlockInput(page)).toBeEditable();
  },
  state: async () => {},
  retry: async (page) => {
    await searchBlockInput(page).fill('moody');
    await expect(searchBlock(page).locator('.wopb-search-items .wopb-item-title').first()).toBeVisible();
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

/** One row per endpoint; `site` ties it to its contract. Rows without `drive` are listed, not run. */
export const MATRIX: readonly MatrixRow[] = [
  {
    site: "protocol/cart.ts | 'add_to_cart' | { wcAjax: 'add_to_cart' }",
    endpoint: 'wc-ajax:add_to_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: listingAdd,
  },
  {
    site: "protocol/cart.ts | 'remove_from_cart' | { wcAjax: 'remove_from_cart' }",
    endpoint: 'wc-ajax:remove_from_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: miniCartRemove,
  },
  {
    site: "protocol/cart.ts | 'get_refreshed_fragments' | { wcAjax: 'get_refreshed_fragments' }",
    endpoint: 'wc-ajax:get_refreshed_fragments',
    timeoutMs: FRAGMENTS_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/cart.ts | 'get_variation' | { wcAjax: 'get_variation' }",
    endpoint: 'wc-ajax:get_variation',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: variationLookup,
  },
  {
    site: "protocol/account.ts | 'account_form' | { url: () => adminAjax() }",
    endpoint: `admin-ajax:${theme}_user_login`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/account.ts | 'cookie_accepted' | { url: () => adminAjax() }",
    endpoint: `admin-ajax:${theme}_cookie_accepted`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: cookieConsent,
  },
  {
    site: "protocol/account.ts | 'coming_soon_dismiss' | { url: () => restUrl }",
    endpoint: 'rest:/wp/v2/users/me',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/account.ts | 'sales_notification' | { rest: 'sales/v1/notification' }",
    endpoint: 'rest:/sales/v1/notification',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: 'protocol/bought-together.ts | ...common | { wcAjax: ACTION }',
    endpoint: 'wc-ajax:woobt_add_all_to_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: 'protocol/bought-together.ts | ...common | { adminAjax: ACTION }',
    endpoint: 'admin-ajax:woobt_add_all_to_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: 'protocol/bought-together.ts | ...items | { wcAjax: VARIATION_ITEMS }',
    endpoint: 'wc-ajax:woobt_get_variation_items',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: 'protocol/bought-together.ts | ...items | { adminAjax: VARIATION_ITEMS }',
    endpoint: 'admin-ajax:woobt_get_variation_items',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/cart-drawer.ts | 'template_lazyload' | { themeAjax: 'template_lazyload' }",
    endpoint: 'theme-ajax:template_lazyload',
    timeoutMs: FRAGMENTS_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: 'protocol/cart-drawer.ts | `${theme}_${suffix}` | { wcAjax: `${theme}_${suffix}` }',
    endpoint: `wc-ajax:${theme}_update_product_quantity`,
    timeoutMs: FRAGMENTS_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/cart-page.ts | 'cart page' | { page: 'cart' }",
    endpoint: 'page:GET /cart/',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/cart-page.ts | 'cart form' | { page: 'cart' }",
    endpoint: 'page:POST /cart/',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/cart-page.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' }",
    endpoint: 'wc-ajax:apply_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    drive: cartCoupon,
  },
  {
    site: "protocol/cart-page.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' }",
    endpoint: 'wc-ajax:remove_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/cart-page.ts | 'update_shipping_method' | { wcAjax: 'update_shipping_method' }",
    endpoint: 'wc-ajax:update_shipping_method',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/checkout.ts | 'update_order_review' | { wcAjax: 'update_order_review' }",
    endpoint: 'wc-ajax:update_order_review',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/checkout.ts | 'checkout' | { wcAjax: 'checkout' }",
    endpoint: 'wc-ajax:checkout',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/checkout.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' }",
    endpoint: 'wc-ajax:apply_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    note: 'checkout variant',
  },
  {
    site: "protocol/checkout.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' }",
    endpoint: 'wc-ajax:remove_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    note: 'checkout variant',
  },
  {
    site: "protocol/checkout.ts | 'wopb_checkout_login' | { adminAjax: 'wopb_checkout_login' }",
    endpoint: 'admin-ajax:wopb_checkout_login',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: 'protocol/marketing.ts | `${marketing}${IDENTIFY_ACTION_SUFFIX}` | { adminAjax: `${marketing}${IDENTIFY_ACTION_SUFFIX}` }',
    endpoint: `admin-ajax:${VENDORS.marketing}_identify`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/media.ts | 'media_post_process' | { rest: 'wp/v2/media/{id}/post-process' }",
    endpoint: 'rest:/wp/v2/media/*',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    note: 'no island uploads media on the fixture shop',
  },
  {
    site: "protocol/media.ts | 'media_delete' | { rest: 'wp/v2/media/{id}' }",
    endpoint: 'rest:/wp/v2/media/*',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    note: 'no island uploads media on the fixture shop',
  },
  {
    site: 'protocol/quick-view.ts | quickViewEndpoint(theme) | { wcAjax: quickViewEndpoint(theme) }',
    endpoint: `wc-ajax:${theme}_product_quick_view`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: quickView,
  },
  {
    site: 'protocol/search.ts | `${theme}_search_products` | { themeAjax: `${theme}_search_products` }',
    endpoint: `theme-ajax:${theme}_search_products`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: popupSearch,
  },
  {
    site: "protocol/search.ts | 'wopb_product_search' | { rest: '/wopb/product-search' }",
    endpoint: 'rest:/wopb/product-search',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    drive: productxSearch,
  },
  {
    site: "protocol/store-api.ts | 'store_product' | { rest: 'wc/store/v1/products/{id}' }",
    endpoint: 'rest:/wc/store/v1/products/*',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/store-api.ts | 'store_product_by_slug' | { rest: 'wc/store/v1/products' }",
    endpoint: 'rest:/wc/store/v1/products',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/theme-cart.ts | 'theme woocommerce_add_to_cart' | { themeAjax: 'woocommerce_add_to_cart' }",
    endpoint: 'theme-ajax:woocommerce_add_to_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: 'protocol/theme-cart.ts | `${theme}_add_to_cart` | { wcAjax: `${theme}_add_to_cart` }',
    endpoint: `wc-ajax:${theme}_add_to_cart`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
    drive: productFormAdd,
  },
  {
    site: 'protocol/wishlist.ts | names.endpoint | { url: () => target(names).url }',
    endpoint: 'wc-ajax:woosw_add',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    drive: wishlistAdd,
  },
  {
    site: "protocol/wopb-cart.ts | 'wopb_addcart' | { adminAjax: 'wopb_addcart' }",
    endpoint: 'admin-ajax:wopb_addcart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_load_more' | { wcAjax: 'wopb_load_more' }",
    endpoint: 'wc-ajax:wopb_load_more',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    drive: productxLoadMore,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_pagination' | { wcAjax: 'wopb_pagination' }",
    endpoint: 'wc-ajax:wopb_pagination',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_filter' | { wcAjax: 'wopb_filter' }",
    endpoint: 'wc-ajax:wopb_filter',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_product_filter' | { rest: '/wopb/product-filter' }",
    endpoint: 'rest:/wopb/product-filter',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_show_more_filter_item' | { wcAjax: 'wopb_show_more_filter_item' }",
    endpoint: 'wc-ajax:wopb_show_more_filter_item',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-listing.ts | 'wopb_get_nonce' | { adminAjax: 'wopb_get_nonce' }",
    endpoint: 'admin-ajax:wopb_get_nonce',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/wopb.ts | 'wopb_views' | { rest: '/wopb/views' }",
    endpoint: 'rest:/wopb/views',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb.ts | 'wopb_share_count' | { adminAjax: 'wopb_share_count' }",
    endpoint: 'admin-ajax:wopb_share_count',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
];

/** The faults a row is run with: the stale nonce only where the call carries one. */
export function faultsFor(row: MatrixRow): MatrixFault[] {
  return FAULTS.filter((fault) => fault !== 'stale-nonce' || row.nonce);
}

/** The test title of one pair, which the report reads back from Playwright's JSON. */
export const pairTitle = (row: MatrixRow, fault: MatrixFault): string =>
  `${row.endpoint}${row.note === 'checkout variant' ? ' (checkout)' : ''} × ${fault}`;

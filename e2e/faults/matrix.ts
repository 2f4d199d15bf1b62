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
  /** The shopper's action that sends the call. */
  act: (page: Page) => Promise<void>;
  /** The message the shopper sees after `fault`, if the spec shows one there (§8, else ours). */
  message?: (fault: MatrixFault) => string | undefined;
  /** Where that message appears. */
  messageAt?: (page: Page) => ReturnType<Page['locator']>;
  /** The widget is usable again (not stuck loading, its control enabled). */
  usable: (page: Page) => Promise<void>;
  /** The server's state is what the shopper was told (nothing half-applied); the fault is off by then. */
  state: (page: Page) => Promise<void>;
  /** After the fault, the same action succeeds (the retry the shopper makes). */
  retry?: (page: Page) => Promise<void>;
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

/** A press on `target` (no click): the interaction strategy fetches the island's chunk then (src/strategies/interaction.ts). */
export async function warmIsland(page: Page, target: Locator, chunk: RegExp): Promise<void> {
  const loaded = page.waitForResponse(chunk);
  await target.dispatchEvent('pointerdown', { bubbles: true, isPrimary: true });
  await loaded;
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
  // The connection drops once the island is there: offline before its code came, the entry's
  // documented fallback reloads the page (src/early-add.ts followEarlyAdd), i.e. the browser's offline page.
  before: (page) => warmIsland(page, firstListingButton(page), /\/AddToCartButton-[^/]+\.js$/),
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
    await expect(page.locator(COUNT).first()).toHaveText('1 item');
    expect((await serverCart(page)).count).toBe('1 item');
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
  },
  {
    site: 'protocol/search.ts | `${theme}_search_products` | { themeAjax: `${theme}_search_products` }',
    endpoint: `theme-ajax:${theme}_search_products`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
  },
  {
    site: "protocol/search.ts | 'wopb_product_search' | { rest: '/wopb/product-search' }",
    endpoint: 'rest:/wopb/product-search',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
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
  },
  {
    site: 'protocol/wishlist.ts | names.endpoint | { url: () => target(names).url }',
    endpoint: 'wc-ajax:woosw_add',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
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
export const pairTitle = (row: MatrixRow, fault: MatrixFault): string => `${row.endpoint} × ${fault}`;

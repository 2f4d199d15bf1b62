/**
 * Issue 18's fault matrix: one row per endpoint the islands call, each naming the protocol/
 * contract it comes from (contract-sites.ts: a contract without a row fails matrix.test.ts), and,
 * where the matrix drives it, the drive from its area's file (drives-*.ts: the page, the shopper's
 * action that sends the call, how to see the widget usable again, the message and the server
 * state to check). e2e/fault-matrix.spec.ts generates one test per endpoint × fault from it.
 */
import { DEFAULT_TIMEOUT_MS } from '../../protocol/client.ts';
import { DEFAULT_VENDORS as VENDORS } from '../../dom-bridge/vendors.ts';
import { FAULTS, FRAGMENTS_TIMEOUT_MS, type Drive, type MatrixFault, type MatrixRow } from './drive.ts';
import { ACCOUNT_DRIVES } from './drives-account.ts';
import { BUNDLE_DRIVES } from './drives-bundle.ts';
import { CART_DRIVES } from './drives-cart.ts';
import { CHECKOUT_DRIVES } from './drives-checkout.ts';
import { PRODUCTX_DRIVES } from './drives-productx.ts';
import { SITE_DRIVES } from './drives-site.ts';

export { FAULTS, type MatrixFault, type MatrixRow } from './drive.ts';

const theme = VENDORS.theme;

/** One row per endpoint; `site` ties it to its contract. Rows without `drive` are listed, not run. */
const ROWS: readonly MatrixRow[] = [
  {
    site: "protocol/cart.ts | 'add_to_cart' | { wcAjax: ADD_TO_CART_ENDPOINT }",
    endpoint: 'wc-ajax:add_to_cart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: false,
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
    nonce: true,
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
    site: "protocol/coupons.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' }",
    endpoint: 'wc-ajax:apply_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/coupons.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' }",
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
    site: "protocol/coupons.ts | 'apply_coupon' | { wcAjax: 'apply_coupon' }",
    endpoint: 'wc-ajax:apply_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    variant: 'checkout',
  },
  {
    site: "protocol/coupons.ts | 'remove_coupon' | { wcAjax: 'remove_coupon' }",
    endpoint: 'wc-ajax:remove_coupon',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    variant: 'checkout',
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
    note: 'no page has an upload: protocol/media.ts (uploadMedia and this recovery) is imported by no island or src/ module',
    uncalled: true,
  },
  {
    site: "protocol/media.ts | 'media_delete' | { rest: 'wp/v2/media/{id}' }",
    endpoint: 'rest:/wp/v2/media/*',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    note: 'no page has an upload: protocol/media.ts (uploadMedia and this recovery) is imported by no island or src/ module',
    uncalled: true,
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
    site: 'protocol/wopb-quick-view.ts | WOPB_QUICK_VIEW_ACTION | { wcAjax: WOPB_QUICK_VIEW_ACTION }',
    endpoint: 'wc-ajax:wopb_quickview',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
  },
  {
    site: "protocol/wopb-quick-view.ts | 'wopb_addcart' | { adminAjax: 'wopb_addcart' }",
    endpoint: 'admin-ajax:wopb_addcart',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    nonce: true,
    variant: 'buy now',
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

/** Every drive, by the contract site of the row it drives (one file per area), with the row's variant where one contract has several rows. */
const DRIVES: Readonly<Record<string, Drive>> = {
  ...CART_DRIVES,
  ...SITE_DRIVES,
  ...PRODUCTX_DRIVES,
  ...CHECKOUT_DRIVES,
  ...ACCOUNT_DRIVES,
  ...BUNDLE_DRIVES,
};

/** The rows, each with its drive where an area file has one; the report lists the others as not driven. */
export const MATRIX: readonly MatrixRow[] = ROWS.map((row) => ({
  ...row,
  drive: DRIVES[`${row.site} (${row.variant})`] ?? DRIVES[row.site],
}));

/** The faults a row is run with: the stale nonce only where the call carries one. */
export function faultsFor(row: MatrixRow): MatrixFault[] {
  return FAULTS.filter((fault) => fault !== 'stale-nonce' || row.nonce);
}

/** A row's name: its endpoint, and its variant where another row has the same endpoint. */
export const rowName = (row: MatrixRow): string => (row.variant ? `${row.endpoint} (${row.variant})` : row.endpoint);

/** The test title of one pair, which the report reads back from Playwright's JSON. */
export const pairTitle = (row: MatrixRow, fault: MatrixFault): string => `${rowName(row)} × ${fault}`;

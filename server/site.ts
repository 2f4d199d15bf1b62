/**
 * Site-wide constants of the reference shop: its name, the cookie and storage
 * names the platform derives from the site URL, and the vendor tokens.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_VENDORS } from '../dom-bridge/vendors.ts';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export const SITE_NAME = 'Lumen Presets';

/** The address the platform's hashes are derived from (the default serve address). */
export const SITE_URL = 'http://127.0.0.1:8080';

/** The markup is Storefront's, so the template name is too (it feeds the fragment-cache key). */
export const TEMPLATE = 'storefront';

export const VENDORS = DEFAULT_VENDORS;

/** WordPress's COOKIEHASH: md5(siteurl). */
export const COOKIE_HASH = md5(SITE_URL);

export const COOKIES = {
  /** The platform's guest session cookie; set only once a visitor changes the cart. */
  session: `wp_woocommerce_session_${COOKIE_HASH}`,
  itemsInCart: 'woocommerce_items_in_cart',
  cartHash: 'woocommerce_cart_hash',
} as const;

/** Guest session lifetime, as the platform's (48 hours). */
export const SESSION_MAX_AGE_SECONDS = 48 * 60 * 60;

/** wc_cart_fragments_params' storage-key suffix: md5(blog id + "_" + site url + "/" + template). */
export const FRAGMENTS_HASH = md5(`1_${SITE_URL}/${TEMPLATE}`);

export const URLS = {
  home: '/',
  shop: '/shop/',
  cart: '/cart/',
  checkout: '/checkout/',
  adminAjax: '/wp-admin/admin-ajax.php',
  wcAjax: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  stylesheet: '/fixtures-html/assets/shop.css',
  bundle: '/dist/shop-islands.js',
  jquery: '/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
} as const;

/** Nonce actions, as the platform names them. */
export const NONCE_ACTIONS = {
  rest: 'wp_rest',
  cart: 'woocommerce-cart',
  /** ProductX's nonce (`wopb_core.security`). */
  wopb: 'wopb-nonce',
  /** The wishlist add-on's nonce (`woosw_vars.nonce`); a guest's, the same for every guest as WordPress's logged-out nonces. */
  woosw: 'woosw-security',
  /** The bought-together add-on's nonce (`woobt_vars.nonce`), checked on its calls. */
  woobt: 'woobt-security',
} as const;

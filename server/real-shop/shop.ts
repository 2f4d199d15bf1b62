/**
 * The second shop of the reference backend: the captured WooCommerce 9.9 + Storefront shop
 * (fixtures-html/captures/), served under REAL_PREFIX so it never collides with our own
 * fixture shop. Its catalogue is the captured one; its carts live in the same SQLite store,
 * in sessions of its own (another site: its own session cookie, cookies scoped to its path).
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseCatalogue, type Catalogue } from '../catalogue.ts';
import type { ShopStore } from '../db.ts';
import type { Shop } from '../shop.ts';

/** Where the real shop lives on the reference backend, as WordPress installed in a sub-folder. */
export const REAL_PREFIX = '/real';

/** The captured site's address: every absolute URL in the captures starts with it. */
export const CAPTURED_SITE_URL = 'http://127.0.0.1:8080';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export const REAL_COOKIES = {
  /** wp_woocommerce_session_{COOKIEHASH}: another site URL, another hash, so never our own shop's session. */
  session: `wp_woocommerce_session_${md5(`${CAPTURED_SITE_URL}${REAL_PREFIX}`)}`,
  itemsInCart: 'woocommerce_items_in_cart',
  cartHash: 'woocommerce_cart_hash',
  /** COOKIEPATH of a site in a sub-folder. */
  path: `${REAL_PREFIX}/`,
} as const;

/** The shop's pages and calls, root-relative under the prefix. */
export const REAL_URLS = {
  shop: `${REAL_PREFIX}/shop/`,
  cart: `${REAL_PREFIX}/cart/`,
  checkout: `${REAL_PREFIX}/checkout/`,
  orderReceived: `${REAL_PREFIX}/checkout/order-received/`,
} as const;

/** The nonce the captured pages print for the cart (remove links, the cart form); the real shop does not check nonces. */
export const CAPTURED_CART_NONCE = 'eb47f3e248';

/** A catalogue path (`/product/beanie/`) as the real shop links it. */
export function realUrl(path: string): string {
  return `${REAL_PREFIX}${path}`;
}

const CATALOGUE_PATH = fileURLToPath(new URL('./catalogue.json', import.meta.url));
let cached: Catalogue | undefined;

/** The captured catalogue (ids, prices and stock read off storeapi-products.json and the product pages). */
export function loadRealCatalogue(): Catalogue {
  cached ??= parseCatalogue(JSON.parse(readFileSync(CATALOGUE_PATH, 'utf8')) as unknown);
  return cached;
}

/** The real shop over `store` (shared with our own shop: sessions never overlap). */
export function realShop(store: ShopStore): Shop {
  return { catalogue: loadRealCatalogue(), store };
}

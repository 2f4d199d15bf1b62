/**
 * A typical shared host's slowness, so benchmarks see the cart the way shoppers do: the cart
 * calls wait `SHOP_CART_DELAY_MS` (default 400 ms) before they are handled; pages, static files
 * and every other call answer at once. `npm start` keeps the default; the e2e suite and the
 * scripts that only count bytes set 0. The endpoint is read from the query string on any path,
 * as WordPress reads it, so a shop mounted under another path is delayed the same way.
 */
import type { MiddlewareHandler } from 'hono';
import { VENDORS } from '../site.ts';
import { CART_THEME_AJAX, CART_WC_AJAX } from './cart-ajax.ts';
import { PRODUCT_THEME_AJAX, PRODUCT_WC_AJAX } from './theme-cart.ts';

export const CART_DELAY_ENV = 'SHOP_CART_DELAY_MS';
export const DEFAULT_CART_DELAY_MS = 400;

/** `?wc-ajax=` endpoints that read or change the cart: add, remove, refresh, the theme's add, the cart page's and drawer's calls. */
const CART_WC_ENDPOINTS = new Set([
  'add_to_cart',
  'remove_from_cart',
  'get_refreshed_fragments',
  ...Object.keys(CART_WC_AJAX),
  ...Object.keys(PRODUCT_WC_AJAX),
]);
/** `?{theme}-ajax=` endpoints that do: the theme's add and its drawer's templates. */
const CART_THEME_ENDPOINTS = new Set([...Object.keys(CART_THEME_AJAX), ...Object.keys(PRODUCT_THEME_AJAX)]);

/** The delay `SHOP_CART_DELAY_MS` asks for: unset or empty is the default, anything else a whole number of ms. */
export function cartDelayFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CART_DELAY_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`${CART_DELAY_ENV} must be a whole number of milliseconds (0 turns the delay off), not "${value}".`);
  }
  return ms;
}

/** Whether `url` is one of the cart calls a slow host answers late. */
export function isCartCall(url: URL): boolean {
  const wc = url.searchParams.get('wc-ajax');
  if (wc !== null && CART_WC_ENDPOINTS.has(wc)) return true;
  const theme = url.searchParams.get(`${VENDORS.theme}-ajax`);
  return theme !== null && CART_THEME_ENDPOINTS.has(theme);
}

/** Middleware holding each cart call for `ms` before the rest of the app handles it; a no-op for 0. */
export function delayCartCalls(ms: number): MiddlewareHandler {
  return async (c, next) => {
    if (ms > 0 && isCartCall(new URL(c.req.url))) await new Promise<void>((resolve) => setTimeout(resolve, ms));
    await next();
  };
}

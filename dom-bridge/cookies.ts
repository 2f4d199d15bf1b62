/**
 * The platform's cookies (cart, visit records, notices, timers), read and written on path `/`.
 *
 * Hand-written on purpose: this module is part of the entry, whose budget is 6 KB gz
 * (issue 2), and js-cookie would cost 0.75 KB of it for the one thing used here —
 * URI-encoding names and values the way the platform's own scripts (js-cookie,
 * sourcebuster) do, which `encodeURIComponent` / `decodeURIComponent` already match.
 */

/**
 * The platform's cart cookie the entry reads. Spelled here rather than in constants.ts: an entry
 * module that chunks share and that imports constants.ts makes the bundler split constants.ts out
 * of the entry (a file more on every page; see docs/CONTRIBUTING.md "Entry weight"). The cart
 * hash cookie only the cart code reads is in cart-hash-cookie.ts.
 */
const CART_COOKIES = {
  itemsInCart: 'woocommerce_items_in_cart',
} as const;

/** A cookie's value, or '' when it is not set (a value that is not valid URI encoding is returned as written). */
export function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const pair = part.trim();
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at) !== name) continue;
    const raw = pair.slice(at + 1).replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** Sets a cookie on path `/`; `expires` in days or as a date, omitted → a session cookie. */
export function writeCookie(name: string, value: string, expires?: number | Date): void {
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * 864e5) : expires;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${until ? `; expires=${until.toUTCString()}` : ''}`;
}

/** Removes a cookie set on path `/`. */
export function removeCookie(name: string): void {
  writeCookie(name, '', new Date(0));
}

/** True when the platform says this visitor has a cart (`woocommerce_items_in_cart` > 0). */
export function hasCart(): boolean {
  return Number(readCookie(CART_COOKIES.itemsInCart)) > 0;
}

/**
 * §2 current-link marking: a menu link whose address equals the page's, ignoring an index/default
 * file name and the hash, is current. Pure: addresses in, a yes/no out.
 */

/** File names a server answers for a folder's address (`/shop/index.php` is `/shop/`). */
const DEFAULT_FILE = /\/(?:index|default)\.(?:php|html?|shtml|aspx?|jsp|cgi)$/i;

/** The address without its hash and without a trailing default file name; undefined for what is no address. */
export function comparableAddress(href: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.origin}${url.pathname.replace(DEFAULT_FILE, '/')}${url.search}`;
}

/**
 * Whether a link's `href` addresses the page at `pageUrl`. A hash-only link (`#`, `#top`) names a
 * place on the page, not a page: menus use it for items that only open a sub-menu.
 */
export function isCurrentLink(href: string, pageUrl: string): boolean {
  if (href.trim() === '' || href.trim().startsWith('#')) return false;
  const link = comparableAddress(href, pageUrl);
  return link !== undefined && link === comparableAddress(pageUrl, pageUrl);
}

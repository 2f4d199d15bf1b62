/**
 * The wishlist page: `/wishlist/` shows the visitor's default list (their `woosw_key` cookie),
 * `/wishlist/{key}/` a list by its key (read-only for anyone who does not own it). Rendered on
 * the fly: the list is the visitor's.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { shopPage } from '../render/pages.ts';
import { wishlistPageSpec } from '../render/wishlist-page.ts';
import type { Shop } from '../shop.ts';
import type { ResolvedPage } from './types.ts';
import { wishlistPageContent } from './wishlist-ajax.ts';

const WISHLIST_ROUTE = /^\/wishlist\/(?:([A-Z0-9]{6})\/)?$/;

/**
 * The shop listing with the add-on set to show a toast after an add, to open the popup from the menu,
 * or to show nothing after an add and open the wishlist page from an added button.
 */
const SETTINGS_PAGES: Record<string, NonNullable<ResolvedPage['spec']['wishlist']>> = {
  '/shop-wishlist-message/': { buttonAction: 'message' },
  '/shop-wishlist-quiet/': { buttonAction: 'no', buttonActionAdded: 'page' },
  '/shop-wishlist-popup-menu/': { menuAction: 'open_popup' },
};

export function resolveWishlistPage(c: Context, shop: Shop, path: string): ResolvedPage | null {
  const settings = SETTINGS_PAGES[path];
  if (settings) return { spec: { ...shopPage(shop.catalogue), wishlist: settings }, fixture: null, status: 200 };
  const match = WISHLIST_ROUTE.exec(path);
  if (!match) return null;
  const content = wishlistPageContent(shop, getCookie(c, 'woosw_key'), match[1] ?? null);
  if (content === null) return null;
  return { spec: wishlistPageSpec(content), fixture: null, status: 200 };
}

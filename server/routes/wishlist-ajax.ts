/**
 * The wishlist add-on's endpoints (§7 Wishlist): `/?wc-ajax=woosw_*` (the captured 5.x) and the
 * same calls as admin-ajax actions (the spec's names). A wrong nonce is answered, as the add-on
 * does, with the plain text 'Permissions check failed!'; a product or list it does not know gets
 * `status: 0` and its error notice.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomInt } from 'node:crypto';
import { absint, readRequest, sendJson, wpDie } from '../http.ts';
import { nonceFor, type Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
import * as wishlist from '../wishlist.ts';
import { listItems } from '../wishlist-store.ts';
import { manageContent, wishlistMenuItem, wishlistPageList, wishlistPopupContent } from '../render/wishlist.ts';
import type { AjaxHandler } from './types.ts';

const KEY_COOKIE = 'woosw_key';
const KEY_DAYS = 7;

interface Call {
  shop: Shop;
  form: Record<string, string>;
  /** The visitor's default list's key (the cookie), made when they have none. */
  key: string;
}

function newKey(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let key = '';
  for (let i = 0; i < 6; i++) key += chars.charAt(randomInt(chars.length));
  return key;
}

function setKeyCookie(c: Context, key: string): void {
  setCookie(c, KEY_COOKIE, key, { path: '/', maxAge: KEY_DAYS * 86400, sameSite: 'Lax' });
}

/** The data the client caches (§3): key, the counter fragment, ids. */
export function wishlistData(shop: Shop, key: string): { key: string; fragments: Record<string, string>; ids: object } {
  const view = wishlist.listView(shop.store, shop.catalogue, key, key);
  const ids = view ? wishlist.idsOf(view) : {};
  // PHP's json_encode prints an empty array for an empty map.
  return { key, ids: Object.keys(ids).length ? ids : [], fragments: { '.woosw-menu-item': wishlistMenuItem(view?.items.length ?? 0) } };
}

function answer(shop: Shop, key: string, notice?: string, status = 1): Record<string, unknown> {
  const view = wishlist.listView(shop.store, shop.catalogue, key, key);
  const count = view?.items.length ?? 0;
  return { ...(notice ? { notice } : {}), status, count, data: wishlistData(shop, key), content: view ? wishlistPopupContent(view) : '' };
}

function withCall(handle: (c: Context, call: Call) => Response): AjaxHandler {
  return async (c, shop) => {
    const form = await readRequest(c);
    if (form.nonce !== nonceFor(shop, NONCE_ACTIONS.woosw, null)) return wpDie(c, 'Permissions check failed!');
    const cookie = getCookie(c, KEY_COOKIE);
    const key = wishlist.isKey(cookie) ? cookie : newKey();
    if (key !== cookie) setKeyCookie(c, key);
    return shop.store.transaction(() => {
      wishlist.ensureList(shop.store, key);
      return handle(c, { shop, form, key });
    });
  };
}

/** The list a call names (`key`), when the visitor may change it; else their default. */
function ownedKey({ shop, form, key }: Call): string | null {
  const named = form.key || form.woosw_key || key;
  return wishlist.owns(shop.store, key, named) ? named : null;
}

const add = withCall((c, call) => {
  const target = ownedKey(call) ?? call.key;
  const outcome = wishlist.addProduct(call.shop.store, call.shop.catalogue, target, absint(call.form.product_id));
  if (!outcome.ok) return sendJson(c, answer(call.shop, target, wishlist.WISHLIST_TEXTS.error, 0));
  const notice = outcome.added ? wishlist.WISHLIST_TEXTS.added : wishlist.WISHLIST_TEXTS.already;
  return sendJson(c, answer(call.shop, target, notice));
});

const remove = withCall((c, call) => {
  const target = ownedKey(call);
  if (!target) return sendJson(c, answer(call.shop, call.key, wishlist.WISHLIST_TEXTS.error, 0));
  wishlist.removeProduct(call.shop.store, target, absint(call.form.product_id));
  return sendJson(c, answer(call.shop, target, wishlist.WISHLIST_TEXTS.removed));
});

const empty = withCall((c, call) => {
  const target = ownedKey(call);
  if (!target) return sendJson(c, answer(call.shop, call.key, wishlist.WISHLIST_TEXTS.error, 0));
  wishlist.emptyList(call.shop.store, target);
  return sendJson(c, answer(call.shop, target, wishlist.WISHLIST_TEXTS.emptied));
});

const load = withCall((c, call) => sendJson(c, answer(call.shop, call.key)));
const loadCount = withCall((c, call) => sendJson(c, { status: 1, count: listItems(call.shop.store, call.key).length }));
const getData = withCall((c, call) => sendJson(c, wishlistData(call.shop, call.key)));

function manageHtml(call: Call): string {
  const { lists, defaultKey } = wishlist.ownedLists(call.shop.store, call.key);
  const rows = lists.map((list) => ({ key: list.key, name: list.name, count: listItems(call.shop.store, list.key).length }));
  return manageContent(rows, defaultKey);
}

const manage = withCall((c, call) => wpDie(c, manageHtml(call)));

const addList = withCall((c, call) => {
  wishlist.createNamedList(call.shop.store, call.key, call.form.name ?? '', newKey());
  return wpDie(c, manageHtml(call));
});

const deleteList = withCall((c, call) => {
  wishlist.deleteNamedList(call.shop.store, call.key, call.form.key ?? '');
  return wpDie(c, manageHtml(call));
});

const setDefault = withCall((c, call) => {
  const target = call.form.key ?? '';
  if (!wishlist.makeDefault(call.shop.store, call.key, target)) {
    return sendJson(c, { ...answer(call.shop, call.key, wishlist.WISHLIST_TEXTS.error, 0), products: [] });
  }
  setKeyCookie(c, target);
  const products = listItems(call.shop.store, target).map((item) => item.productId);
  const { content: _list, ...rest } = answer(call.shop, target);
  return sendJson(c, { ...rest, products, content: manageHtml({ ...call, key: target }) });
});

const viewList = withCall((c, call) => {
  const view = wishlist.listView(call.shop.store, call.shop.catalogue, call.form.key ?? '', call.key);
  return wpDie(c, view ? wishlistPopupContent(view) : '');
});

const addNote = withCall((c, call) => {
  const target = ownedKey(call);
  const note = call.form.note ?? '';
  // The note arrives escaped (§5); like the add-on, it is printed as sent, lines broken with <br />.
  if (!target || !wishlist.saveNote(call.shop.store, target, absint(call.form.product_id), note)) return wpDie(c, 'Add note');
  return wpDie(c, note ? note.replace(/\r?\n/g, '<br />\n') : 'Add note');
});

/** `/?wc-ajax=woosw_*` endpoints, for WC_AJAX. */
export const WISHLIST_WC_AJAX: Record<string, AjaxHandler> = {
  woosw_add: add,
  woosw_remove: remove,
  woosw_empty: empty,
  woosw_load: load,
  woosw_load_count: loadCount,
  woosw_get_data: getData,
  woosw_manage_wishlists: manage,
  woosw_add_wishlist: addList,
  woosw_delete_wishlist: deleteList,
  woosw_set_default: setDefault,
  woosw_view_wishlist: viewList,
  woosw_add_note: addNote,
};

/** The same calls as admin-ajax actions (§7's names), for admin-ajax.ts. */
export const WISHLIST_ADMIN_AJAX: Record<string, AjaxHandler> = {
  wishlist_add: add,
  wishlist_remove: remove,
  wishlist_empty: empty,
  wishlist_load: load,
  wishlist_load_count: loadCount,
  woosw_get_data: getData,
  manage_wishlists: manage,
  add_wishlist: addList,
  delete_wishlist: deleteList,
  set_default: setDefault,
  view_wishlist: viewList,
  add_note: addNote,
};

/** The wishlist page (`/wishlist/`: the visitor's default list; `/wishlist/{key}/`: that list, read-only for others). */
export function wishlistPageContent(shop: Shop, cookieKey: string | undefined, key: string | null): string | null {
  const visitorKey = wishlist.isKey(cookieKey) ? cookieKey : undefined;
  const listKey = key ?? visitorKey;
  if (!listKey) return wishlistPageList({ key: '', name: 'Wishlist', items: [], own: false });
  const view = wishlist.listView(shop.store, shop.catalogue, listKey, visitorKey);
  if (!view) return key ? null : wishlistPageList({ key: listKey, name: 'Wishlist', items: [], own: false });
  return wishlistPageList(view);
}

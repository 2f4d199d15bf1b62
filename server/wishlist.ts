/**
 * The wishlist add-on's server side (§7 Wishlist) over server/wishlist-store.ts: a visitor's
 * lists are found from the `woosw_key` cookie (the default list's key); the data the client
 * caches is `{key, fragments, ids}` (§3). Mutations are refused on a list the visitor does not
 * own (a shared list is read-only for others) and for products the catalogue does not have.
 */
import { resolveId, type Catalogue, type Product, type Variation } from './catalogue.ts';
import type { ShopStore } from './db.ts';
import * as lists from './wishlist-store.ts';

export const WISHLIST_TEXTS = {
  added: '{name} has been added to Wishlist.',
  already: '{name} is already in the Wishlist.',
  removed: 'Product has been removed from the Wishlist.',
  emptied: 'All products have been removed from the Wishlist!',
  error: 'Have an error, please try again.',
  empty: 'There are no products on the Wishlist!',
  defaultName: 'Wishlist',
} as const;

/** §9: 6 characters from A–Z and 0–9. */
export function isKey(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Z0-9]{6}$/.test(value);
}

export interface ListedItem {
  product: Product;
  variation: Variation | null;
  productId: number;
  parent: number;
  note: string;
  time: number;
}

/** One list as pages and answers show it. */
export interface ListView {
  key: string;
  name: string;
  items: ListedItem[];
  /** The visitor owns it (may change it); false for a list shared with them. */
  own: boolean;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** The visitor's list for `key`, made (as their default) the first time the key is used. */
export function ensureList(store: ShopStore, key: string): lists.WishlistRow {
  const found = lists.findList(store, key);
  if (found) return found;
  lists.createList(store, key, key, WISHLIST_TEXTS.defaultName, now());
  lists.setDefaultKey(store, key, key);
  return { key, owner: key, name: WISHLIST_TEXTS.defaultName };
}

/** Whether the visitor whose cookie holds `visitorKey` owns the list `key`. */
export function owns(store: ShopStore, visitorKey: string | undefined, key: string): boolean {
  if (!isKey(visitorKey)) return false;
  const list = lists.findList(store, key);
  const mine = lists.findList(store, visitorKey);
  return list !== null && (list.key === visitorKey || (mine !== null && list.owner === mine.owner));
}

export function listView(store: ShopStore, catalogue: Catalogue, key: string, visitorKey: string | undefined): ListView | null {
  const list = lists.findList(store, key);
  if (!list) return null;
  const items = lists.listItems(store, key).flatMap((row): ListedItem[] => {
    const found = resolveId(catalogue, row.productId);
    return found ? [{ ...row, product: found.product, variation: found.variation }] : [];
  });
  return { key, name: list.name, items, own: owns(store, visitorKey, key) };
}

/** §3 ids: product id → {time, price, parent, note}, as the add-on keeps them. */
export function idsOf(view: ListView): Record<string, { time: number; price: string; parent: number; note: string }> {
  const ids: Record<string, { time: number; price: string; parent: number; note: string }> = {};
  for (const item of view.items) {
    ids[String(item.productId)] = {
      time: item.time,
      price: item.variation?.price ?? item.product.price,
      parent: item.parent,
      note: item.note,
    };
  }
  return ids;
}

export type AddOutcome = { ok: true; added: boolean; name: string } | { ok: false };

/** Adds a product (or variation, keeping its parent) to `key`; unknown ids are refused. */
export function addProduct(store: ShopStore, catalogue: Catalogue, key: string, productId: number): AddOutcome {
  const found = productId > 0 ? resolveId(catalogue, productId) : null;
  if (!found) return { ok: false };
  const parent = found.variation ? found.product.id : 0;
  const added = lists.addItem(store, key, productId, parent, now());
  return { ok: true, added, name: found.product.name };
}

export function removeProduct(store: ShopStore, key: string, productId: number): void {
  lists.removeItem(store, key, productId);
}

export function emptyList(store: ShopStore, key: string): void {
  lists.emptyItems(store, key);
}

/** Saves an already escaped note (the client escapes it, §5); false when the product is not listed. */
export function saveNote(store: ShopStore, key: string, productId: number, note: string): boolean {
  return lists.setNote(store, key, productId, note);
}

/** The visitor's lists (their owner's), with which one is the default. */
export function ownedLists(store: ShopStore, visitorKey: string): { lists: lists.WishlistRow[]; defaultKey: string } {
  const owner = ensureList(store, visitorKey).owner;
  return { lists: lists.listsOf(store, owner), defaultKey: lists.defaultKey(store, owner) ?? visitorKey };
}

/** The add-on's "maximum wishlists per user" (its default, 5), the default list included. */
export const MAX_WISHLISTS = 5;

/** Adds a named list; false (nothing added, as the add-on answers) once the visitor has MAX_WISHLISTS. */
export function createNamedList(store: ShopStore, visitorKey: string, name: string, newKey: string): boolean {
  const owner = ensureList(store, visitorKey).owner;
  if (lists.listsOf(store, owner).length >= MAX_WISHLISTS) return false;
  lists.createList(store, newKey, owner, name.trim() || WISHLIST_TEXTS.defaultName, now());
  return true;
}

export function makeDefault(store: ShopStore, visitorKey: string, key: string): boolean {
  if (!owns(store, visitorKey, key)) return false;
  const list = lists.findList(store, key);
  if (!list) return false;
  lists.setDefaultKey(store, list.owner, key);
  return true;
}

/** Deletes an owned list other than the default one. */
export function deleteNamedList(store: ShopStore, visitorKey: string, key: string): boolean {
  const { defaultKey } = ownedLists(store, visitorKey);
  if (key === defaultKey || !owns(store, visitorKey, key)) return false;
  lists.deleteList(store, key);
  return true;
}

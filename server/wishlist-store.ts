/**
 * The wishlists in the shop's SQLite file (server/db.ts's connection, its own tables): named
 * lists by key, each owned by a visitor (the owner is the key of the visitor's first list, which
 * the `woosw_key` cookie carried), the owner's default list, and the items with their product,
 * variation parent and note.
 */
import type Database from 'better-sqlite3';
import type { ShopStore } from './db.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS woosw_lists (
  list_key   TEXT PRIMARY KEY,
  owner      TEXT NOT NULL,
  name       TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS woosw_owners (
  owner       TEXT PRIMARY KEY,
  default_key TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS woosw_items (
  list_key   TEXT NOT NULL REFERENCES woosw_lists(list_key) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  parent     INTEGER NOT NULL,
  note       TEXT NOT NULL DEFAULT '',
  added_at   INTEGER NOT NULL,
  PRIMARY KEY (list_key, product_id)
);
`;

export interface WishlistRow {
  key: string;
  owner: string;
  name: string;
}

export interface WishlistItemRow {
  productId: number;
  parent: number;
  note: string;
  /** Seconds since the epoch, as the add-on keeps `time`. */
  time: number;
}

const ready = new WeakSet<Database.Database>();

function db(store: ShopStore): Database.Database {
  const connection = store.connection;
  if (!ready.has(connection)) {
    connection.exec(SCHEMA);
    ready.add(connection);
  }
  return connection;
}

export function findList(store: ShopStore, key: string): WishlistRow | null {
  const row = db(store).prepare('SELECT list_key AS key, owner, name FROM woosw_lists WHERE list_key = ?').get(key) as
    WishlistRow | undefined;
  return row ?? null;
}

export function createList(store: ShopStore, key: string, owner: string, name: string, now: number): void {
  db(store).prepare('INSERT OR IGNORE INTO woosw_lists (list_key, owner, name, created_at) VALUES (?, ?, ?, ?)').run(key, owner, name, now);
}

export function listsOf(store: ShopStore, owner: string): WishlistRow[] {
  return db(store)
    .prepare('SELECT list_key AS key, owner, name FROM woosw_lists WHERE owner = ? ORDER BY created_at, rowid')
    .all(owner) as WishlistRow[];
}

export function deleteList(store: ShopStore, key: string): void {
  db(store).prepare('DELETE FROM woosw_lists WHERE list_key = ?').run(key);
}

export function defaultKey(store: ShopStore, owner: string): string | null {
  const row = db(store).prepare('SELECT default_key FROM woosw_owners WHERE owner = ?').get(owner) as { default_key: string } | undefined;
  return row?.default_key ?? null;
}

export function setDefaultKey(store: ShopStore, owner: string, key: string): void {
  db(store)
    .prepare(
      'INSERT INTO woosw_owners (owner, default_key) VALUES (?, ?) ON CONFLICT(owner) DO UPDATE SET default_key = excluded.default_key',
    )
    .run(owner, key);
}

export function listItems(store: ShopStore, key: string): WishlistItemRow[] {
  return db(store)
    .prepare('SELECT product_id AS productId, parent, note, added_at AS time FROM woosw_items WHERE list_key = ? ORDER BY added_at, rowid')
    .all(key) as WishlistItemRow[];
}

/** Adds an item; false when it was already listed. */
export function addItem(store: ShopStore, key: string, productId: number, parent: number, now: number): boolean {
  const result = db(store)
    .prepare('INSERT OR IGNORE INTO woosw_items (list_key, product_id, parent, note, added_at) VALUES (?, ?, ?, ?, ?)')
    .run(key, productId, parent, '', now);
  return result.changes > 0;
}

export function removeItem(store: ShopStore, key: string, productId: number): void {
  db(store).prepare('DELETE FROM woosw_items WHERE list_key = ? AND product_id = ?').run(key, productId);
}

export function emptyItems(store: ShopStore, key: string): void {
  db(store).prepare('DELETE FROM woosw_items WHERE list_key = ?').run(key);
}

export function setNote(store: ShopStore, key: string, productId: number, note: string): boolean {
  return db(store).prepare('UPDATE woosw_items SET note = ? WHERE list_key = ? AND product_id = ?').run(note, key, productId).changes > 0;
}

/**
 * The shop's persistent state in one SQLite file: visitor sessions, their cart
 * lines and queued notices, and the server secret nonces are derived from.
 * better-sqlite3 is synchronous, so a request's reads and writes wrapped in
 * `transaction()` are atomic with respect to every other request.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { CartLine } from './cart.ts';

export const DEFAULT_DB_PATH = '.data/shop.sqlite';

export type NoticeType = 'success' | 'error' | 'notice';

/** A queued notice; `html` is trusted markup (the platform's wc_kses_notice output). */
export interface Notice {
  type: NoticeType;
  html: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id         TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  notices    TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS cart_items (
  session_id   TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  item_key     TEXT NOT NULL,
  position     INTEGER NOT NULL,
  product_id   INTEGER NOT NULL,
  variation_id INTEGER NOT NULL,
  variation    TEXT NOT NULL,
  quantity     INTEGER NOT NULL CHECK (quantity > 0),
  custom_price_cents INTEGER,
  PRIMARY KEY (session_id, item_key)
);
CREATE TABLE IF NOT EXISTS cart_meta (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  data       TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_stats (
  product_id INTEGER PRIMARY KEY,
  views      INTEGER NOT NULL DEFAULT 0,
  shares     INTEGER NOT NULL DEFAULT 0
);
`;

interface CartRow {
  item_key: string;
  product_id: number;
  variation_id: number;
  variation: string;
  quantity: number;
  custom_price_cents: number | null;
}

function parseVariation(json: string): Record<string, string> {
  const value: unknown = JSON.parse(json);
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function parseNotices(json: string): Notice[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): Notice[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { type, html } = entry as Record<string, unknown>;
    if ((type === 'success' || type === 'error' || type === 'notice') && typeof html === 'string') return [{ type, html }];
    return [];
  });
}

export class ShopStore {
  private readonly db: Database.Database;
  private cachedSecret: string | undefined;

  /** Opens (creating folder, file and tables as needed) the store at `path`; ':memory:' for a throwaway one. */
  constructor(path: string = DEFAULT_DB_PATH) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    // A database written before name-your-price amounts were kept gains the column; nothing is lost.
    const columns = this.db.prepare('PRAGMA table_info(cart_items)').all() as Array<{ name: string }>;
    if (!columns.some((column) => column.name === 'custom_price_cents'))
      this.db.exec('ALTER TABLE cart_items ADD COLUMN custom_price_cents INTEGER');
  }

  /** The connection, for an area that keeps its own tables in this file (server/checkout-store.ts: customers, orders). */
  get connection(): Database.Database {
    return this.db;
  }

  /** Runs `fn` in one SQLite transaction (BEGIN IMMEDIATE … COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /** The server secret nonces are derived from: random once, then kept in the file. */
  secret(): string {
    if (this.cachedSecret) return this.cachedSecret;
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('nonce_secret') as { value: string } | undefined;
    if (row) return (this.cachedSecret = row.value);
    const secret = randomBytes(32).toString('hex');
    this.db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('nonce_secret', secret);
    return this.secret();
  }

  hasSession(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id) !== undefined;
  }

  /** A new guest session id in the platform's style ("t_" + 30 hex). */
  createSession(): string {
    const id = `t_${randomBytes(15).toString('hex')}`;
    const now = Date.now();
    this.db.prepare('INSERT INTO sessions (id, created_at, updated_at) VALUES (?, ?, ?)').run(id, now, now);
    return id;
  }

  /** The session's cart lines in the order they were first added. */
  loadCart(sessionId: string): CartLine[] {
    const rows = this.db
      .prepare(
        'SELECT item_key, product_id, variation_id, variation, quantity, custom_price_cents FROM cart_items WHERE session_id = ? ORDER BY position',
      )
      .all(sessionId) as CartRow[];
    return rows.map((row) => ({
      key: row.item_key,
      productId: row.product_id,
      variationId: row.variation_id,
      variation: parseVariation(row.variation),
      quantity: row.quantity,
      ...(row.custom_price_cents === null ? {} : { customPriceCents: row.custom_price_cents }),
    }));
  }

  /** Replaces the session's cart with `lines` (call inside `transaction`). */
  saveCart(sessionId: string, lines: CartLine[]): void {
    this.db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId);
    const insert = this.db.prepare(
      'INSERT INTO cart_items (session_id, item_key, position, product_id, variation_id, variation, quantity, custom_price_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    lines.forEach((line, position) => {
      insert.run(
        sessionId,
        line.key,
        position,
        line.productId,
        line.variationId,
        JSON.stringify(line.variation),
        line.quantity,
        line.customPriceCents ?? null,
      );
    });
    this.db.prepare('UPDATE sessions SET updated_at = ? WHERE id = ?').run(Date.now(), sessionId);
  }

  /** The session's cart state beside its lines (coupons, shipping choice, notes) as stored JSON; null when none. */
  loadCartMeta(sessionId: string): string | null {
    const row = this.db.prepare('SELECT data FROM cart_meta WHERE session_id = ?').get(sessionId) as { data: string } | undefined;
    return row?.data ?? null;
  }

  /** Replaces the session's cart state JSON (call inside `transaction`). */
  saveCartMeta(sessionId: string, data: string): void {
    this.db
      .prepare('INSERT INTO cart_meta (session_id, data) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET data = excluded.data')
      .run(sessionId, data);
  }

  /** Queues a notice for the session's next page view. */
  pushNotice(sessionId: string, notice: Notice): void {
    const row = this.db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
    if (!row) return;
    const notices = [...parseNotices(row.notices), notice];
    this.db.prepare('UPDATE sessions SET notices = ? WHERE id = ?').run(JSON.stringify(notices), sessionId);
  }

  /** Returns and clears the session's queued notices. */
  takeNotices(sessionId: string): Notice[] {
    const row = this.db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
    if (!row) return [];
    const notices = parseNotices(row.notices);
    if (notices.length) this.db.prepare("UPDATE sessions SET notices = '[]' WHERE id = ?").run(sessionId);
    return notices;
  }

  /** Counts one view of a product (ProductX's /wopb/views); returns its views so far. */
  countProductView(productId: number): number {
    return this.bumpProductStat(productId, 'views');
  }

  /** Counts one share of a product (ProductX's wopb_share_count); returns its shares so far. */
  countProductShare(productId: number): number {
    return this.bumpProductStat(productId, 'shares');
  }

  /** A product's views and shares (0 when never counted). */
  productStats(productId: number): { views: number; shares: number } {
    const row = this.db.prepare('SELECT views, shares FROM product_stats WHERE product_id = ?').get(productId) as
      { views: number; shares: number } | undefined;
    return row ?? { views: 0, shares: 0 };
  }

  private bumpProductStat(productId: number, column: 'views' | 'shares'): number {
    return this.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO product_stats (product_id, ${column}) VALUES (?, 1) ON CONFLICT(product_id) DO UPDATE SET ${column} = ${column} + 1`,
        )
        .run(productId);
      return this.productStats(productId)[column];
    });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

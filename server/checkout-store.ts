/**
 * The checkout's persistent state, in its own tables of the shop's SQLite file: customer
 * accounts (one demo customer is seeded) and their logins, the checkout details a visitor has
 * entered so far (the platform keeps them in the customer session), and orders with their
 * attribution data. Reads and writes are synchronous, so inside `ShopStore.transaction` they
 * are atomic with the cart's.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ShopStore } from './db.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS customers (
  id         INTEGER PRIMARY KEY,
  username   TEXT NOT NULL UNIQUE,
  email      TEXT NOT NULL UNIQUE,
  password   TEXT NOT NULL,
  billing    TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS logins (
  token       TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS checkout_sessions (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  data       TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  order_key            TEXT NOT NULL UNIQUE,
  created_at           INTEGER NOT NULL,
  status               TEXT NOT NULL,
  created_via          TEXT NOT NULL,
  customer_id          INTEGER,
  session_id           TEXT,
  payment_method       TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  billing              TEXT NOT NULL,
  shipping             TEXT NOT NULL,
  items                TEXT NOT NULL,
  totals               TEXT NOT NULL,
  customer_note        TEXT NOT NULL DEFAULT '',
  attribution          TEXT NOT NULL DEFAULT '{}'
);
`;

/** The seeded account the checkout's inline login is tried with (QA index). */
export const DEMO_CUSTOMER = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'lumen-demo',
  billing: {
    billing_first_name: 'Dana',
    billing_last_name: 'Demo',
    billing_company: '',
    billing_country: 'US',
    billing_address_1: '12 Aperture Lane',
    billing_address_2: '',
    billing_city: 'San Francisco',
    billing_state: 'CA',
    billing_postcode: '94103',
    billing_phone: '4155550123',
    billing_email: 'demo@example.com',
  },
} as const;

/** Orders start at 1001, like a shop that has been open a while. */
const FIRST_ORDER_ID = 1001;

export interface Customer {
  id: number;
  username: string;
  email: string;
  /** `billing_*` → value, what the checkout is prefilled with. */
  billing: Record<string, string>;
}

export interface OrderItem {
  productId: number;
  variationId: number;
  name: string;
  permalink: string;
  quantity: number;
  /** The line after discounts. */
  totalCents: number;
}

export interface OrderTotals {
  subtotalCents: number;
  discounts: Array<{ code: string; amountCents: number }>;
  shipping: { label: string; costCents: number } | null;
  totalCents: number;
}

export interface NewOrder {
  /** `on-hold` for the offline methods (awaiting payment), as the platform sets them. */
  status: string;
  createdVia: 'checkout' | 'admin';
  customerId: number | null;
  sessionId: string | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  items: OrderItem[];
  totals: OrderTotals;
  customerNote: string;
  /** Unprefixed order attribution fields (`source_type`, `utm_source`, …); empty when none were sent. */
  attribution: Record<string, string>;
}

export interface Order extends NewOrder {
  id: number;
  /** `wc_order_…`, the key the order received page asks for. */
  key: string;
  createdAt: number;
}

interface OrderRow {
  id: number;
  order_key: string;
  created_at: number;
  status: string;
  created_via: string;
  customer_id: number | null;
  session_id: string | null;
  payment_method: string;
  payment_method_title: string;
  billing: string;
  shipping: string;
  items: string;
  totals: string;
  customer_note: string;
  attribution: string;
}

function strings(json: string): Record<string, string> {
  const value: unknown = JSON.parse(json);
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  }
  return out;
}

/** scrypt with a per-password salt: `scrypt$salt$hash` (hex). */
export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [, salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'hex');
  const given = scryptSync(password, salt, 32);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** wc_generate_order_key(): `wc_order_` + 13 letters and digits. */
export function generateOrderKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `wc_order_${Array.from(randomBytes(13), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export class CheckoutStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
    db.prepare(
      "INSERT INTO sqlite_sequence (name, seq) SELECT 'orders', ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'orders')",
    ).run(FIRST_ORDER_ID - 1);
    const seeded = db.prepare('SELECT 1 FROM customers WHERE username = ?').get(DEMO_CUSTOMER.username);
    if (!seeded) {
      db.prepare('INSERT INTO customers (username, email, password, billing) VALUES (?, ?, ?, ?)').run(
        DEMO_CUSTOMER.username,
        DEMO_CUSTOMER.email,
        hashPassword(DEMO_CUSTOMER.password),
        JSON.stringify(DEMO_CUSTOMER.billing),
      );
    }
  }

  private customerFrom(row: { id: number; username: string; email: string; billing: string } | undefined): Customer | null {
    return row ? { id: row.id, username: row.username, email: row.email, billing: strings(row.billing) } : null;
  }

  /** The account whose username or e-mail is `login` (case-insensitive), with its password hash. */
  findCustomer(login: string): (Customer & { password: string }) | null {
    const row = this.db
      .prepare('SELECT id, username, email, password, billing FROM customers WHERE lower(username) = lower(?) OR lower(email) = lower(?)')
      .get(login, login) as { id: number; username: string; email: string; password: string; billing: string } | undefined;
    const customer = this.customerFrom(row);
    return customer && row ? { ...customer, password: row.password } : null;
  }

  /** Starts a login; returns its token (the login cookie's value). */
  createLogin(customerId: number, expiresAt: number): string {
    const token = randomBytes(24).toString('hex');
    this.db.prepare('INSERT INTO logins (token, customer_id, expires_at) VALUES (?, ?, ?)').run(token, customerId, expiresAt);
    return token;
  }

  /** The customer logged in with `token`, unless it expired. */
  customerByLogin(token: string, now: number = Date.now()): Customer | null {
    const row = this.db
      .prepare(
        'SELECT c.id, c.username, c.email, c.billing FROM logins l JOIN customers c ON c.id = l.customer_id WHERE l.token = ? AND l.expires_at > ?',
      )
      .get(token, now) as { id: number; username: string; email: string; billing: string } | undefined;
    return this.customerFrom(row);
  }

  /** Keeps the customer's billing details for their next checkout. */
  saveCustomerBilling(customerId: number, billing: Record<string, string>): void {
    this.db.prepare('UPDATE customers SET billing = ? WHERE id = ?').run(JSON.stringify(billing), customerId);
  }

  /** What this visitor has entered at checkout so far (`billing_*`, `payment_method`, …). */
  loadCheckoutSession(sessionId: string): Record<string, string> {
    const row = this.db.prepare('SELECT data FROM checkout_sessions WHERE session_id = ?').get(sessionId) as { data: string } | undefined;
    return row ? strings(row.data) : {};
  }

  saveCheckoutSession(sessionId: string, data: Record<string, string>): void {
    this.db
      .prepare('INSERT INTO checkout_sessions (session_id, data) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET data = excluded.data')
      .run(sessionId, JSON.stringify(data));
  }

  createOrder(order: NewOrder, now: number = Date.now()): Order {
    const key = generateOrderKey();
    const result = this.db
      .prepare(
        `INSERT INTO orders (order_key, created_at, status, created_via, customer_id, session_id, payment_method, payment_method_title,
          billing, shipping, items, totals, customer_note, attribution) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        key,
        now,
        order.status,
        order.createdVia,
        order.customerId,
        order.sessionId,
        order.paymentMethod,
        order.paymentMethodTitle,
        JSON.stringify(order.billing),
        JSON.stringify(order.shipping),
        JSON.stringify(order.items),
        JSON.stringify(order.totals),
        order.customerNote,
        JSON.stringify(order.attribution),
      );
    return { ...order, id: Number(result.lastInsertRowid), key, createdAt: now };
  }

  loadOrder(id: number): Order | null {
    const row = this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      key: row.order_key,
      createdAt: row.created_at,
      status: row.status,
      createdVia: row.created_via === 'admin' ? 'admin' : 'checkout',
      customerId: row.customer_id,
      sessionId: row.session_id,
      paymentMethod: row.payment_method,
      paymentMethodTitle: row.payment_method_title,
      billing: strings(row.billing),
      shipping: strings(row.shipping),
      items: JSON.parse(row.items) as OrderItem[],
      totals: JSON.parse(row.totals) as OrderTotals,
      customerNote: row.customer_note,
      attribution: strings(row.attribution),
    };
  }
}

const stores = new WeakMap<ShopStore, CheckoutStore>();

/** The checkout tables of `store`'s file, created (and the demo customer seeded) on first use. */
export function checkoutStore(store: ShopStore): CheckoutStore {
  let found = stores.get(store);
  if (!found) {
    found = new CheckoutStore(store.connection);
    stores.set(store, found);
  }
  return found;
}

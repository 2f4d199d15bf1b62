/**
 * The cart state the platform keeps in the session beside the lines: applied
 * coupons, the shipping choice per package, the shipping destination (shipping
 * calculator) and the order notes the cart drawer saves. Stored as one JSON row
 * per session (db.ts `cart_meta`), read and written inside the same transaction
 * as the lines.
 */
import type { CartLine } from './cart.ts';
import type { Catalogue } from './catalogue.ts';
import { recheckCoupons } from './coupons.ts';
import type { ShopStore } from './db.ts';
import { DEFAULT_DESTINATION, type Destination } from './shipping.ts';
import { cartTotals, type CartTotals } from './totals.ts';

export interface CartMeta {
  /** Applied coupon codes, lower-case, in the order applied. */
  coupons: string[];
  /** Package index → the rate id the shopper chose. */
  chosenShipping: Record<string, string>;
  destination: Destination;
  /** `order_comments` saved from the cart drawer (§3 "Order notes"). */
  orderNotes: string;
}

export interface CartState {
  lines: CartLine[];
  meta: CartMeta;
}

export function emptyCartMeta(): CartMeta {
  return { coupons: [], chosenShipping: {}, destination: { ...DEFAULT_DESTINATION }, orderNotes: '' };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  return out;
}

/** Stored JSON → meta; anything unreadable falls back to the defaults. */
export function parseCartMeta(json: string | null): CartMeta {
  const meta = emptyCartMeta();
  if (!json) return meta;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return meta;
  }
  if (typeof raw !== 'object' || raw === null) return meta;
  const record = raw as Record<string, unknown>;
  const destination = stringMap(record.destination);
  return {
    coupons: strings(record.coupons),
    chosenShipping: stringMap(record.chosenShipping),
    destination: {
      country: destination.country || DEFAULT_DESTINATION.country,
      state: destination.state ?? DEFAULT_DESTINATION.state,
      city: destination.city ?? '',
      postcode: destination.postcode ?? '',
    },
    orderNotes: typeof record.orderNotes === 'string' ? record.orderNotes : '',
  };
}

/** The session's lines and meta (the empty state for no session). */
export function loadCartState(store: ShopStore, sessionId: string | null): CartState {
  if (!sessionId) return { lines: [], meta: emptyCartMeta() };
  return { lines: store.loadCart(sessionId), meta: parseCartMeta(store.loadCartMeta(sessionId)) };
}

export function saveCartMeta(store: ShopStore, sessionId: string, meta: CartMeta): void {
  store.saveCartMeta(sessionId, JSON.stringify(meta));
}

/** The totals of a state. */
export function stateTotals(catalogue: Catalogue, state: CartState, now: Date = new Date()): CartTotals {
  return cartTotals(catalogue, state.lines, state.meta.coupons, state.meta.chosenShipping, state.meta.destination, now);
}

/**
 * After the lines changed (call inside the transaction that saved them): drops coupons
 * the new cart no longer qualifies for, and all of them once the cart is empty.
 * Returns the platform's notices for what was dropped.
 */
export function recheckCartMeta(store: ShopStore, catalogue: Catalogue, sessionId: string, lines: CartLine[]): string[] {
  const meta = parseCartMeta(store.loadCartMeta(sessionId));
  if (meta.coupons.length === 0) return [];
  const totals = cartTotals(catalogue, lines, [], meta.chosenShipping, meta.destination);
  const { coupons, notices } = recheckCoupons(meta.coupons, totals.subtotalCents, totals.count);
  if (coupons.length !== meta.coupons.length) saveCartMeta(store, sessionId, { ...meta, coupons });
  return notices;
}

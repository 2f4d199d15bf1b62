/**
 * The real shop's cart state: the same lines and meta as our own shop (server/cart-state.ts),
 * changed the way server/cart-change.ts changes them (one transaction, coupons re-checked,
 * notices queued), with the real shop's cookies. Its totals are the captured shop's: the
 * coupon maths of server/totals.ts, and one flat rate of $5.00 (the capture's only method).
 */
import type { Context } from 'hono';
import { cartView, type CartLine, type CartView } from '../cart.ts';
import { loadCartState, recheckCartMeta, saveCartMeta, type CartMeta, type CartState } from '../cart-state.ts';
import type { Notice } from '../db.ts';
import type { Shop } from '../shop.ts';
import { cartTotals, type CouponDiscount } from '../totals.ts';
import { setRealCartCookies, setRealSession } from './session.ts';

/** Flat rate: $5.00, `flat_rate:1`, as the captured cart and checkout show it. */
export const FLAT_RATE = { id: 'flat_rate:1', label: 'Flat rate', costCents: 500 } as const;

export interface RealTotals {
  view: CartView;
  subtotalCents: number;
  discounts: CouponDiscount[];
  shippingCents: number;
  totalCents: number;
}

/** The totals of a state (an empty cart ships nothing). */
export function realTotals(shop: Shop, state: CartState): RealTotals {
  const base = cartTotals(shop.catalogue, state.lines, state.meta.coupons, {}, state.meta.destination);
  const items = cartView(shop.catalogue, state.lines).items.length;
  const shippingCents = items > 0 ? FLAT_RATE.costCents : 0;
  const totalCents = Math.max(0, base.subtotalCents - base.discountCents) + shippingCents;
  return {
    view: cartView(shop.catalogue, state.lines, totalCents),
    subtotalCents: base.subtotalCents,
    discounts: base.discounts,
    shippingCents,
    totalCents,
  };
}

/** The visitor's cart and its totals (the empty cart without a session). */
export function loadRealCart(shop: Shop, sessionId: string | null): RealTotals {
  return realTotals(shop, loadCartState(shop.store, sessionId));
}

export interface RealChange<T> {
  lines?: CartLine[] | null;
  meta?: CartMeta | null;
  notices?: Notice[];
  value: T;
}

/**
 * Applies `change` to the visitor's cart state atomically, then writes the cookies a cart
 * change sets. A visitor without a session gets one only when the change leaves items in the cart.
 */
export function changeRealCart<T>(
  c: Context,
  shop: Shop,
  sessionId: string | null,
  change: (state: CartState) => RealChange<T>,
): { sessionId: string | null; value: T } {
  const { store } = shop;
  const result = store.transaction(() => {
    const outcome = change(loadCartState(store, sessionId));
    const lines = outcome.lines ?? null;
    let id = sessionId;
    let created = false;
    if (id === null && lines !== null && lines.length > 0) {
      id = store.createSession();
      created = true;
    }
    const notices = [...(outcome.notices ?? [])];
    if (id !== null) {
      if (lines !== null) store.saveCart(id, lines);
      if (outcome.meta) saveCartMeta(store, id, outcome.meta);
      if (lines !== null) for (const html of recheckCartMeta(store, shop.catalogue, id, lines)) notices.push({ type: 'error', html });
      for (const notice of notices) store.pushNotice(id, notice);
    }
    return { id, created, changed: id !== null && (lines !== null || Boolean(outcome.meta)), value: outcome.value };
  });
  if (result.created && result.id) setRealSession(c, result.id);
  if (result.changed && result.id) setRealCartCookies(c, loadRealCart(shop, result.id).view);
  return { sessionId: result.id, value: result.value };
}

/**
 * Changes to the cart state beyond the lines (coupons, shipping choice and
 * destination, order notes), made the way server/shop.ts `changeCart` makes line
 * changes: one transaction loads lines + meta, applies a pure change, saves both,
 * re-checks the coupons and queues notices; then the cart cookies follow the new
 * total (the cart hash covers it). A visitor without a session gets one only when
 * the change leaves items in the cart.
 */
import type { Context } from 'hono';
import type { CartLine } from './cart.ts';
import { loadCartState, recheckCartMeta, saveCartMeta, type CartMeta, type CartState } from './cart-state.ts';
import type { Notice } from './db.ts';
import { setCartCookies, setSessionCookie } from './session.ts';
import { loadCartView, type Shop } from './shop.ts';

export interface StateChange<T> {
  /** New lines, or null/absent to keep them. */
  lines?: CartLine[] | null;
  /** New meta, or null/absent to keep it. */
  meta?: CartMeta | null;
  /** Notices for the visitor's next page. */
  notices?: Notice[];
  value: T;
}

export interface StateChangeResult<T> {
  sessionId: string | null;
  changed: boolean;
  value: T;
}

/** Applies `change` to the visitor's whole cart state atomically. */
export function changeCartState<T>(
  c: Context,
  shop: Shop,
  sessionId: string | null,
  change: (state: CartState) => StateChange<T>,
): StateChangeResult<T> {
  const { store } = shop;
  const result = store.transaction(() => {
    const current = loadCartState(store, sessionId);
    const outcome = change(current);
    const lines = outcome.lines ?? null;
    const meta = outcome.meta ?? null;
    let id = sessionId;
    let created = false;
    const leavesItems = (lines ?? current.lines).length > 0;
    if ((lines !== null || meta !== null) && id === null && leavesItems) {
      id = store.createSession();
      created = true;
    }
    const notices = [...(outcome.notices ?? [])];
    if (id !== null) {
      if (lines !== null) store.saveCart(id, lines);
      if (meta !== null) saveCartMeta(store, id, meta);
      if (lines !== null) for (const html of recheckCartMeta(store, shop.catalogue, id, lines)) notices.push({ type: 'error', html });
      for (const notice of notices) store.pushNotice(id, notice);
    }
    return { id, created, changed: id !== null && (lines !== null || meta !== null), value: outcome.value };
  });
  if (result.created && result.id) setSessionCookie(c, result.id);
  if (result.changed && result.id) setCartCookies(c, loadCartView(shop, result.id));
  return { sessionId: result.id, changed: result.changed, value: result.value };
}

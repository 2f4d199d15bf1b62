/**
 * The shop a request works against (catalogue + store) and the one way cart
 * state changes: a single transaction that loads the visitor's lines, applies
 * a pure change, saves, and queues notices, creating the session on first change.
 */
import type { Context } from 'hono';
import { cartView, type CartLine, type CartView } from './cart.ts';
import { loadCartState, recheckCartMeta, stateTotals } from './cart-state.ts';
import type { Catalogue } from './catalogue.ts';
import type { Notice, ShopStore } from './db.ts';
import { createNonce } from './nonce.ts';
import { setCartCookies, setSessionCookie } from './session.ts';
import { NONCE_ACTIONS } from './site.ts';

export interface Shop {
  catalogue: Catalogue;
  store: ShopStore;
}

export type NonceAction = (typeof NONCE_ACTIONS)[keyof typeof NONCE_ACTIONS];

/** The visitor's nonce for `action` (the empty session id for visitors without a session). */
export function nonceFor(shop: Shop, action: NonceAction, sessionId: string | null): string {
  return createNonce(shop.store.secret(), action, sessionId ?? '');
}

export function loadCartView(shop: Shop, sessionId: string | null): CartView {
  const state = loadCartState(shop.store, sessionId);
  return cartView(shop.catalogue, state.lines, stateTotals(shop.catalogue, state).totalCents);
}

export interface CartChange<T> {
  /** The new lines, or null to leave the cart as it was. */
  lines: CartLine[] | null;
  /** Notices for the visitor's next page (kept only when they have a session). */
  notices?: Notice[];
  value: T;
}

export interface CartChangeResult<T> {
  sessionId: string | null;
  changed: boolean;
  value: T;
}

/**
 * Applies `change` to the visitor's cart atomically and writes the cookies a
 * cart change sets. A visitor without a session gets one only if the change
 * leaves something in the cart.
 */
export function changeCart<T>(
  c: Context,
  shop: Shop,
  sessionId: string | null,
  change: (lines: CartLine[]) => CartChange<T>,
): CartChangeResult<T> {
  const { store } = shop;
  const result = store.transaction(() => {
    const current = sessionId ? store.loadCart(sessionId) : [];
    const outcome = change(current);
    let id = sessionId;
    let created = false;
    if (outcome.lines !== null && (id !== null || outcome.lines.length > 0)) {
      if (id === null) {
        id = store.createSession();
        created = true;
      }
      store.saveCart(id, outcome.lines);
    }
    const notices = [...(outcome.notices ?? [])];
    // Coupons the changed cart no longer qualifies for are dropped with the platform's notice.
    if (id !== null && outcome.lines !== null)
      for (const html of recheckCartMeta(store, shop.catalogue, id, outcome.lines)) notices.push({ type: 'error', html });
    if (id !== null) for (const notice of notices) store.pushNotice(id, notice);
    return { id, created, changed: outcome.lines !== null, value: outcome.value };
  });
  if (result.created && result.id) setSessionCookie(c, result.id);
  if (result.changed && result.id) setCartCookies(c, loadCartView(shop, result.id));
  return { sessionId: result.id, changed: result.changed, value: result.value };
}

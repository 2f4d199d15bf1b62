/**
 * What a page shows this visitor (the VisitorState of views.ts): their cart and its totals,
 * nonces and the notices to print. Apart from shop.ts so that the modules the view model
 * names (cart-nonces.ts, checkout.ts) can depend on the shop without a cycle.
 */
import { cartView } from './cart.ts';
import { cartNonces } from './cart-nonces.ts';
import { loadCartState, stateTotals } from './cart-state.ts';
import type { Notice } from './db.ts';
import { nonceFor, type Shop } from './shop.ts';
import { NONCE_ACTIONS } from './site.ts';
import type { VisitorState } from './views.ts';

/** What a page shows this visitor: their cart, nonces and the notices to print. */
export function visitorState(shop: Shop, sessionId: string | null, notices: Notice[]): VisitorState {
  const state = loadCartState(shop.store, sessionId);
  const totals = stateTotals(shop.catalogue, state);
  return {
    cart: cartView(shop.catalogue, state.lines, totals.totalCents),
    cartNonce: nonceFor(shop, NONCE_ACTIONS.cart, sessionId),
    restNonce: nonceFor(shop, NONCE_ACTIONS.rest, sessionId),
    wopbNonce: nonceFor(shop, NONCE_ACTIONS.wopb, sessionId),
    wooswNonce: nonceFor(shop, NONCE_ACTIONS.woosw, null),
    woobtNonce: nonceFor(shop, NONCE_ACTIONS.woobt, null),
    notices,
    totals,
    cartMeta: state.meta,
    cartNonces: cartNonces(shop.store.secret(), sessionId),
    storeNoticeHidden: false,
  };
}

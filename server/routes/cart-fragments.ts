/**
 * The fragments every cart answer carries (add, remove, refresh, the theme's and the
 * cart page's calls): the platform's three regions (mini-cart, header and footer cart
 * links) followed by the theme's (drawer items with quantities, drawer totals, the
 * free-shipping goal, the page-level cart info). Order matters: the platform's
 * `div.widget_shopping_cart_content` also matches the drawer's placeholder, which the
 * theme's more specific key then replaces with its own items.
 */
import type { CartView } from '../cart.ts';
import { loadCartState, stateTotals } from '../cart-state.ts';
import { cartGoal, CART_GOAL_SELECTOR } from '../render/cart-goal.ts';
import { cartInfo, drawerMiniCart, drawerTotals, DRAWER_FRAGMENTS } from '../render/cart-drawer.ts';
import { cartFragments } from '../render/fragments.ts';
import { cartView } from '../cart.ts';
import { nonceFor, type Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
import type { CartTotals } from '../totals.ts';

export interface CartFragmentsResponse {
  fragments: Record<string, string>;
  cart_hash: string;
}

/** Every region's HTML for this cart, platform's first. */
export function allCartFragments(cart: CartView, cartNonce: string, totals: CartTotals): CartFragmentsResponse {
  const platform = cartFragments(cart, cartNonce);
  return {
    fragments: {
      ...platform.fragments,
      [DRAWER_FRAGMENTS.miniCart]: drawerMiniCart(cart, cartNonce),
      [DRAWER_FRAGMENTS.totals]: drawerTotals(totals),
      [CART_GOAL_SELECTOR]: cartGoal(totals),
      [DRAWER_FRAGMENTS.cartInfo]: cartInfo(totals),
    },
    cart_hash: platform.cart_hash,
  };
}

/** The fragments + cart hash of the visitor's current cart (what get_refreshed_fragments answers). */
export function cartFragmentsFor(shop: Shop, sessionId: string | null): CartFragmentsResponse {
  const state = loadCartState(shop.store, sessionId);
  const totals = stateTotals(shop.catalogue, state);
  return allCartFragments(cartView(shop.catalogue, state.lines, totals.totalCents), nonceFor(shop, NONCE_ACTIONS.cart, sessionId), totals);
}

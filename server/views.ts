/**
 * The view models the renderers in render/ consume, owned by the domain: what a page shows
 * a visitor (VisitorState, built by visitor.ts and fixtures.ts) and what a page is (PageSpec).
 * Only types and data live here, and nothing here imports render/ or routes/, so the
 * dependency runs one way: routes → domain + render, render → these types.
 */
import type { CartView } from './cart.ts';
import type { CartNonceAction } from './cart-nonces.ts';
import type { CartMeta } from './cart-state.ts';
import type { CheckoutVisitor } from './checkout.ts';
import type { Notice } from './db.ts';
import type { CartTotals } from './totals.ts';

/** Everything on a page that depends on who is looking. */
export interface VisitorState {
  cart: CartView;
  /** `woocommerce-cart` nonce: remove links and the cart form. */
  cartNonce: string;
  /** `wp_rest` nonce: `wpApiSettings.nonce`. */
  restNonce: string;
  /** ProductX's `wopb-nonce`: `wopb_core.security`. */
  wopbNonce: string;
  notices: Notice[];
  /** The cart's money and cart info (server/totals.ts). */
  totals: CartTotals;
  /** Coupons, shipping choice and destination, order notes. */
  cartMeta: CartMeta;
  /** The cart calls' nonces by action (server/cart-nonces.ts). */
  cartNonces: Record<CartNonceAction, string>;
  /** The store notice was dismissed (its cookie says `hidden`). */
  storeNoticeHidden: boolean;
  /** The checkout page's data (server/checkout.ts); absent: a guest with no session, as the committed page is printed. */
  checkout?: CheckoutVisitor;
  /** The wishlist add-on's nonce (`woosw_vars.nonce`); absent: the committed pages' own. */
  wooswNonce?: string;
  /** The bought-together add-on's nonce (`woobt_vars.nonce`), a guest's like the wishlist's; absent: the committed pages' own. */
  woobtNonce?: string;
  /** A logged-in visitor dismissed the coming-soon banner (user meta); absent: the committed pages' guest, who sees it. */
  comingSoonDismissed?: boolean;
  /** Logged in (the login cookie names a user): the header's account icon is then a plain link; absent: the committed pages' guest. */
  loggedIn?: boolean;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageSpec {
  title: string;
  bodyClass: string;
  /** Path of the current menu entry (marked current_page_item). */
  navCurrent: string;
  breadcrumb: Crumb[];
  /** The `main` element's content. */
  main: (visitor: VisitorState) => string;
  /** Right sidebar with the cart widget. */
  sidebar: boolean;
  /** Widgets printed in the sidebar before the cart widget (the shop's product categories). */
  sidebarWidgets?: string;
  isCart: boolean;
  /** Extra markup at the end of `<head>` (jQuery, page-specific params). */
  headExtra?: string;
  /** Extra markup before the product bundle (script templates). */
  footerExtra?: string;
  /** The theme's `add_to_cart_behaviour` on this page ('open_cart_drawer' opens the drawer after an add; default ''). */
  addToCartBehaviour?: string;
  /** The wishlist add-on's settings this page prints in `woosw_vars` (default: open_page, list). */
  wishlist?: { menuAction?: 'open_page' | 'open_popup'; buttonAction?: 'list' | 'message' | 'no'; buttonActionAdded?: 'popup' | 'page' };
}

/** The cart of a visitor who has none (the committed pages are printed with it). */
export const EMPTY_CART: CartView = { items: [], count: 0, subtotalCents: 0, hash: '' };

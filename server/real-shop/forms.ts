/**
 * The real shop's posts without script, as WC_Form_Handler runs them before a page renders:
 * `?remove_item=`, the cart form ('Update cart', 'Apply coupon'), `?remove_coupon=`, the
 * product forms and loop links (`add-to-cart`, with the bought-together add-on's `woobt_ids`)
 * and the checkout's 'Place order'. The real shop's pages carry the captured nonces, so none is checked.
 */
import type { Context } from 'hono';
import type { Notice } from '../db.ts';
import { readForm } from '../http.ts';
import type { Shop } from '../shop.ts';
import { addRequestOf, addToRealCart, changeRealCoupons, realAddedNotice, removeFromRealCart, updateRealCart } from './cart-actions.ts';
import { placeRealOrder } from './checkout.ts';
import { readRealSession } from './session.ts';
import { REAL_URLS } from './shop.ts';

export interface RealFormOutcome {
  sessionId: string | null;
  redirect: string | null;
  /** Notices for this very page (the add's, the checkout's errors). */
  notices: Notice[];
}

/** Runs the form action the request carries, if any. */
export async function handleRealForms(c: Context, shop: Shop, route: string): Promise<RealFormOutcome> {
  const sessionId = readRealSession(c, shop.store);
  const query = c.req.query();
  const form = await readForm(c);
  if (query.remove_item) {
    // A remove never creates a session: the visitor's stays what it was.
    removeFromRealCart(c, shop, sessionId, query.remove_item, true);
    return { sessionId, redirect: REAL_URLS.cart, notices: [] };
  }
  if (form.update_cart !== undefined) return { sessionId: updateRealCart(c, shop, sessionId, form), redirect: REAL_URLS.cart, notices: [] };
  if (form.apply_coupon !== undefined && form.coupon_code !== undefined) {
    const { sessionId: id } = changeRealCoupons(c, shop, sessionId, 'apply', form.coupon_code, true);
    return { sessionId: id, redirect: REAL_URLS.cart, notices: [] };
  }
  if (query.remove_coupon !== undefined) {
    const { sessionId: id } = changeRealCoupons(c, shop, sessionId, 'remove', query.remove_coupon, true);
    return { sessionId: id, redirect: REAL_URLS.cart, notices: [] };
  }
  if (route === '/checkout/' && form.woocommerce_checkout_place_order !== undefined) {
    const outcome = placeRealOrder(c, shop, form);
    if (outcome.ok) return { sessionId, redirect: outcome.redirect, notices: [] };
    return { sessionId, redirect: null, notices: outcome.errors.map((error) => ({ type: 'error', html: error.html })) };
  }
  const fields = { ...query, ...form };
  if (fields['add-to-cart'] !== undefined && /^\d+$/.test(fields['add-to-cart'].trim())) {
    const { sessionId: id, result } = addToRealCart(c, shop, sessionId, addRequestOf(fields, 'add-to-cart'), fields.woobt_ids);
    // A failed add queued its notice in the session (shown below with the queued ones).
    return { sessionId: id, redirect: null, notices: result.ok ? [realAddedNotice(result)] : [] };
  }
  return { sessionId, redirect: null, notices: [] };
}

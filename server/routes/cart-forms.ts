/**
 * The cart page's non-JavaScript actions, as WC_Form_Handler::update_cart_action()
 * and WC_Shortcode_Cart::calculate_shipping() run them before the page renders:
 * the cart form's "Apply coupon", `?apply_coupon=` (the theme's coupon links) and
 * `?remove_coupon=` links, the shipping calculator form, and ProductX's
 * `?wopb-cart-clear` (the reservation ran out in mode 'clear'). Each redirects
 * back to the cart with the platform's notice, like the platform.
 */
import type { Context } from 'hono';
import { changeCartState } from '../cart-change.ts';
import { CART_NONCE_ACTIONS, verifyCartNonce } from '../cart-nonces.ts';
import type { Notice } from '../db.ts';
import { verifyNonce } from '../nonce.ts';
import type { FormFields } from '../http.ts';
import { RESERVATION } from '../reservation.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS, URLS } from '../site.ts';
import { CALCULATOR_NOTICES, changeCoupons, postedDestination } from './cart-ajax.ts';

export interface CartFormOutcome {
  sessionId: string | null;
  redirect: string;
}

function queue(c: Context, shop: Shop, sessionId: string | null, notice: Notice): string | null {
  return changeCartState(c, shop, sessionId, () => ({ notices: [notice], value: null })).sessionId;
}

/**
 * Runs the cart action the request carries, if any (null when it carries none).
 * `query` and `form` are the request's query and POST fields.
 */
export function handleCartForms(
  c: Context,
  shop: Shop,
  sessionId: string | null,
  query: FormFields,
  form: FormFields,
): CartFormOutcome | null {
  if (query[RESERVATION.clearParam] !== undefined) {
    const { sessionId: id } = changeCartState(c, shop, sessionId, (state) => ({
      lines: [],
      meta: { ...state.meta, coupons: [] },
      value: null,
    }));
    return { sessionId: id, redirect: c.req.path };
  }
  const couponLink = query.apply_coupon ?? query.remove_coupon;
  if (couponLink !== undefined) {
    const kind = query.apply_coupon !== undefined ? 'apply' : 'remove';
    const { notice, sessionId: id } = changeCoupons(c, shop, kind, couponLink);
    // The link removal notice is the platform's "removed successfully" one.
    const html = kind === 'remove' && notice.type === 'success' ? 'Coupon code removed successfully.' : notice.html;
    return { sessionId: queue(c, shop, id, { ...notice, html }), redirect: URLS.cart };
  }
  // The cart form's own "Apply coupon" button, guarded by the cart form's nonce.
  if (
    form.apply_coupon !== undefined &&
    form.coupon_code !== undefined &&
    verifyNonce(shop.store.secret(), NONCE_ACTIONS.cart, sessionId ?? '', form['woocommerce-cart-nonce'])
  ) {
    const { notice, sessionId: id } = changeCoupons(c, shop, 'apply', form.coupon_code);
    return { sessionId: queue(c, shop, id, notice), redirect: URLS.cart };
  }
  if (
    form.calc_shipping !== undefined &&
    verifyCartNonce(shop, CART_NONCE_ACTIONS.shippingCalculator, sessionId, form['woocommerce-shipping-calculator-nonce'])
  ) {
    const destination = postedDestination(form);
    if (!destination)
      return { sessionId: queue(c, shop, sessionId, { type: 'error', html: CALCULATOR_NOTICES.invalidCountry }), redirect: URLS.cart };
    const { sessionId: id } = changeCartState(c, shop, sessionId, (state) => ({
      meta: { ...state.meta, destination },
      notices: [{ type: 'notice', html: CALCULATOR_NOTICES.updated }],
      value: null,
    }));
    return { sessionId: id, redirect: URLS.cart };
  }
  return null;
}

/**
 * The checkout's endpoints and pages: `/?wc-ajax=update_order_review` and `/?wc-ajax=checkout`
 * (JSON, as WC_AJAX answers them), admin-ajax `wopb_checkout_login`, the checkout page's visitor
 * data and its posts without script (place order, login), and the order received pages.
 */
import type { Context } from 'hono';
import { CHECKOUT_NOTICES, checkoutLogin, checkoutVisitor, processCheckout, updateOrderReview, type CheckoutVisitor } from '../checkout.ts';
import { checkoutErrorsHtml } from '../checkout-fields.ts';
import { checkoutStore } from '../checkout-store.ts';
import type { Notice } from '../db.ts';
import { readForm, readRequest, sendJson, wpDie, type FormFields } from '../http.ts';
import { checkoutPayment, reviewOrderTable } from '../render/checkout-page.ts';
import { noticesHtml } from '../render/notices.ts';
import { orderReceivedPage } from '../render/order-received.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { URLS } from '../site.ts';
import type { VisitorState } from '../views.ts';
import { visitorState } from '../visitor.ts';
import type { AjaxHandler, FormOutcome, ResolvedPage } from './types.ts';

/** The regions `update_order_review` answers, as the platform keys them. */
export const REVIEW_FRAGMENTS = {
  table: '.woocommerce-checkout-review-order-table',
  payment: '.woocommerce-checkout-payment',
  form: 'form.woocommerce-checkout',
} as const;

/** A no-script checkout post is shown again with what was posted. */
function isCheckoutPost(c: Context): boolean {
  return c.req.method === 'POST' && c.req.path === URLS.checkout;
}

/** The checkout data of this request's visitor (VisitorState.checkout). */
export async function requestCheckoutVisitor(c: Context, shop: Shop, sessionId: string | null): Promise<CheckoutVisitor> {
  const posted = isCheckoutPost(c) ? await readForm(c) : {};
  return checkoutVisitor(c, shop, sessionId, posted.login === undefined ? posted : {});
}

/** WC_AJAX::update_order_review(). */
const update_order_review: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  const outcome = updateOrderReview(c, shop, form);
  // check_ajax_referer(): `-1` with status 403.
  if (outcome.kind === 'refused') return wpDie(c, '-1', 403);
  if (outcome.kind === 'expired') {
    return sendJson(c, { fragments: { [REVIEW_FRAGMENTS.form]: noticesHtml([{ type: 'error', html: CHECKOUT_NOTICES.expired }]) } });
  }
  const { sessionId } = outcome;
  const queued: Notice[] = sessionId ? shop.store.transaction(() => shop.store.takeNotices(sessionId)) : [];
  const visitor: VisitorState = { ...visitorState(shop, sessionId, []), checkout: checkoutVisitor(c, shop, sessionId) };
  const messages = queued.length ? noticesHtml(queued) : '';
  return sendJson(c, {
    result: messages ? 'failure' : 'success',
    messages,
    reload: false,
    fragments: { [REVIEW_FRAGMENTS.table]: reviewOrderTable(visitor), [REVIEW_FRAGMENTS.payment]: checkoutPayment(visitor) },
  });
};

/** WC_AJAX::checkout(): success with the order received page, or the error notices. */
const checkout: AjaxHandler = async (c, shop) => {
  const outcome = processCheckout(c, shop, await readForm(c));
  if (outcome.ok) return sendJson(c, { result: 'success', redirect: outcome.redirect, order_id: outcome.order.id });
  return sendJson(c, { result: 'failure', messages: checkoutErrorsHtml(outcome.errors), refresh: outcome.refresh, reload: false });
};

export const CHECKOUT_WC_AJAX: Record<string, AjaxHandler> = { update_order_review, checkout };

/** admin-ajax `wopb_checkout_login`: success JSON, or field → message with status 422. */
export async function wopbCheckoutLogin(c: Context, shop: Shop): Promise<Response> {
  const outcome = checkoutLogin(c, shop, await readRequest(c));
  // ProductX returns nothing on a bad nonce: admin-ajax then ends with `0`.
  if (outcome.kind === 'refused') return wpDie(c, '0');
  if (outcome.kind === 'errors') return sendJson(c, outcome.errors, 422);
  return sendJson(c, { success: true, data: { success: true } });
}

/** The checkout's posts without script, run before the page renders (like WC_Form_Handler); null for any other request. */
export function handleCheckoutForms(c: Context, shop: Shop, form: Readonly<FormFields>): FormOutcome | null {
  if (!isCheckoutPost(c)) return null;
  if (form.login !== undefined) {
    const outcome = checkoutLogin(c, shop, form, 'form');
    const sessionId = readSessionId(c, shop.store);
    if (outcome.kind === 'logged-in') return { sessionId, redirect: URLS.checkout, notices: [] };
    if (outcome.kind === 'errors')
      return { sessionId, redirect: null, notices: Object.values(outcome.errors).map((html) => ({ type: 'error', html })) };
    return null;
  }
  if (form.woocommerce_checkout_place_order === undefined) return null;
  const outcome = processCheckout(c, shop, form);
  if (outcome.ok) return { sessionId: outcome.sessionId, redirect: outcome.redirect, notices: [] };
  return { sessionId: outcome.sessionId, redirect: null, notices: outcome.errors.map((error) => ({ type: 'error', html: error.html })) };
}

const ORDER_RECEIVED = /^\/checkout\/order-received\/(\d+)\/$/;

/** `/checkout/order-received/<id>/?key=…`: the order's page when the key matches, else the bare thank-you. */
export function resolveOrderReceived(shop: Shop, path: string, query: Readonly<Record<string, string>>): ResolvedPage | null {
  const id = ORDER_RECEIVED.exec(path)?.[1];
  if (id === undefined) return null;
  const order = checkoutStore(shop.store).loadOrder(Number(id));
  const shown = order && query.key === order.key ? order : null;
  return { spec: orderReceivedPage(shown), fixture: null, status: 200 };
}

/**
 * The real shop's `?wc-ajax=` endpoints: the platform's (Storefront registers none of its own) and
 * the bought-together add-on's add-all, answering in the captured shapes (fixtures-html/captures/woocommerce-9.9-storefront/*.json).
 * Any other action, a theme's included, answers as WC_AJAX does for an action nobody registered.
 */
import type { Context } from 'hono';
import { findMatchingVariation } from '../cart.ts';
import { permalink, resolveId } from '../catalogue.ts';
import { checkoutErrorsHtml } from '../checkout-fields.ts';
import { absint, attributeFields, readForm, sendJson, wpDie } from '../http.ts';
import { noticesHtml } from '../render/notices.ts';
import { availableVariation } from '../render/variation.ts';
import { unknownAjaxEndpoint } from '../routes/wc-ajax.ts';
import type { Shop } from '../shop.ts';
import { addRequestOf, addToRealCart, changeRealCoupons, removeFromRealCart } from './cart-actions.ts';
import { realAddAllToCart } from './bought-together.ts';
import { loadRealCart } from './cart-state.ts';
import { placeRealOrder } from './checkout.ts';
import { cartTotalsBlock, realFragments } from './render-cart.ts';
import { REAL_REVIEW_TABLE, reviewTable } from './render-checkout.ts';
import { readRealSession } from './session.ts';
import { realUrl } from './shop.ts';

type RealHandler = (c: Context, shop: Shop) => Promise<Response>;

function fragments(c: Context, shop: Shop, sessionId: string | null): Response {
  return sendJson(c, realFragments(shop.catalogue, loadRealCart(shop, sessionId)));
}

/** WC_AJAX::add_to_cart(): `product_id` (a variation's own id for a variation), quantity, attribute_*, and woobt_ids. */
const add_to_cart: RealHandler = async (c, shop) => {
  const form = await readForm(c);
  if (form.product_id === undefined) return wpDie(c);
  const { sessionId, result } = addToRealCart(c, shop, readRealSession(c, shop.store), addRequestOf(form, 'product_id'), form.woobt_ids);
  if (!result.ok) {
    // The captured error carries the product's absolute permalink (get_permalink()).
    const url = result.product ? `${new URL(c.req.url).origin}${realUrl(permalink(result.product))}` : false;
    return sendJson(c, { error: true, product_url: url });
  }
  return fragments(c, shop, sessionId);
};

/** WC_AJAX::remove_from_cart(): fragments, or wp_send_json_error() for an unknown key. */
const remove_from_cart: RealHandler = async (c, shop) => {
  const form = await readForm(c);
  const key = (form.cart_item_key ?? '').trim();
  const sessionId = readRealSession(c, shop.store);
  if (!key || !removeFromRealCart(c, shop, sessionId, key, false)) return sendJson(c, { success: false });
  return fragments(c, shop, sessionId);
};

const get_refreshed_fragments: RealHandler = async (c, shop) => fragments(c, shop, readRealSession(c, shop.store));

/** WC_AJAX::get_variation(): the match, `false` without one, empty for no or an unknown product. */
const get_variation: RealHandler = async (c, shop) => {
  const form = await readForm(c);
  const found = resolveId(shop.catalogue, absint(form.product_id));
  if (!found) return wpDie(c);
  const variable = found.variation === null && found.product.type === 'variable';
  const variation = variable ? findMatchingVariation(found.product, attributeFields(form)) : null;
  return sendJson(c, variation ? availableVariation(found.product, variation) : false);
};

const coupon =
  (kind: 'apply' | 'remove'): RealHandler =>
  async (c, shop) => {
    const form = await readForm(c);
    const code = (kind === 'apply' ? form.coupon_code : form.coupon) ?? '';
    const { notice } = changeRealCoupons(c, shop, readRealSession(c, shop.store), kind, code, false);
    return wpDie(c, noticesHtml([notice]));
  };

/** get_cart_totals and update_shipping_method (one method: nothing to change) answer the totals block. */
const cartTotals: RealHandler = async (c, shop) => wpDie(c, cartTotalsBlock(loadRealCart(shop, readRealSession(c, shop.store))));

const update_order_review: RealHandler = async (c, shop) => {
  const totals = loadRealCart(shop, readRealSession(c, shop.store));
  return sendJson(c, {
    result: 'success',
    messages: '',
    reload: totals.view.items.length === 0,
    fragments: { [REAL_REVIEW_TABLE]: reviewTable(totals) },
  });
};

const checkout: RealHandler = async (c, shop) => {
  const outcome = placeRealOrder(c, shop, await readForm(c));
  if (outcome.ok) return sendJson(c, { result: 'success', redirect: outcome.redirect, order_id: outcome.order.id });
  return sendJson(c, { result: 'failure', messages: checkoutErrorsHtml(outcome.errors), refresh: false, reload: false });
};

const REAL_WC_AJAX: Record<string, RealHandler> = {
  add_to_cart,
  remove_from_cart,
  get_refreshed_fragments,
  get_variation,
  apply_coupon: coupon('apply'),
  remove_coupon: coupon('remove'),
  get_cart_totals: cartTotals,
  update_shipping_method: cartTotals,
  update_order_review,
  checkout,
  woobt_add_all_to_cart: realAddAllToCart,
};

/** The answer to `?wc-ajax=endpoint`. */
export function realWcAjax(c: Context, shop: Shop, endpoint: string): Promise<Response> {
  const handler = Object.hasOwn(REAL_WC_AJAX, endpoint) ? REAL_WC_AJAX[endpoint] : undefined;
  return handler ? handler(c, shop) : Promise.resolve(unknownAjaxEndpoint(c));
}

/**
 * `/?wc-ajax={endpoint}` handlers: the platform's cart calls (§7), answering in
 * the captured shapes. Theme endpoints (`/?{theme}-ajax=…`) register in
 * THEME_AJAX the same way: one entry per endpoint.
 */
import type { Context } from 'hono';
import { addBundleLines } from '../bought-together.ts';
import { addToCart, findMatchingVariation, type AddResult } from '../cart.ts';
import { permalink, resolveId } from '../catalogue.ts';
import { absint, attributeFields, parseQuantity, readForm, sendJson, wpDie } from '../http.ts';
import { BUNDLE_WC_AJAX } from './bought-together.ts';
import { cartFragmentsFor } from './cart-fragments.ts';
import { CART_THEME_AJAX, CART_WC_AJAX } from './cart-ajax.ts';
import { CHECKOUT_WC_AJAX } from './checkout-routes.ts';
import { PRODUCT_THEME_AJAX, PRODUCT_WC_AJAX } from './theme-cart.ts';
import { QUICK_VIEW_WC_AJAX } from './quick-view.ts';
import { SEARCH_THEME_AJAX } from './search.ts';
import { availableVariation } from '../render/variation.ts';
import { readSessionId } from '../session.ts';
import { changeCart, type Shop } from '../shop.ts';
import type { AjaxHandler } from './types.ts';
import { WISHLIST_WC_AJAX } from './wishlist-ajax.ts';
import { DISCOVERY_WC_AJAX } from './wopb-discovery.ts';
import { WOPB_QUICK_VIEW_WC_AJAX } from './wopb-quick-view.ts';

function fragmentsResponse(c: Context, shop: Shop, sessionId: string | null): Response {
  return sendJson(c, cartFragmentsFor(shop, sessionId));
}

/** WC_AJAX::add_to_cart(), also taking `variation_id` + `attribute_*` (as the theme's call sends them). */
const add_to_cart: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  // The platform returns an empty body when no product_id was posted at all.
  if (form.product_id === undefined) return wpDie(c);
  const request = {
    productId: absint(form.product_id),
    quantity: parseQuantity(form.quantity),
    variationId: absint(form.variation_id),
    attributes: attributeFields(form),
  };
  const { sessionId, value: result } = changeCart<AddResult>(c, shop, readSessionId(c, shop.store), (lines) => {
    const outcome = addToCart(shop.catalogue, lines, request);
    // The bought-together add-on adds its items (`woobt_ids`) after any add that carries them.
    if (outcome.ok)
      return { lines: addBundleLines(shop.catalogue, outcome.lines, outcome.product, outcome.quantity, form.woobt_ids), value: outcome };
    // Queued like wc_add_notice(), so the product page the client is sent to shows why.
    return { lines: null, notices: outcome.notice ? [{ type: 'error', html: outcome.notice }] : [], value: outcome };
  });
  if (!result.ok) {
    // get_permalink(0) is false: an unknown id has no page to send the shopper to.
    return sendJson(c, { error: true, product_url: result.product ? permalink(result.product) : false });
  }
  return fragmentsResponse(c, shop, sessionId);
};

/** WC_AJAX::remove_from_cart(): fragments, or wp_send_json_error() for an unknown key. */
const remove_from_cart: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  const key = (form.cart_item_key ?? '').trim();
  const { sessionId, value: removed } = changeCart(c, shop, readSessionId(c, shop.store), (lines) => {
    if (!key || !lines.some((l) => l.key === key)) return { lines: null, value: false };
    return { lines: lines.filter((l) => l.key !== key), value: true };
  });
  if (!removed) return sendJson(c, { success: false });
  return fragmentsResponse(c, shop, sessionId);
};

/** WC_AJAX::get_refreshed_fragments(): GET or POST, never changes anything. */
const get_refreshed_fragments: AjaxHandler = async (c, shop) => fragmentsResponse(c, shop, readSessionId(c, shop.store));

/** WC_AJAX::get_variation(): the matching variation, `false` when none matches, empty for no/unknown product. */
const get_variation: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!form.product_id) return wpDie(c);
  const found = resolveId(shop.catalogue, absint(form.product_id));
  if (!found) return wpDie(c);
  // Only a variable parent has variations to match; any other product matches nothing.
  const variable = found.variation === null && found.product.type === 'variable';
  const variation = variable ? findMatchingVariation(found.product, attributeFields(form)) : null;
  return sendJson(c, variation ? availableVariation(found.product, variation) : false);
};

export const WC_AJAX: Record<string, AjaxHandler> = {
  add_to_cart,
  remove_from_cart,
  get_refreshed_fragments,
  get_variation,
  ...CART_WC_AJAX,
  ...CHECKOUT_WC_AJAX,
  ...PRODUCT_WC_AJAX,
  ...BUNDLE_WC_AJAX,
  ...WISHLIST_WC_AJAX,
  ...DISCOVERY_WC_AJAX,
  ...QUICK_VIEW_WC_AJAX,
  ...WOPB_QUICK_VIEW_WC_AJAX,
};

/** `/?{theme}-ajax={endpoint}` handlers; none yet. */
export const THEME_AJAX: Record<string, AjaxHandler> = {
  ...CART_THEME_AJAX,
  ...PRODUCT_THEME_AJAX,
  ...SEARCH_THEME_AJAX,
};

/**
 * An endpoint nobody registered. The platform fires `wc_ajax_{action}` with no
 * listener and then wp_die()s: status 200, empty text/html body
 * (WC_AJAX::do_wc_ajax() + _ajax_wp_die_handler()).
 */
export const unknownAjaxEndpoint = (c: Context): Response => wpDie(c);

/**
 * The bought-together add-on's `woobt_add_all_to_cart` (§7): the main product (its variation from
 * `variation_id` and `variation[attribute_*]`) at `quantity`, then every item of `woobt_ids`.
 * Answers like WC_AJAX::add_to_cart(): fragments + cart_hash, or `{error, product_url}` with the
 * reason queued for the product page; nothing to add answers an empty body. This add-on version
 * posts it to `/?wc-ajax=`, older ones to admin-ajax: both are registered.
 */
import type { Context } from 'hono';
import { addBundleLines } from '../bought-together.ts';
import { addToCart, type AddResult } from '../cart.ts';
import { permalink } from '../catalogue.ts';
import { absint, attributeFields, parseQuantity, readForm, sendJson, wpDie, type FormFields } from '../http.ts';
import { readSessionId } from '../session.ts';
import { changeCart, type Shop } from '../shop.ts';
import { cartFragmentsFor } from './cart-fragments.ts';
import type { AjaxHandler } from './types.ts';

/** `variation[attribute_pa_x]` (PHP's nested field) and plain `attribute_*` fields. */
function chosenAttributes(form: FormFields): Record<string, string> {
  const out = attributeFields(form);
  for (const [key, value] of Object.entries(form)) {
    const match = /^variation\[(attribute_[^\]]+)\]$/.exec(key);
    if (match?.[1]) out[match[1]] = value.trim();
  }
  return out;
}

export const woobtAddAllToCart = async (c: Context, shop: Shop): Promise<Response> => {
  const form = await readForm(c);
  if (!form.product_id) return wpDie(c);
  const request = {
    productId: absint(form.product_id),
    quantity: parseQuantity(form.quantity),
    variationId: absint(form.variation_id),
    attributes: chosenAttributes(form),
  };
  const { sessionId, value: result } = changeCart<AddResult>(c, shop, readSessionId(c, shop.store), (lines) => {
    const outcome = addToCart(shop.catalogue, lines, request);
    if (outcome.ok) {
      return { lines: addBundleLines(shop.catalogue, outcome.lines, outcome.product, outcome.quantity, form.woobt_ids), value: outcome };
    }
    return { lines: null, notices: outcome.notice ? [{ type: 'error', html: outcome.notice }] : [], value: outcome };
  });
  if (!result.ok) return sendJson(c, { error: true, product_url: result.product ? permalink(result.product) : false });
  return sendJson(c, cartFragmentsFor(shop, sessionId));
};

/** Registered in WC_AJAX. */
export const BUNDLE_WC_AJAX: Record<string, AjaxHandler> = { woobt_add_all_to_cart: woobtAddAllToCart };

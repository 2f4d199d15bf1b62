/**
 * The bought-together add-on's calls (§7). `woobt_add_all_to_cart`: the main product (its variation
 * from `variation_id` and `variation[attribute_*]`) at `quantity`, then every item of `woobt_ids`.
 * Answers like WC_AJAX::add_to_cart(): fragments + cart_hash, or `{error, product_url}` with the
 * reason queued for the product page; nothing to add answers an empty body.
 * `woobt_get_variation_items`: the section of a chosen variation that has a bundle of its own, or
 * an empty body. Both check the add-on's nonce (`woobt-security`) first, as it does, and die with
 * the plain text 'Permissions check failed!'. This add-on version posts them to `/?wc-ajax=`,
 * older ones to admin-ajax: both are registered.
 */
import type { Context } from 'hono';
import { addBundleLines } from '../bought-together.ts';
import { addToCart, type AddResult } from '../cart.ts';
import { permalink } from '../catalogue.ts';
import { absint, attributeFields, parseQuantity, readForm, sendJson, wpDie, type FormFields } from '../http.ts';
import { variationBundleHtml } from '../render/bought-together.ts';
import { readSessionId } from '../session.ts';
import { changeCart, nonceFor, type Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
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

/** The add-on's refusal of a missing or wrong nonce: a 200 with this text (its `die()`). */
export const BUNDLE_BAD_NONCE = 'Permissions check failed!';

function nonceOk(shop: Shop, form: FormFields): boolean {
  return form.nonce === nonceFor(shop, NONCE_ACTIONS.woobt, null);
}

export const woobtAddAllToCart = async (c: Context, shop: Shop): Promise<Response> => {
  const form = await readForm(c);
  if (!nonceOk(shop, form)) return wpDie(c, BUNDLE_BAD_NONCE);
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

export const woobtGetVariationItems = async (c: Context, shop: Shop): Promise<Response> => {
  const form = await readForm(c);
  if (!nonceOk(shop, form)) return wpDie(c, BUNDLE_BAD_NONCE);
  return wpDie(c, form.variation_id === undefined ? '' : variationBundleHtml(shop.catalogue, absint(form.variation_id)));
};

/** Registered in WC_AJAX. */
export const BUNDLE_WC_AJAX: Record<string, AjaxHandler> = {
  woobt_add_all_to_cart: woobtAddAllToCart,
  woobt_get_variation_items: woobtGetVariationItems,
};

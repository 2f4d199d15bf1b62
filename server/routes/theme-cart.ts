/**
 * The theme's two add-to-cart endpoints (§7 "Theme"), answering like WC_AJAX::add_to_cart():
 * fragments + cart_hash, or `{error: true, product_url}` with the reason queued as a notice
 * for the product page the client then shows.
 * - `/?wc-ajax={theme}_add_to_cart`: the product form serialized (product_id, variation_id,
 *   quantity, attribute_* and the rest; `name[]` fields arrive as lists and are ignored here).
 * - `/?{theme}-ajax=woocommerce_add_to_cart`: attribute_* fields, quantity, product_id holding
 *   the variation's id (a card's or quick view's chosen variation).
 */
import type { Context } from 'hono';
import { addBundleLines } from '../bought-together.ts';
import { addToCart, type AddRequest, type AddResult } from '../cart.ts';
import { cartFragmentsFor } from './cart-fragments.ts';
import { permalink } from '../catalogue.ts';
import { absint, attributeFields, parseQuantity, readForm, sendJson, wpDie, type FormFields } from '../http.ts';
import { readSessionId } from '../session.ts';
import { changeCart, type Shop } from '../shop.ts';
import { VENDORS } from '../site.ts';
import type { AjaxHandler } from './types.ts';

async function addAndAnswer(c: Context, shop: Shop, request: AddRequest, bundleIds?: string): Promise<Response> {
  const { sessionId, value: result } = changeCart<AddResult>(c, shop, readSessionId(c, shop.store), (lines) => {
    const outcome = addToCart(shop.catalogue, lines, request);
    // The bought-together add-on adds its items (`woobt_ids`) after the product.
    if (outcome.ok)
      return { lines: addBundleLines(shop.catalogue, outcome.lines, outcome.product, outcome.quantity, bundleIds), value: outcome };
    // Queued like wc_add_notice(), so the product page the client is sent to says why.
    return { lines: null, notices: outcome.notice ? [{ type: 'error', html: outcome.notice }] : [], value: outcome };
  });
  if (!result.ok) return sendJson(c, { error: true, product_url: result.product ? permalink(result.product) : false });
  return sendJson(c, cartFragmentsFor(shop, sessionId));
}

function request(form: FormFields, productField: string): AddRequest {
  return {
    productId: absint(form[productField]),
    quantity: parseQuantity(form.quantity),
    variationId: absint(form.variation_id),
    attributes: attributeFields(form),
    ...(typeof form.wopb_custom_price === 'string' ? { customPrice: form.wopb_custom_price } : {}),
  };
}

/** `/?wc-ajax={theme}_add_to_cart`: product_id (or the form's add-to-cart) + variation_id + the form. */
const themeAddToCart: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  const productField = form.product_id !== undefined ? 'product_id' : 'add-to-cart';
  // Like the platform's add_to_cart: nothing to add answers an empty body.
  if (form[productField] === undefined) return wpDie(c);
  return addAndAnswer(c, shop, request(form, productField), form.woobt_ids);
};

/** `/?{theme}-ajax=woocommerce_add_to_cart`: product_id is the variation's id for a variable product. */
const woocommerceAddToCart: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (form.product_id === undefined) return wpDie(c);
  return addAndAnswer(c, shop, { ...request(form, 'product_id'), variationId: 0 });
};

/** Registered in WC_AJAX under `{theme}_add_to_cart`. */
export const PRODUCT_WC_AJAX: Record<string, AjaxHandler> = {
  [`${VENDORS.theme}_add_to_cart`]: themeAddToCart,
};

/** Registered in THEME_AJAX (`/?{theme}-ajax=…`). */
export const PRODUCT_THEME_AJAX: Record<string, AjaxHandler> = {
  woocommerce_add_to_cart: woocommerceAddToCart,
};

/**
 * The real shop's bought-together call (WPC Frequently Bought Together 7.8.5 on the captured Hoodie
 * and Beanie): `?wc-ajax=woobt_add_all_to_cart`, which the section's own "Add all to cart" posts.
 * As the add-on: its nonce first ('Permissions check failed!'), then the main product (a variation
 * from `variation_id` and `variation[attribute_*]`) and every item of `woobt_ids`, answered like
 * WC_AJAX::add_to_cart() (the platform's fragments and cart hash, or `{error, product_url}`).
 */
import type { Context } from 'hono';
import { permalink } from '../catalogue.ts';
import { absint, attributeFields, parseQuantity, readForm, sendJson, wpDie, type FormFields } from '../http.ts';
import type { Shop } from '../shop.ts';
import { addToRealCart } from './cart-actions.ts';
import { loadRealCart } from './cart-state.ts';
import { realFragments } from './render-cart.ts';
import { readRealSession } from './session.ts';
import { realUrl } from './shop.ts';

/** The add-on's nonce the captured pages print (`woobt_vars.nonce`): the one this shop accepts. */
export const CAPTURED_WOOBT_NONCE = 'b162c72328';

/** `variation[attribute_pa_x]` (PHP's nested field, as the add-on posts the main row's choice) and plain `attribute_*`. */
function chosenAttributes(form: FormFields): Record<string, string> {
  const out = attributeFields(form);
  for (const [key, value] of Object.entries(form)) {
    const match = /^variation\[(attribute_[^\]]+)\]$/.exec(key);
    if (match?.[1]) out[match[1]] = value.trim();
  }
  return out;
}

export async function realAddAllToCart(c: Context, shop: Shop): Promise<Response> {
  const form = await readForm(c);
  if (form.nonce !== CAPTURED_WOOBT_NONCE) return wpDie(c, 'Permissions check failed!');
  if (!form.product_id) return wpDie(c);
  const request = {
    productId: absint(form.product_id),
    quantity: parseQuantity(form.quantity),
    variationId: absint(form.variation_id),
    attributes: chosenAttributes(form),
  };
  const { sessionId, result } = addToRealCart(c, shop, readRealSession(c, shop.store), request, form.woobt_ids);
  if (!result.ok) {
    const url = result.product ? `${new URL(c.req.url).origin}${realUrl(permalink(result.product))}` : false;
    return sendJson(c, { error: true, product_url: url });
  }
  return sendJson(c, realFragments(shop.catalogue, loadRealCart(shop, sessionId)));
}

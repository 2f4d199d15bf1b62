/**
 * The cart's ajax endpoints beyond add/remove (§7):
 * - the platform's cart page calls (`/?wc-ajax=apply_coupon`, `remove_coupon`,
 *   `update_shipping_method`, `get_cart_totals`): HTML answers, nonce-checked with
 *   check_ajax_referer() (a bad nonce answers `-1` with status 403);
 * - the theme's cart drawer calls (`/?wc-ajax={theme}_apply_coupon`, `_remove_coupon`,
 *   `_save_order_notes`, `_update_shipping_method`, `_calculate_shipping`,
 *   `_update_product_quantity`) answering wp_send_json_success/error with
 *   `data.fragments` (+ `cart_hash`, and `notices` HTML where the platform queues some),
 *   and `/?{theme}-ajax=template_lazyload` (`data.template`);
 * - ProductX's admin-ajax `wopb_addcart` (`success`; a bad nonce answers an empty 200,
 *   as ProductX does).
 * Every change runs in one transaction (cart-change.ts), so concurrent calls from one
 * visitor never lose an update.
 */
import type { Context } from 'hono';
import { addToCart, updateQuantities } from '../cart.ts';
import { changeCartState } from '../cart-change.ts';
import { cartFragmentsFor } from './cart-fragments.ts';
import { CART_NONCE_ACTIONS, cartNonces, verifyCartNonce, type CartNonceAction } from '../cart-nonces.ts';
import { loadCartState, stateTotals, type CartMeta } from '../cart-state.ts';
import { applyCoupon, removeCoupon } from '../coupons.ts';
import type { Notice } from '../db.ts';
import { absint, parseQuantity, readForm, readRequest, sendJson, wpDie, type FormFields } from '../http.ts';
import { addonTemplate, isAddonTemplate } from '../render/cart-drawer.ts';
import { cartTotalsHtml } from '../render/cart-totals.ts';
import { noticesHtml } from '../render/notices.ts';
import { COUNTRIES } from '../shipping.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { URLS, VENDORS } from '../site.ts';
import type { AjaxHandler } from './types.ts';

const THEME = VENDORS.theme;

/** check_ajax_referer()'s failure: `-1`, status 403. */
const refused = (c: Context): Response => wpDie(c, '-1', 403);

function sessionOf(c: Context, shop: Shop): string | null {
  return readSessionId(c, shop.store);
}

function nonceOk(c: Context, shop: Shop, action: CartNonceAction, nonce: string | undefined): boolean {
  return verifyCartNonce(shop, action, sessionOf(c, shop), nonce);
}

/** `shipping_method[i]` fields → { i: value } (wc_clean'd). */
export function postedShippingMethods(fields: FormFields): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^shipping_method\[(\d+)\]$/.exec(name);
    if (match?.[1] !== undefined) chosen[match[1]] = value.trim();
  }
  return chosen;
}

/** The platform's coupon apply/remove on the visitor's cart; returns the notice to print. */
export function changeCoupons(
  c: Context,
  shop: Shop,
  kind: 'apply' | 'remove',
  code: string,
): { ok: boolean; notice: Notice; sessionId: string | null } {
  const result = changeCartState(c, shop, sessionOf(c, shop), (state) => {
    const subtotal = stateTotals(shop.catalogue, state).subtotalCents;
    const outcome = kind === 'apply' ? applyCoupon(state.meta.coupons, code, subtotal) : removeCoupon(state.meta.coupons, code);
    if (!outcome.ok) return { value: { ok: false, notice: { type: 'error', html: outcome.notice } as Notice } };
    const notice: Notice = { type: 'success', html: outcome.notice };
    return { meta: { ...state.meta, coupons: outcome.coupons }, value: { ok: true, notice } };
  });
  return { ...result.value, sessionId: result.sessionId };
}

/** A shipping choice merged into the meta (the platform keeps earlier packages' choices). */
function withShipping(meta: CartMeta, chosen: Record<string, string>): CartMeta {
  return { ...meta, chosenShipping: { ...meta.chosenShipping, ...chosen } };
}

/** The calculator's destination from its fields; null when the country is not one the shop ships to. */
export function postedDestination(fields: FormFields): CartMeta['destination'] | null {
  const country = (fields.calc_shipping_country ?? '').trim().toUpperCase();
  if (!COUNTRIES.some(([code]) => code === country)) return null;
  return {
    country,
    state: (fields.calc_shipping_state ?? '').trim(),
    city: (fields.calc_shipping_city ?? '').trim(),
    postcode: (fields.calc_shipping_postcode ?? '').trim().toUpperCase(),
  };
}

export const CALCULATOR_NOTICES = {
  updated: 'Shipping costs updated.',
  invalidCountry: 'Please enter a valid country.',
} as const;

function totalsHtml(shop: Shop, sessionId: string | null): string {
  const state = loadCartState(shop.store, sessionId);
  const nonce = cartNonces(shop.store.secret(), sessionId)[CART_NONCE_ACTIONS.shippingCalculator];
  return cartTotalsHtml(stateTotals(shop.catalogue, state), state.meta, nonce);
}

// ---- The platform's cart page calls (HTML) -------------------------------------

/** WC_AJAX::apply_coupon(): the notice HTML. */
const apply_coupon: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.applyCoupon, form.security)) return refused(c);
  const { notice } = changeCoupons(c, shop, 'apply', form.coupon_code ?? '');
  return wpDie(c, noticesHtml([notice]));
};

/** WC_AJAX::remove_coupon(): the notice HTML. */
const remove_coupon: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.removeCoupon, form.security)) return refused(c);
  const { notice } = changeCoupons(c, shop, 'remove', form.coupon ?? '');
  return wpDie(c, noticesHtml([notice]));
};

/** WC_AJAX::update_shipping_method(): stores the choice, answers the cart totals. */
const update_shipping_method: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.updateShippingMethod, form.security)) return refused(c);
  const chosen = postedShippingMethods(form);
  const { sessionId } = changeCartState(c, shop, sessionOf(c, shop), (state) => ({ meta: withShipping(state.meta, chosen), value: null }));
  return wpDie(c, totalsHtml(shop, sessionId));
};

/** WC_AJAX::get_cart_totals(). */
const get_cart_totals: AjaxHandler = async (c, shop) => wpDie(c, totalsHtml(shop, sessionOf(c, shop)));

// ---- The theme's cart drawer calls (JSON with data.fragments) ---------------------

function themeAnswer(c: Context, shop: Shop, sessionId: string | null, ok: boolean, notices: Notice[] = []): Response {
  const { fragments, cart_hash } = cartFragmentsFor(shop, sessionId);
  return sendJson(c, { success: ok, data: { fragments, cart_hash, notices: noticesHtml(notices) } });
}

const themeCoupon =
  (kind: 'apply' | 'remove'): AjaxHandler =>
  async (c, shop) => {
    const form = await readForm(c);
    if (!nonceOk(c, shop, CART_NONCE_ACTIONS.theme, form.security)) return refused(c);
    const { ok, notice, sessionId } = changeCoupons(c, shop, kind, form.coupon_code ?? '');
    return themeAnswer(c, shop, sessionId, ok, [notice]);
  };

/** `{theme}_save_order_notes {order_notes}` (the spec sends no nonce). */
const saveOrderNotes: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  const notes = (form.order_notes ?? '').replace(/\r\n/g, '\n').trim().slice(0, 2000);
  const { sessionId, changed } = changeCartState(c, shop, sessionOf(c, shop), (state) => ({
    meta: { ...state.meta, orderNotes: notes },
    value: null,
  }));
  return themeAnswer(c, shop, sessionId, changed || sessionId !== null);
};

const themeUpdateShippingMethod: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.theme, form.security)) return refused(c);
  const chosen = postedShippingMethods(form);
  const { sessionId } = changeCartState(c, shop, sessionOf(c, shop), (state) => ({ meta: withShipping(state.meta, chosen), value: null }));
  return themeAnswer(c, shop, sessionId, true);
};

/** `{theme}_calculate_shipping`: the serialized calculator form, by its own method (GET or POST). */
const themeCalculateShipping: AjaxHandler = async (c, shop) => {
  const fields = await readRequest(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.shippingCalculator, fields['woocommerce-shipping-calculator-nonce'])) return refused(c);
  const destination = postedDestination(fields);
  if (!destination) return themeAnswer(c, shop, sessionOf(c, shop), false, [{ type: 'error', html: CALCULATOR_NOTICES.invalidCountry }]);
  const { sessionId } = changeCartState(c, shop, sessionOf(c, shop), (state) => ({ meta: { ...state.meta, destination }, value: null }));
  return themeAnswer(c, shop, sessionId, true, [{ type: 'notice', html: CALCULATOR_NOTICES.updated }]);
};

/** `{theme}_update_product_quantity {cart_item_key, cart_item_qty, security}`: the client refreshes fragments after. */
const themeUpdateQuantity: AjaxHandler = async (c, shop) => {
  const form = await readForm(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.theme, form.security)) return refused(c);
  const key = (form.cart_item_key ?? '').trim();
  const quantity = parseQuantity(form.cart_item_qty);
  const { value } = changeCartState(c, shop, sessionOf(c, shop), (state) => {
    if (!key || !state.lines.some((line) => line.key === key) || !Number.isInteger(quantity) || form.cart_item_qty === undefined) {
      return { value: false };
    }
    return { lines: updateQuantities(shop.catalogue, state.lines, new Map([[key, quantity]])), value: true };
  });
  return value ? sendJson(c, { success: true }) : sendJson(c, { success: false, data: { message: 'The cart item could not be updated.' } });
};

/** `/?{theme}-ajax=template_lazyload {template, context=wc_cart}`: an add-on panel's markup. */
const templateLazyload: AjaxHandler = async (c, shop) => {
  const fields = await readRequest(c);
  const name = fields.template ?? '';
  if (fields.context !== 'wc_cart' || !isAddonTemplate(name)) return sendJson(c, { success: false });
  const sessionId = sessionOf(c, shop);
  const state = loadCartState(shop.store, sessionId);
  const nonce = cartNonces(shop.store.secret(), sessionId)[CART_NONCE_ACTIONS.shippingCalculator];
  const calculate = URLS.wcAjax.replace('%%endpoint%%', `${THEME}_calculate_shipping`);
  return sendJson(c, { success: true, data: { template: addonTemplate(name, state.meta, nonce, calculate) } });
};

// ---- ProductX ----------------------------------------------------------------------

/** `variation[attribute_pa_color]` fields → `{ attribute_pa_color: value }` (how jQuery posts ProductX's map). */
function postedVariation(fields: FormFields): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^variation\[(attribute_[^\]]+)\]$/.exec(name);
    if (match?.[1] !== undefined) chosen[match[1]] = value.trim();
  }
  return chosen;
}

/**
 * admin-ajax `wopb_addcart {postid, quantity (default 1), variationId, variation, cartType, wpnonce}`:
 * `{success}`. Its quick view's "Buy now" sends `cartType: 'buy_now'`: the cart then holds this product alone
 * (ProductX empties it before adding even when the add then fails; here a refused add leaves it as it was).
 */
export async function wopbAddCart(c: Context, shop: Shop): Promise<Response> {
  const fields = await readRequest(c);
  if (!nonceOk(c, shop, CART_NONCE_ACTIONS.wopb, fields.wpnonce)) return wpDie(c);
  const request = {
    productId: absint(fields.postid),
    quantity: parseQuantity(fields.quantity),
    variationId: absint(fields.variationId),
    attributes: postedVariation(fields),
  };
  const buyNow = fields.cartType === 'buy_now';
  const { value: ok } = changeCartState(c, shop, sessionOf(c, shop), (state) => {
    const outcome = addToCart(shop.catalogue, buyNow ? [] : state.lines, request);
    return outcome.ok ? { lines: outcome.lines, value: true } : { value: false };
  });
  return sendJson(c, { success: ok });
}

/** The `/?wc-ajax=` endpoints of this module. */
export const CART_WC_AJAX: Record<string, AjaxHandler> = {
  apply_coupon,
  remove_coupon,
  update_shipping_method,
  get_cart_totals,
  [`${THEME}_apply_coupon`]: themeCoupon('apply'),
  [`${THEME}_remove_coupon`]: themeCoupon('remove'),
  [`${THEME}_save_order_notes`]: saveOrderNotes,
  [`${THEME}_update_shipping_method`]: themeUpdateShippingMethod,
  [`${THEME}_calculate_shipping`]: themeCalculateShipping,
  [`${THEME}_update_product_quantity`]: themeUpdateQuantity,
};

/** The `/?{theme}-ajax=` endpoints of this module. */
export const CART_THEME_AJAX: Record<string, AjaxHandler> = {
  template_lazyload: templateLazyload,
};

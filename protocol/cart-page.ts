/**
 * The platform's classic cart page calls (§7 "Cart and catalogue"; its cart.js): the
 * cart page itself (GET, and its form's POST) answering the page's HTML, and the
 * coupon calls (declared in coupons.ts) and the shipping-method call answering HTML (a notice, or the cart totals).
 * All of them change or read the cart, so they share the cart queue (§4).
 */
import { CART_LANE } from './cart.ts';
import type { Payload } from './client.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { fieldsToPayload, type FormFields } from './theme-cart.ts';
import { CART_NONCES } from '../dom-bridge/nonce-keys.ts';

const asText = (raw: unknown): string => (typeof raw === 'string' ? raw : '');

/** GET the cart page (optionally with a link's query, e.g. a remove link's `remove_item` + `_wpnonce`). */
const cartPageContract = defineContract<string, Payload>({
  name: 'cart page',
  transport: { page: 'cart' },
  method: 'GET',
  response: 'text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: asText,
});

/** POST the cart page's own forms (the cart form, the shipping calculator) as the browser would. */
const cartFormContract = defineContract<string, Payload>({
  name: 'cart form',
  transport: { page: 'cart' },
  method: 'POST',
  body: 'form',
  response: 'text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: asText,
});

const updateShippingMethodContract = defineContract<string, { shipping_method: Readonly<Record<string, string>> }>({
  name: 'update_shipping_method',
  transport: { wcAjax: 'update_shipping_method' },
  method: 'POST',
  nonce: { field: 'security', key: CART_NONCES.updateShippingMethod },
  response: 'text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: asText,
});

/** The cart page's HTML (with `query` added, e.g. a remove link's). */
export function getCartPage(query: Readonly<Record<string, string>> = {}, options?: CallOptions): Promise<string> {
  return call(cartPageContract, query, options);
}

/** Posts a cart page form's fields; resolves with the page the server answers (after its redirect). */
export function postCartForm(fields: FormFields, options?: CallOptions): Promise<string> {
  return call(cartFormContract, fieldsToPayload(fields), options);
}

/** `apply_coupon {security, coupon_code}` (protocol/coupons.ts): the notice HTML. */
export function applyCartCoupon(couponCode: string, options?: CallOptions): Promise<string> {
  return applyCoupon({ coupon_code: couponCode }, options).then((notice) => notice.html);
}

/** `remove_coupon {security, coupon}` (protocol/coupons.ts): the notice HTML. */
export function removeCartCoupon(coupon: string, options?: CallOptions): Promise<string> {
  return removeCoupon(coupon, options).then((notice) => notice.html);
}

/** `update_shipping_method {security, shipping_method: {index: method}}`: the cart totals HTML. */
export function updateCartShippingMethod(methods: Readonly<Record<string, string>>, options?: CallOptions): Promise<string> {
  return call(updateShippingMethodContract, { shipping_method: methods }, options);
}

/**
 * The classic checkout's calls (§7): the order review refresh, placing the order, the checkout
 * coupon calls with the billing e-mail (declared in coupons.ts), and the inline login.
 */
import { CHECKOUT_NONCES } from '../dom-bridge/nonce-keys.ts';
import type { Payload } from './client.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { applyCoupon as applyCouponCall, removeCoupon, type CouponNotice } from './coupons.ts';
import { ProtocolError, wrongShape } from './errors.ts';
import { fragmentsMap, isRecord, readNonEmptyString, readString } from './validate.ts';

/** What `update_order_review` answers: fragments for the review table and payment section. */
export interface OrderReviewUpdate {
  result: 'success' | 'failure';
  /** Notices HTML ('' for none). */
  messages: string;
  /** The platform asks for a full reload (e.g. the shopper logged in elsewhere). */
  reload: boolean;
  fragments: Record<string, string>;
}

export type PlaceOrderResult =
  | { kind: 'success'; redirect: string }
  | {
      kind: 'failure';
      /** The error notices as HTML ('' when the server gave none). */
      messages: string;
      /** Refresh the order review (e.g. for a fresh nonce). */
      refresh: boolean;
      reload: boolean;
    };

export type CheckoutLoginResult = { kind: 'success' } | { kind: 'errors'; errors: Record<string, string> };

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** `update_order_review` → typed; an answer without fragments is not one of the platform's. */
function parseOrderReview(raw: unknown): OrderReviewUpdate {
  if (!isRecord(raw)) throw wrongShape('update_order_review', 'not an object');
  const fragments = fragmentsMap(raw.fragments);
  if (!fragments) throw wrongShape('update_order_review', 'no fragments');
  return {
    result: raw.result === 'failure' ? 'failure' : 'success',
    messages: readString(raw.messages) ?? '',
    reload: flag(raw.reload),
    fragments,
  };
}

/**
 * The platform prints PHP notices before the JSON now and then; like its own script, keep the
 * `{"result…}` object when the whole answer does not parse.
 */
function repairedJson(text: string): unknown {
  const match = /\{"result.*\}/s.exec(text);
  if (match) {
    try {
      return JSON.parse(match[0]) as unknown;
    } catch {
      // Fall through to the error below.
    }
  }
  throw new ProtocolError('invalid_json', { cause: text.slice(0, 200) });
}

/** `checkout` → success with its redirect, or failure with the error notices. */
export function parsePlaceOrder(raw: unknown): PlaceOrderResult {
  const answer = typeof raw === 'string' ? repairedJson(raw) : raw;
  if (!isRecord(answer)) throw wrongShape('checkout', 'not an object');
  const redirect = readNonEmptyString(answer.redirect);
  if (answer.result === 'success' && redirect !== undefined) return { kind: 'success', redirect };
  if (answer.result === 'failure') {
    return { kind: 'failure', messages: readString(answer.messages) ?? '', refresh: flag(answer.refresh), reload: flag(answer.reload) };
  }
  throw wrongShape('checkout', 'neither success with a redirect nor failure');
}

/** The coupon calls answer the printed notices and nothing else (validate.ts readNoticeHtml). */
/** `wopb_checkout_login` success: `{success: true}` (wp_send_json_success). Anything else is not a login. */
function parseCheckoutLogin(raw: unknown): CheckoutLoginResult {
  if (isRecord(raw) && raw.success === true) return { kind: 'success' };
  throw wrongShape('wopb_checkout_login', 'no success');
}

/** §7: the error answer (422) maps field name → message; a plain message goes to the general area. */
function loginErrors(body: unknown): Record<string, string> | null {
  if (typeof body === 'string' && body.trim() !== '') return { default: body };
  if (!isRecord(body)) return null;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(body)) if (typeof message === 'string' && message !== '') errors[field] = message;
  return Object.keys(errors).length ? errors : null;
}

const updateOrderReviewContract = defineContract<OrderReviewUpdate, Payload>({
  name: 'update_order_review',
  transport: { wcAjax: 'update_order_review' },
  method: 'POST',
  nonce: { field: 'security', key: CHECKOUT_NONCES.updateOrderReview },
  // §9 / brief: a newer refresh aborts the older one.
  concurrency: 'latest',
  parse: parseOrderReview,
});

const placeOrderContract = defineContract<PlaceOrderResult, Payload>({
  name: 'checkout',
  transport: { wcAjax: 'checkout' },
  method: 'POST',
  response: 'json-or-text',
  concurrency: 'queue',
  parse: parsePlaceOrder,
});

const checkoutLoginContract = defineContract<CheckoutLoginResult, { username: string; password: string; rememberme: string }>({
  name: 'wopb_checkout_login',
  transport: { adminAjax: 'wopb_checkout_login' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: 'wopb' },
  parse: parseCheckoutLogin,
});

/** Refreshes the review table and payment section; a newer call aborts this one. */
export function updateOrderReview(payload: Payload, options?: CallOptions): Promise<OrderReviewUpdate> {
  return call(updateOrderReviewContract, payload, options);
}

/** Places the order with the serialized checkout form. */
export function placeOrder(form: Payload, options?: CallOptions): Promise<PlaceOrderResult> {
  return call(placeOrderContract, form, options);
}

/** The checkout's apply (protocol/coupons.ts) sends the billing e-mail too. */
export function applyCoupon(couponCode: string, billingEmail: string, options?: CallOptions): Promise<CouponNotice> {
  return applyCouponCall({ coupon_code: couponCode, billing_email: billingEmail }, options);
}

export { removeCoupon, type CouponNotice };

/** Logs in from the checkout; field errors come back as a map (field name → message). */
export async function checkoutLogin(
  input: { username: string; password: string; rememberme: boolean },
  options?: CallOptions,
): Promise<CheckoutLoginResult> {
  try {
    return await call(
      checkoutLoginContract,
      { username: input.username, password: input.password, rememberme: input.rememberme ? 'forever' : '' },
      options,
    );
  } catch (error) {
    // wp_send_json( $errors, 422 ): the only failure that carries messages for the shopper.
    const errors = error instanceof ProtocolError && error.status === 422 ? loginErrors(error.body) : null;
    if (errors) return { kind: 'errors', errors };
    throw error;
  }
}

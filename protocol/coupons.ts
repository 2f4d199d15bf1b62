/**
 * `apply_coupon` and `remove_coupon` (§7), declared once for the cart page, the cart's checkout and
 * the checkout: both answer the notices the platform printed, and nothing else (an error page or
 * broken JSON is a failure). A coupon changes the cart, so both take the cart's queue (§4): a link
 * followed meanwhile waits for them as it waits for an add.
 */
import { CART_NONCES } from '../dom-bridge/nonce-keys.ts';
import { CART_LANE } from './cart.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { wrongShape } from './errors.ts';
import { readNoticeHtml } from './validate.ts';

/** An applied or removed coupon's answer: the notice HTML the server printed. */
export interface CouponNotice {
  html: string;
  /** An error notice: the checkout shows it under the coupon field rather than above the form. */
  isError: boolean;
}

function couponNotice(contract: string): (raw: unknown) => CouponNotice {
  return (raw) => {
    const html = readNoticeHtml(raw);
    if (html === undefined) throw wrongShape(contract, 'no notice');
    return { html, isError: html.includes('woocommerce-error') || html.includes('is-error') };
  };
}

/** The checkout also sends the billing e-mail (a coupon limited to some addresses is checked against it). */
type ApplyPayload = { coupon_code: string } | { coupon_code: string; billing_email: string };

const applyCouponContract = defineContract<CouponNotice, ApplyPayload>({
  name: 'apply_coupon',
  transport: { wcAjax: 'apply_coupon' },
  method: 'POST',
  nonce: { field: 'security', key: CART_NONCES.applyCoupon },
  response: 'text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: couponNotice('apply_coupon'),
});

const removeCouponContract = defineContract<CouponNotice, { coupon: string }>({
  name: 'remove_coupon',
  transport: { wcAjax: 'remove_coupon' },
  method: 'POST',
  nonce: { field: 'security', key: CART_NONCES.removeCoupon },
  response: 'text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: couponNotice('remove_coupon'),
});

/** `apply_coupon {security, coupon_code[, billing_email]}`; callers never send an empty code (§5). */
export function applyCoupon(payload: ApplyPayload, options?: CallOptions): Promise<CouponNotice> {
  return call(applyCouponContract, payload, options);
}

/** `remove_coupon {security, coupon}`. */
export function removeCoupon(coupon: string, options?: CallOptions): Promise<CouponNotice> {
  return call(removeCouponContract, { coupon }, options);
}

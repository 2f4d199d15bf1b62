/**
 * The shop's coupons and the platform's rules for them: code formatting
 * (wc_format_coupon_code), validity in WC_Discounts::is_coupon_valid()'s order
 * (exists → expiry → minimum spend), then "already applied", and the notices
 * each outcome queues, worded exactly as class-wc-coupon.php / WC_AJAX print them
 * (esc_html, so quotes arrive as &quot;).
 */
import { escHtml } from './formatting/escape.ts';
import { wcPrice } from './formatting/price.ts';

export type DiscountType = 'percent' | 'fixed_cart';

export interface Coupon {
  /** Lower-case, as the platform stores codes. */
  code: string;
  type: DiscountType;
  /** Percent (10 = 10 %) for `percent`; cents for `fixed_cart`. */
  amount: number;
  /** Grants the free-shipping method (server/shipping.ts). */
  freeShipping: boolean;
  /** Last valid day (UTC, inclusive), or null for none. */
  expires: string | null;
  /** Minimum items subtotal in cents, or null. */
  minimumCents: number | null;
  /** Shown in the cart page's coupon list. */
  description: string;
}

/** The reference shop's coupons (the platform keeps them as posts; ours are fixed). */
export const COUPONS: readonly Coupon[] = [
  {
    code: 'summer10',
    type: 'percent',
    amount: 10,
    freeShipping: false,
    expires: null,
    minimumCents: null,
    description: '10% off everything',
  },
  {
    code: 'save5',
    type: 'fixed_cart',
    amount: 500,
    freeShipping: false,
    expires: null,
    minimumCents: null,
    description: '$5 off your cart',
  },
  { code: 'freeship', type: 'fixed_cart', amount: 0, freeShipping: true, expires: null, minimumCents: null, description: 'Free shipping' },
  {
    code: 'big15',
    type: 'fixed_cart',
    amount: 1500,
    freeShipping: false,
    expires: null,
    minimumCents: 10000,
    description: '$15 off orders over $100',
  },
  {
    code: 'spring20',
    type: 'percent',
    amount: 20,
    freeShipping: false,
    expires: '2024-12-31',
    minimumCents: null,
    description: '20% off (ended 31 December 2024)',
  },
];

/** The coupons the cart page lists as one-click links (the expired one is only typed in tests). */
export const LISTED_COUPONS: readonly string[] = ['summer10', 'save5', 'freeship', 'big15'];

/** wc_format_coupon_code(): entities decoded, trimmed, lower-cased. */
export function formatCouponCode(raw: string): string {
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()
    .toLowerCase();
}

export function findCoupon(code: string): Coupon | null {
  return COUPONS.find((coupon) => coupon.code === code) ?? null;
}

const quoted = (code: string): string => `&quot;${escHtml(code)}&quot;`;

/** The platform's coupon notices, as trusted HTML. */
export const COUPON_NOTICES = {
  applied: 'Coupon code applied successfully.',
  removed: 'Coupon has been removed.',
  pleaseEnter: 'Please enter a coupon code.',
  removeProblem: 'Sorry there was a problem removing this coupon.',
  notExist: (code: string): string => `Coupon ${quoted(code)} does not exist!`,
  expired: (code: string): string => `Coupon ${quoted(code)} has expired.`,
  alreadyApplied: (code: string): string => `Coupon code ${quoted(code)} already applied!`,
  minimumSpend: (code: string, minimumCents: number): string => `The minimum spend for coupon ${quoted(code)} is ${wcPrice(minimumCents)}.`,
  invalidRemoved: (code: string): string =>
    `Sorry, it seems the coupon ${quoted(code)} is invalid - it has now been removed from your order.`,
} as const;

function expired(coupon: Coupon, now: Date): boolean {
  if (!coupon.expires) return false;
  // The platform stores the expiry as midnight at the start of the day after the last valid day.
  return now.getTime() >= Date.parse(`${coupon.expires}T00:00:00Z`) + 24 * 60 * 60 * 1000;
}

/**
 * Why `code` cannot be used on a cart whose items subtotal is `subtotalCents`, as the
 * notice HTML, or null when it can (WC_Discounts::is_coupon_valid order).
 */
export function couponError(code: string, subtotalCents: number, now: Date = new Date()): string | null {
  const coupon = findCoupon(code);
  if (!coupon) return COUPON_NOTICES.notExist(code);
  if (expired(coupon, now)) return COUPON_NOTICES.expired(code);
  if (coupon.minimumCents !== null && subtotalCents < coupon.minimumCents) return COUPON_NOTICES.minimumSpend(code, coupon.minimumCents);
  return null;
}

export type ApplyOutcome = { ok: true; coupons: string[]; notice: string } | { ok: false; notice: string };

/** WC_Cart::apply_coupon(): validity first, then "already applied"; success appends the code. */
export function applyCoupon(applied: readonly string[], rawCode: string, subtotalCents: number, now: Date = new Date()): ApplyOutcome {
  const code = formatCouponCode(rawCode);
  if (code === '') return { ok: false, notice: COUPON_NOTICES.pleaseEnter };
  const error = couponError(code, subtotalCents, now);
  if (error) return { ok: false, notice: error };
  if (applied.includes(code)) return { ok: false, notice: COUPON_NOTICES.alreadyApplied(code) };
  return { ok: true, coupons: [...applied, code], notice: COUPON_NOTICES.applied };
}

/** WC_AJAX::remove_coupon(): an empty code is a problem; any other is removed (present or not). */
export function removeCoupon(applied: readonly string[], rawCode: string): ApplyOutcome {
  const code = formatCouponCode(rawCode);
  if (code === '') return { ok: false, notice: COUPON_NOTICES.removeProblem };
  return { ok: true, coupons: applied.filter((c) => c !== code), notice: COUPON_NOTICES.removed };
}

/**
 * WC_Cart::check_cart_coupons(): after a cart change, applied coupons that are no longer
 * valid are dropped, each with the platform's "invalid - it has now been removed" notice.
 * An empty cart keeps no coupons (and says nothing).
 */
export function recheckCoupons(
  applied: readonly string[],
  subtotalCents: number,
  itemCount: number,
  now: Date = new Date(),
): { coupons: string[]; notices: string[] } {
  if (itemCount === 0) return { coupons: [], notices: [] };
  const coupons: string[] = [];
  const notices: string[] = [];
  for (const code of applied) {
    if (couponError(code, subtotalCents, now) === null) coupons.push(code);
    else notices.push(COUPON_NOTICES.invalidRemoved(code));
  }
  return { coupons, notices };
}

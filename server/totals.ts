/**
 * The cart's money, as WC_Cart_Totals computes it for this shop (taxes off, prices
 * in cents): line subtotals, coupon discounts (percent coupons first, on the
 * undiscounted prices; fixed-cart coupons after, capped at what is left), shipping
 * for the chosen rates, the total, and the cart data the theme prints (§3 cart
 * info and cart goal). Pure: the same inputs always give the same totals.
 *
 * `cartTotals` is what every page, fragment and order uses, so they all agree.
 */
import { cartView, type CartItemView, type CartLine } from './cart.ts';
import { resolveId, type Catalogue } from './catalogue.ts';
import { couponError, findCoupon, type Coupon } from './coupons.ts';
import {
  DEFAULT_DESTINATION,
  FREE_SHIPPING_CLASS,
  FREE_SHIPPING_MIN_CENTS,
  shippingPackages,
  type Destination,
  type ShippedItem,
  type ShippingPackage,
} from './shipping.ts';

export interface LineTotal {
  key: string;
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount. */
  totalCents: number;
}

export interface CouponDiscount {
  code: string;
  amountCents: number;
  freeShipping: boolean;
}

export interface CartGoal {
  /** The amount that completes the goal (the free-shipping minimum). */
  thresholdCents: number;
  /** 0–100, whole; 100 once free shipping is reached (§4: done at ≥ 100). */
  percent: number;
  /** What is still missing; 0 when done. */
  remainingCents: number;
}

export interface CartTotals {
  /** Sum of the line subtotals, before discounts. */
  subtotalCents: number;
  /** Valid applied coupons, in application order, with what each took off. */
  discounts: CouponDiscount[];
  discountCents: number;
  lines: LineTotal[];
  needsShipping: boolean;
  packages: ShippingPackage[];
  /** The chosen rates' cost. */
  shippingCents: number;
  totalCents: number;
  /** Applied codes that are not valid for this cart (left out of the discounts). */
  invalidCoupons: string[];
  /** §3 cart info: item count (sum of quantities). */
  count: number;
  /** §3 cart info: every item that needs shipping is in the free-shipping class (and one does). */
  freeShippingClassOnly: boolean;
  goal: CartGoal;
}

/** Splits `amount` over `weights` in proportion, in whole cents, never more than each weight. */
function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const shares = weights.map((w) => Math.floor((capped * w) / total));
  let left = capped - shares.reduce((sum, s) => sum + s, 0);
  // The platform's remainder handling: one cent at a time, to items with room, in cart order.
  for (let i = 0; left > 0 && i < shares.length * 2; i++) {
    const at = i % shares.length;
    if (shares[at]! < weights[at]!) {
      shares[at]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** WC_Cart_Totals' coupon order: percent (sort 2) before fixed cart (sort 3), otherwise as applied. */
function applicationOrder(coupons: Coupon[]): Coupon[] {
  const rank = (coupon: Coupon): number => (coupon.type === 'percent' ? 2 : 3);
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) => rank(a.coupon) - rank(b.coupon) || a.index - b.index)
    .map(({ coupon }) => coupon);
}

function discountLines(items: readonly CartItemView[], coupons: Coupon[]): { perLine: number[]; discounts: CouponDiscount[] } {
  const remaining = items.map((item) => item.lineCents);
  const perLine = items.map(() => 0);
  const discounts: CouponDiscount[] = [];
  for (const coupon of applicationOrder(coupons)) {
    let shares: number[];
    if (coupon.type === 'percent') {
      // Not sequential (the platform's default): a percentage of the undiscounted price, capped at what is left.
      const target = Math.round((items.reduce((sum, item) => sum + item.lineCents, 0) * coupon.amount) / 100);
      shares = spread(
        Math.min(
          target,
          remaining.reduce((sum, r) => sum + r, 0),
        ),
        remaining,
      );
    } else {
      shares = spread(coupon.amount, remaining);
    }
    shares.forEach((share, i) => {
      remaining[i]! -= share;
      perLine[i]! += share;
    });
    discounts.push({ code: coupon.code, amountCents: shares.reduce((sum, s) => sum + s, 0), freeShipping: coupon.freeShipping });
  }
  return { perLine, discounts };
}

function shippedItems(catalogue: Catalogue, items: readonly CartItemView[]): ShippedItem[] {
  return items.flatMap((item) => {
    const product = resolveId(catalogue, item.productId)?.product;
    return product && !product.virtual ? [{ key: item.key, shippingClass: product.shipping_class }] : [];
  });
}

function cartGoal(amountCents: number, freeShippingCoupon: boolean): CartGoal {
  if (freeShippingCoupon || amountCents >= FREE_SHIPPING_MIN_CENTS) {
    return { thresholdCents: FREE_SHIPPING_MIN_CENTS, percent: 100, remainingCents: 0 };
  }
  const percent = Math.max(0, Math.floor((amountCents * 100) / FREE_SHIPPING_MIN_CENTS));
  return { thresholdCents: FREE_SHIPPING_MIN_CENTS, percent, remainingCents: FREE_SHIPPING_MIN_CENTS - Math.max(0, amountCents) };
}

/**
 * Everything the cart costs: subtotal, discounts, shipping and total (cents), plus the
 * cart info the theme prints. `appliedCoupons` are codes as stored (lower-case); those
 * not valid for these lines are reported in `invalidCoupons` and take nothing off.
 * `chosenShipping` maps a package index to a rate id (`{ '0': 'flat_rate:1' }`).
 */
export function cartTotals(
  catalogue: Catalogue,
  lines: readonly CartLine[],
  appliedCoupons: readonly string[],
  chosenShipping: Readonly<Record<string, string>> = {},
  destination: Destination = DEFAULT_DESTINATION,
  now: Date = new Date(),
): CartTotals {
  const view = cartView(catalogue, [...lines]);
  const { items } = view;
  const subtotalCents = view.subtotalCents;
  const valid: Coupon[] = [];
  const invalidCoupons: string[] = [];
  for (const code of appliedCoupons) {
    const coupon = items.length > 0 && couponError(code, subtotalCents, now) === null ? findCoupon(code) : null;
    if (coupon) valid.push(coupon);
    else invalidCoupons.push(code);
  }
  const { perLine, discounts } = discountLines(items, valid);
  const discountCents = perLine.reduce((sum, d) => sum + d, 0);
  const freeShippingCoupon = valid.some((coupon) => coupon.freeShipping);
  const amountCents = subtotalCents - discountCents;
  const shipped = shippedItems(catalogue, items);
  const packages = shippingPackages(shipped, destination, { amountCents, freeShippingCoupon }, chosenShipping);
  const shippingCents = packages.reduce((sum, pkg) => sum + (pkg.rates.find((rate) => rate.id === pkg.chosen)?.costCents ?? 0), 0);
  return {
    subtotalCents,
    discounts,
    discountCents,
    lines: items.map((item, i) => ({
      key: item.key,
      subtotalCents: item.lineCents,
      discountCents: perLine[i]!,
      totalCents: item.lineCents - perLine[i]!,
    })),
    needsShipping: shipped.length > 0,
    packages,
    shippingCents,
    totalCents: amountCents + shippingCents,
    invalidCoupons,
    count: view.count,
    freeShippingClassOnly: shipped.length > 0 && shipped.every((item) => item.shippingClass === FREE_SHIPPING_CLASS),
    goal: cartGoal(amountCents, freeShippingCoupon),
  };
}

/** The totals of an empty cart (what a page printed for a visitor without a cart shows). */
export function emptyCartTotals(): CartTotals {
  return {
    subtotalCents: 0,
    discounts: [],
    discountCents: 0,
    lines: [],
    needsShipping: false,
    packages: [],
    shippingCents: 0,
    totalCents: 0,
    invalidCoupons: [],
    count: 0,
    freeShippingClassOnly: false,
    goal: cartGoal(0, false),
  };
}

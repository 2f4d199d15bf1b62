/**
 * Shipping as the platform's zones would be set up for this shop: one package
 * (index 0) holding every item that needs shipping (presets are files and need
 * none), rates by destination zone, the free-shipping shipping class costing
 * nothing, and free shipping for orders of $100 or more (after discounts) or
 * with a free-shipping coupon.
 */

export interface Destination {
  country: string;
  state: string;
  city: string;
  postcode: string;
}

/** The store's base address, the platform's default customer location. */
export const DEFAULT_DESTINATION: Destination = { country: 'US', state: 'CA', city: '', postcode: '' };

/** The countries the shop sells to (the shipping calculator's choices), in the platform's wording. */
export const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['AU', 'Australia'],
  ['CA', 'Canada'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GB', 'United Kingdom (UK)'],
  ['US', 'United States (US)'],
];

export const FREE_SHIPPING_CLASS = 'free-shipping';
/** The free-shipping method's minimum order amount, which is also the cart goal (§3). */
export const FREE_SHIPPING_MIN_CENTS = 10000;

export type ShippingMethodId = 'flat_rate' | 'free_shipping' | 'local_pickup';

export interface ShippingRate {
  /** `method:instance`, the value the shopper's choice carries (e.g. `flat_rate:1`). */
  id: string;
  methodId: ShippingMethodId;
  label: string;
  costCents: number;
}

export interface ShippingPackage {
  index: number;
  /** Cart item keys in the package. */
  itemKeys: string[];
  rates: ShippingRate[];
  /** The chosen rate id: the shopper's choice while offered, else the first rate; null without rates. */
  chosen: string | null;
}

/** What the rates depend on, per shipped item. */
export interface ShippedItem {
  key: string;
  shippingClass: string;
}

export interface RateContext {
  /** Items subtotal minus discounts: what the free-shipping minimum is compared with. */
  amountCents: number;
  /** An applied coupon grants free shipping. */
  freeShippingCoupon: boolean;
}

interface Zone {
  name: string;
  countries: readonly string[] | 'rest';
  flatRate: { instance: number; label: string; costCents: number };
  freeShipping: number;
  localPickup: number | null;
}

const ZONES: readonly Zone[] = [
  {
    name: 'United States (US)',
    countries: ['US'],
    flatRate: { instance: 1, label: 'Flat rate', costCents: 500 },
    freeShipping: 2,
    localPickup: 3,
  },
  {
    name: 'Everywhere else',
    countries: 'rest',
    flatRate: { instance: 4, label: 'International flat rate', costCents: 1500 },
    freeShipping: 5,
    localPickup: null,
  },
];

function zoneFor(destination: Destination): Zone {
  return ZONES.find((zone) => zone.countries !== 'rest' && zone.countries.includes(destination.country)) ?? ZONES[ZONES.length - 1]!;
}

/** Whether the free-shipping method is offered (minimum amount OR coupon). */
export function freeShippingAvailable(context: RateContext): boolean {
  return context.freeShippingCoupon || context.amountCents >= FREE_SHIPPING_MIN_CENTS;
}

/**
 * The rates for one package. Flat rate charges per order the most expensive class
 * in the package: the free-shipping class costs nothing, items without a class the zone's cost.
 */
export function packageRates(items: readonly ShippedItem[], destination: Destination, context: RateContext): ShippingRate[] {
  const zone = zoneFor(destination);
  const onlyFreeClass = items.every((item) => item.shippingClass === FREE_SHIPPING_CLASS);
  const rates: ShippingRate[] = [];
  if (freeShippingAvailable(context))
    rates.push({ id: `free_shipping:${zone.freeShipping}`, methodId: 'free_shipping', label: 'Free shipping', costCents: 0 });
  rates.push({
    id: `flat_rate:${zone.flatRate.instance}`,
    methodId: 'flat_rate',
    label: zone.flatRate.label,
    costCents: onlyFreeClass ? 0 : zone.flatRate.costCents,
  });
  if (zone.localPickup !== null)
    rates.push({ id: `local_pickup:${zone.localPickup}`, methodId: 'local_pickup', label: 'Local pickup', costCents: 0 });
  return rates;
}

/**
 * The cart's shipping packages (one, when anything needs shipping). A chosen rate stays
 * chosen while it is offered; otherwise the first offered rate is used.
 */
export function shippingPackages(
  items: readonly ShippedItem[],
  destination: Destination,
  context: RateContext,
  chosen: Readonly<Record<string, string>>,
): ShippingPackage[] {
  if (items.length === 0) return [];
  const rates = packageRates(items, destination, context);
  const wanted = chosen['0'];
  const pick = rates.find((rate) => rate.id === wanted) ?? rates[0];
  return [{ index: 0, itemKeys: items.map((item) => item.key), rates, chosen: pick?.id ?? null }];
}

/** A country's name for "Shipping to …" (its code when unknown). */
export function countryName(code: string): string {
  return COUNTRIES.find(([c]) => c === code)?.[1] ?? code;
}

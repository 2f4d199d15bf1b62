/**
 * §5 "Name-your-price": the checks made 1 s after the shopper types a price. Pure; the
 * island applies the result and shows the message for 4 s.
 */

export interface PriceLimits {
  /** §3: default 1. */
  min: number;
  /** null = no maximum. */
  max: number | null;
}

export type PriceCheck =
  | { kind: 'ok' }
  /** Not a number (the value stays as typed) or below min (the value becomes min). */
  | { kind: 'min'; value: number | null }
  /** Above max: the value becomes max. */
  | { kind: 'max'; value: number };

export function checkPrice(raw: string, { min, max }: PriceLimits): PriceCheck {
  const price = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(price)) return { kind: 'min', value: null };
  if (price < min) return { kind: 'min', value: min };
  if (max !== null && price > max) return { kind: 'max', value: max };
  return { kind: 'ok' };
}

/**
 * §5: add to cart is disabled while the price is ≤ 0. A price that is not a number yet
 * (an empty field) cannot be added either.
 */
export function canAddAtPrice(raw: string): boolean {
  const price = raw.trim() === '' ? Number.NaN : Number(raw);
  return price > 0;
}

/** §9: the symbol comes before the amount for 'left' and 'left_space', after it otherwise. */
export function formatPrice(amount: number, symbol: string, position: string): string {
  const value = amount.toFixed(2);
  switch (position) {
    case 'left':
      return `${symbol}${value}`;
    case 'left_space':
      return `${symbol} ${value}`;
    case 'right_space':
      return `${value} ${symbol}`;
    default:
      return `${value}${symbol}`;
  }
}

/** The §8 messages. */
export function limitMessage(kind: 'min' | 'max', price: string): string {
  return kind === 'min' ? `Minimum Price limit is ${price}` : `Maximum Price limit is ${price}`;
}

/**
 * The bundle's pricing rules (§9 "Bought-together bundle"), pure: each together item's line price
 * from its `new-price`, the main product's discount (only with at least one together item), the
 * totals rounded to (decimals + 1) places, and which items count (§5 "Other rules").
 */
import { roundTo } from './format.ts';

/** `new-price`: '100%' (the item's own price), 'N%' (of its sale price) or a fixed unit price. */
export type NewPrice = { kind: 'own' } | { kind: 'percent'; percent: number } | { kind: 'fixed'; amount: number };

/** Reads `data-new-price`; anything unreadable is the item's own price, as the add-on's default '100%'. */
export function parseNewPrice(raw: string | null | undefined): NewPrice {
  const text = (raw ?? '').trim();
  if (text === '' || text === '100%') return { kind: 'own' };
  if (text.endsWith('%')) {
    const percent = Number.parseFloat(text);
    return Number.isFinite(percent) ? { kind: 'percent', percent } : { kind: 'own' };
  }
  const amount = Number(text);
  return text !== '' && Number.isFinite(amount) ? { kind: 'fixed', amount } : { kind: 'own' };
}

export interface PricedItem {
  /** 0 until a purchasable variation is chosen (§3). */
  id: number;
  qty: number;
  checked: boolean;
  /** The sale price (or the regular one under `pricing: regular_price`). */
  price: number;
  regularPrice: number;
  newPrice: NewPrice;
}

/** What a line shows: `regular` struck through when `sale`, the price paid, is lower. */
export interface Line {
  regular: number;
  sale: number;
}

/** §5: an item counts toward totals, the badge and the saved ids only when checked, qty > 0 and id > 0. */
export function counts(item: Pick<PricedItem, 'id' | 'qty' | 'checked'>): boolean {
  return item.checked && item.qty > 0 && item.id > 0;
}

/** §9 item line price for `qty` of a together item. */
export function itemLine(item: PricedItem, qty: number): Line {
  const own = qty * item.price;
  switch (item.newPrice.kind) {
    case 'own':
      return { regular: qty * item.regularPrice, sale: own };
    case 'percent':
      return { regular: own, sale: (own * item.newPrice.percent) / 100 };
    case 'fixed':
      return { regular: own, sale: qty * item.newPrice.amount };
  }
}

export interface BundleTotals {
  /** Together items that count. */
  count: number;
  /** The together items' sum ('Additional price:'). */
  additional: Line;
  /** The main product at its quantity, discounted when `count` > 0. */
  main: Line;
  /** Main + additional ('Total:'). */
  total: Line;
}

/**
 * §9: total = main price × qty × (100 − discount)/100 + the together items' totals; the discount
 * only when at least one together item counts; sums rounded to (decimals + 1) places.
 */
export function bundleTotals(main: PricedItem | null, items: readonly PricedItem[], discount: number, decimals: number): BundleTotals {
  const places = decimals + 1;
  const selected = items.filter(counts);
  const sum = selected
    .map((item) => itemLine(item, item.qty))
    .reduce((a, b) => ({ regular: a.regular + b.regular, sale: a.sale + b.sale }), { regular: 0, sale: 0 });
  const additional = { regular: roundTo(sum.regular, places), sale: roundTo(sum.sale, places) };
  const percent = selected.length > 0 && Number.isFinite(discount) ? discount : 0;
  const mainLine = main
    ? { regular: main.regularPrice * main.qty, sale: (main.price * main.qty * (100 - percent)) / 100 }
    : { regular: 0, sale: 0 };
  return {
    count: selected.length,
    additional,
    main: mainLine,
    total: { regular: roundTo(mainLine.regular + additional.regular, places), sale: roundTo(mainLine.sale + additional.sale, places) },
  };
}

/** The count badge (§9): null unless more than one item counts; the item count or their total quantity. */
export function badgeValue(items: readonly PricedItem[], counter: string): number | null {
  const selected = items.filter(counts);
  if (counter === 'hide' || selected.length < 2) return null;
  return counter === 'individual' ? selected.length : selected.reduce((qty, item) => qty + item.qty, 0);
}

/**
 * §2/§9 overflow menu, the arithmetic: how many menu items stay in the bar and what the overflow
 * entry is called. Pure over widths measured once, so a resize recomputes without reading layout.
 */

export interface OverflowInput {
  /** Each item's width in the bar, in menu order. */
  itemWidths: readonly number[];
  /** The width the bar has. */
  available: number;
  /** The width of the overflow entry itself. */
  moreWidth: number;
  /** With this many items or fewer, no overflow entry: the items wrap instead. */
  threshold: number;
  /** With room for this many items or fewer beside the overflow entry, every item goes under it. */
  cutoff: number;
}

export interface OverflowLayout {
  /** Items left in the bar (the first `visible` ones). */
  visible: number;
  /** The overflow entry: none, 'more' (some items under it) or 'all' (every item under it). */
  entry: 'none' | 'more' | 'all';
}

/** Where the bar's items go for the width it has (flexMenu's threshold and cutoff rules). */
export function computeOverflow(input: OverflowInput): OverflowLayout {
  const { itemWidths, available, moreWidth, threshold, cutoff } = input;
  const count = itemWidths.length;
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available || count <= threshold) return { visible: count, entry: 'none' };
  let used = moreWidth;
  let fit = 0;
  while (fit < count && used + itemWidths[fit]! <= available) {
    used += itemWidths[fit]!;
    fit += 1;
  }
  if (fit <= cutoff) return { visible: 0, entry: 'all' };
  return { visible: fit, entry: 'more' };
}

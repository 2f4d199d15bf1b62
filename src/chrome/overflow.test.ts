import { describe, expect, it } from 'vitest';
import { computeOverflow } from './overflow.ts';

const rules = { moreWidth: 60, threshold: 2, cutoff: 2 };

describe('overflow menu layout (§9: threshold 2, cutoff 2)', () => {
  it('keeps every item in the bar when they all fit, with no overflow entry', () => {
    expect(computeOverflow({ ...rules, itemWidths: [100, 100, 100], available: 300 })).toEqual({ visible: 3, entry: 'none' });
  });

  it('moves the items that do not fit under More, keeping room for More itself', () => {
    // 5 × 100 = 500 > 420: beside More (60) there is room for 3 items (360).
    expect(computeOverflow({ ...rules, itemWidths: [100, 100, 100, 100, 100], available: 420 })).toEqual({ visible: 3, entry: 'more' });
  });

  it('counts the items from the start of the menu: a wide item stops the bar even if later ones are narrow', () => {
    expect(computeOverflow({ ...rules, itemWidths: [80, 80, 80, 300, 20], available: 400 })).toEqual({ visible: 3, entry: 'more' });
  });

  it('with threshold 2, a menu of two items never gets an overflow entry (they wrap)', () => {
    expect(computeOverflow({ ...rules, itemWidths: [300, 300], available: 200 })).toEqual({ visible: 2, entry: 'none' });
  });

  it('with three items the overflow entry may appear (above the threshold)', () => {
    expect(computeOverflow({ ...rules, itemWidths: [300, 300, 300], available: 200 }).entry).not.toBe('none');
  });

  it('with cutoff 2, room for only two items beside the entry puts every item under Menu', () => {
    expect(computeOverflow({ ...rules, itemWidths: [100, 100, 100, 100, 100], available: 270 })).toEqual({ visible: 0, entry: 'all' });
  });

  it('room for three items beside the entry is above the cutoff: More with three items left', () => {
    expect(computeOverflow({ ...rules, itemWidths: [100, 100, 100, 100, 100], available: 360 })).toEqual({ visible: 3, entry: 'more' });
  });

  it('a wider bar brings items back (recomputed from the same widths on resize)', () => {
    const itemWidths = [100, 100, 100, 100, 100, 100];
    const narrow = computeOverflow({ ...rules, itemWidths, available: 400 });
    const wide = computeOverflow({ ...rules, itemWidths, available: 700 });
    expect(narrow).toEqual({ visible: 3, entry: 'more' });
    expect(wide).toEqual({ visible: 6, entry: 'none' });
  });
});

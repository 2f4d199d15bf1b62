import { describe, expect, it } from 'vitest';
import { readCount, withCount } from './cart-count-text.ts';

describe('header cart count text', () => {
  it('reads the count the text shows', () => {
    expect(readCount('0 items')).toBe(0);
    expect(readCount('12')).toBe(12);
    expect(readCount('Cart')).toBeNull();
  });

  it("keeps Storefront's English words right for one and for many", () => {
    expect(withCount('0 items', 1)).toBe('1 item');
    expect(withCount('1 item', 3)).toBe('3 items');
    expect(withCount(' 2 items ', 0)).toBe(' 0 items ');
  });

  it('only changes the number of any other wording', () => {
    expect(withCount('3', 4)).toBe('4');
    expect(withCount('Warenkorb (2 Artikel)', 3)).toBe('Warenkorb (3 Artikel)');
    expect(withCount('Cart', 2)).toBe('Cart');
  });
});

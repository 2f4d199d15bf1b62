import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './current-link.ts';

const page = 'https://shop.example/shop/';

describe('current-link matching (§2)', () => {
  it('matches the same address, relative or absolute', () => {
    expect(isCurrentLink('/shop/', page)).toBe(true);
    expect(isCurrentLink('https://shop.example/shop/', page)).toBe(true);
  });

  it('ignores the hash on either side', () => {
    expect(isCurrentLink('/shop/#content', page)).toBe(true);
    expect(isCurrentLink('/shop/', 'https://shop.example/shop/#main')).toBe(true);
  });

  it('ignores an index or default file name on either side', () => {
    expect(isCurrentLink('/shop/index.php', page)).toBe(true);
    expect(isCurrentLink('/shop/index.html', page)).toBe(true);
    expect(isCurrentLink('/shop/default.aspx', page)).toBe(true);
    expect(isCurrentLink('/', 'https://shop.example/index.php')).toBe(true);
  });

  it('does not match another page, another host or another query', () => {
    expect(isCurrentLink('/cart/', page)).toBe(false);
    expect(isCurrentLink('/shop/lightroom/', page)).toBe(false);
    expect(isCurrentLink('https://other.example/shop/', page)).toBe(false);
    expect(isCurrentLink('/shop/?orderby=price', page)).toBe(false);
    expect(isCurrentLink('/shop/index.php.bak', page)).toBe(false);
  });

  it('never marks a hash-only link (an item that only opens its sub-menu) or a non-web link', () => {
    expect(isCurrentLink('#', page)).toBe(false);
    expect(isCurrentLink('#top', page)).toBe(false);
    expect(isCurrentLink('mailto:hi@shop.example', page)).toBe(false);
    expect(isCurrentLink('', page)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitCart } from './cart-commit.ts';
import { expectAdd, resetPendingCountForTests } from './pending-count.ts';

const HEADER = '<a class="cart-contents" href="/cart/"><span class="count">2 items</span></a>';
const count = (): string => document.querySelector('a.cart-contents .count')!.textContent ?? '';

beforeEach(() => {
  document.body.innerHTML = HEADER;
});
afterEach(() => resetPendingCountForTests());

describe('the header count while adds are in flight', () => {
  it('counts each add on top of the printed count and gives the printed text back once they settle', () => {
    const first = expectAdd(1);
    expect(count()).toBe('3 items');
    const second = expectAdd(2);
    expect(count()).toBe('5 items');
    first();
    first(); // a second settle of the same add changes nothing
    expect(count()).toBe('4 items');
    second();
    expect(count()).toBe('2 items');
  });

  it("counts the adds still in flight on top of the server's new count when fragments arrive", () => {
    expectAdd(1);
    const settled = expectAdd(1);
    settled();
    commitCart({
      fragments: { 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">3 items</span></a>' },
      cartHash: 'h1',
    });
    expect(count()).toBe('4 items');
  });

  it('counts an unreadable quantity as one', () => {
    expectAdd(Number.NaN);
    expect(count()).toBe('3 items');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { commitCart, resetCartForTests } from './cart-commit.ts';
import { fadeCartRegions } from './cart-fade.ts';

const PAGE = `
  <a class="cart-contents" href="/cart/" style="opacity: 0.9"><span class="count">0 items</span></a>
  <div class="widget_shopping_cart_content"></div>
  <div class="fly-cart-totals"></div>`;

afterEach(() => {
  resetCartForTests();
  document.body.innerHTML = '';
});

const opacities = (): string[] =>
  [...document.querySelectorAll<HTMLElement>('a.cart-contents, .widget_shopping_cart_content, .fly-cart-totals')].map(
    (el) => el.style.opacity,
  );

describe('cart regions fade while their fragments are being updated (§4, §9: 0.6)', () => {
  it('fades the header link and the mini-cart, and gives each its own opacity back', () => {
    document.body.innerHTML = PAGE;
    const release = fadeCartRegions();
    expect(opacities()).toEqual(['0.6', '0.6', '']);
    expect(document.querySelector('.widget_shopping_cart_content')!.classList.contains('updating')).toBe(true);
    release();
    release();
    expect(opacities()).toEqual(['0.9', '', '']);
  });

  it('fades every region the cart’s last fragments named as well', () => {
    document.body.innerHTML = PAGE;
    commitCart({ fragments: { 'div.fly-cart-totals': '<div class="fly-cart-totals">$0.00</div>' }, cartHash: 'h1' });
    const release = fadeCartRegions();
    expect(opacities()).toEqual(['0.6', '0.6', '0.6']);
    release();
    expect(opacities()).toEqual(['0.9', '', '']);
  });

  it('overlapping requests share the fade: it ends with the last of them, whichever order they end in', () => {
    document.body.innerHTML = PAGE;
    const first = fadeCartRegions();
    const second = fadeCartRegions();
    first();
    expect(opacities()).toEqual(['0.6', '0.6', '']);
    second();
    expect(opacities()).toEqual(['0.9', '', '']);
    const third = fadeCartRegions();
    expect(opacities()).toEqual(['0.6', '0.6', '']);
    third();
  });
});

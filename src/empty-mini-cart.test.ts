import { afterEach, describe, expect, it } from 'vitest';
import { capture } from '../protocol/testing.ts';
import { miniCartIsland } from '../islands/mini-cart/index.ts';
import { showEmptyMiniCarts } from './empty-mini-cart.ts';
import { startRuntime, type Runtime } from './runtime.ts';

/** The platform's shop page as captured (without its scripts): its header mini-cart is printed empty, to be filled by fragments. */
function showCapturedShopPage(): void {
  const page = capture('shop.html');
  const template = document.createElement('template');
  template.innerHTML = page.slice(page.indexOf('<body'), page.lastIndexOf('</body>'));
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  document.body.replaceChildren(template.content);
}

/** What the platform's own empty-cart fragment shows inside a mini-cart. */
function platformEmptyMessage(): string {
  const fragments = (JSON.parse(capture('get_refreshed_fragments-empty-cart.json')) as { fragments: Record<string, string> }).fragments;
  const region = document.createElement('div');
  region.innerHTML = fragments['div.widget_shopping_cart_content']!;
  return region.querySelector('.woocommerce-mini-cart__empty-message')!.outerHTML;
}

const regions = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('div.widget_shopping_cart_content'));

let runtime: Runtime | undefined;
afterEach(() => runtime?.stop());

describe('empty mini-carts of a visitor without a cart', () => {
  it('show the platform’s empty-cart message in the captured page’s empty mini-cart', () => {
    showCapturedShopPage();
    expect(regions()).toHaveLength(1);
    expect(regions()[0]!.textContent).toBe('');
    showEmptyMiniCarts();
    expect(regions()[0]!.innerHTML).toBe(platformEmptyMessage());
    expect(regions()[0]!.textContent).toBe('No products in the cart.');
  });

  it('fill every empty mini-cart (header, sidebar, drawer) and leave one with items alone', () => {
    document.body.innerHTML =
      '<header><div class="widget_shopping_cart_content"></div></header>' +
      '<aside><div class="widget_shopping_cart_content"></div></aside>' +
      '<div id="popup-fly-cart"><div class="widget_shopping_cart_content"></div></div>' +
      '<footer><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li>Beanie</li></ul></div></footer>';
    showEmptyMiniCarts();
    expect(regions().map((region) => region.textContent)).toEqual([
      'No products in the cart.',
      'No products in the cart.',
      'No products in the cart.',
      'Beanie',
    ]);
  });

  it('are not claimed by the mini-cart island (nothing to remove), so none stays pending; one with items is', () => {
    const withItem = JSON.parse(capture('add_to_cart-simple.json')) as { fragments: Record<string, string> };
    document.body.innerHTML = `<aside><div class="widget_shopping_cart_content"></div></aside>${withItem.fragments['div.widget_shopping_cart_content']}`;
    showEmptyMiniCarts();
    runtime = startRuntime([miniCartIsland]);
    const [empty, filled] = regions();
    expect(empty!.hasAttribute('data-island-state')).toBe(false);
    expect(filled!.getAttribute('data-island-state')).toBe('pending');
  });
});

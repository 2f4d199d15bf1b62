/**
 * The empty header mini-cart on a stock WooCommerce 9.9 + Storefront shop page (the captured
 * shop.html), started the way a shop starts us: the entry's own boot, every island registered.
 * Its own file: the boot runs once per module graph and its runtime stays for the file.
 */
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { capture, fakeServer, jsonResponse, type SeenRequest } from '../protocol/testing.ts';

const EMPTY = 'No products in the cart.';

/** The captured page's body without its scripts (the plugin takes the platform's off; ours is the boot below). */
function showCapturedShopPage(): void {
  const page = capture('shop.html');
  const template = document.createElement('template');
  template.innerHTML = page.slice(page.indexOf('<body'), page.lastIndexOf('</body>'));
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  document.body.replaceChildren(template.content);
}

const headerMiniCart = (): HTMLElement => document.querySelector<HTMLElement>('#site-header-cart div.widget_shopping_cart_content')!;
const headerCount = (): string => document.querySelector('#site-header-cart a.cart-contents .count')!.textContent ?? '';

let requests: SeenRequest[] = [];
beforeAll(async () => {
  showCapturedShopPage();
  requests = fakeServer((request) =>
    jsonResponse(
      JSON.parse(capture(request.url.includes('remove_from_cart') ? 'get_refreshed_fragments-empty-cart.json' : 'add_to_cart-simple.json')),
    ),
  ).requests;
  vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  await import('./boot.ts');
});

// One test: the shared setup empties the page after each, and the boot runs once per file.
describe('the header mini-cart of a visitor without a cart, on Storefront’s markup', () => {
  it('shows the platform’s empty message from the entry alone, and again after an add and its removal, with no island left pending there', async () => {
    expect(document.documentElement.getAttribute('data-shop-islands')).toBe('ready');
    expect(headerMiniCart().textContent).toBe(EMPTY);
    expect(headerMiniCart().querySelector('p.woocommerce-mini-cart__empty-message')).not.toBeNull();
    expect(headerMiniCart().hasAttribute('data-island-state')).toBe(false);
    expect(requests).toHaveLength(0);

    document.querySelector<HTMLElement>('a.ajax_add_to_cart[data-product_id="14"]')!.click();
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Beanie'));
    expect(headerCount()).toBe('1 item');
    expect(headerMiniCart().getAttribute('data-island')).toBe('mini-cart');

    headerMiniCart().querySelector<HTMLElement>('a.remove_from_cart_button')!.click();
    await waitFor(() => expect(headerMiniCart().textContent?.trim()).toBe(EMPTY));
    // The count is another region of the same answer; on a loaded machine it may land a task later.
    await waitFor(() => expect(headerCount()).toBe('0 items'));
    expect(headerMiniCart().hasAttribute('data-island-state')).toBe(false);
    expect(requests.map((request) => new URL(request.url).searchParams.get('wc-ajax'))).toEqual(['add_to_cart', 'remove_from_cart']);
  }, 20_000); // The real entry on a whole captured page: its chunks load cold, slow on a loaded machine.
});

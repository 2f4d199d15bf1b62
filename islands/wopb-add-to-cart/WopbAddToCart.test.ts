import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, textResponse, useConfig, type SeenRequest } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { wopbAddToCartIsland } from './index.ts';

const SLIDE =
  '<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a><div class="widget_shopping_cart_content"></div>' +
  '<li class="wopb-block-item"><h3 class="wopb-block-title"><a href="/p/">Checker Card</a></h3>' +
  '<div class="wopb-cart-action" data-postid="125"><div class="quantity"><label for="q">qty</label><input type="number" id="q" class="input-text qty text" value="1" min="1" step="1"></div>' +
  '<a href="?add-to-cart=125" class="wopb-add-to-cart button">Add to cart</a><a href="/cart/" class="wopb-cart-active">View Cart</a></div></li>' +
  '<div class="wopb-cart-action"><a href="?add-to-cart=9" class="wopb-add-to-cart button">Add</a></div>';

const FRAGMENTS = {
  fragments: {
    'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="count">2 items</span></a>',
    'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">x</div>',
  },
  cart_hash: 'h1',
};

let runtime: Runtime;
let requests: SeenRequest[];
let respond: (request: SeenRequest) => Response;
beforeEach(() => {
  (window as unknown as Record<string, unknown>).wopb_core = { security: 'wopbnonce' };
  useConfig();
  document.body.innerHTML = SLIDE;
  respond = (request) => (request.url.includes('get_refreshed_fragments') ? jsonResponse(FRAGMENTS) : jsonResponse({ success: true }));
  requests = fakeServer((request) => respond(request)).requests;
  runtime = startRuntime([wopbAddToCartIsland]);
});
afterEach(() => {
  runtime.stop();
  resetProtocolForTests();
  delete (window as unknown as Record<string, unknown>).wopb_core;
});

const area = (): HTMLElement => document.querySelector('.wopb-cart-action[data-postid]')!;

describe('ProductX slider add to cart', () => {
  it('posts wopb_addcart {postid, quantity, wpnonce}; on success the area is active, button and quantity gone, fragments refreshed, added_to_cart fired', async () => {
    const heard = vi.fn();
    document.body.addEventListener('added_to_cart', heard);
    area().querySelector<HTMLInputElement>('input.qty')!.value = '2';
    area().querySelector<HTMLAnchorElement>('a.wopb-add-to-cart')!.click();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
    expect(requests[0]!.url).toContain('/wp-admin/admin-ajax.php');
    expect(fields(requests[0]!.body)).toEqual([
      ['action', 'wopb_addcart'],
      ['postid', '125'],
      ['quantity', '2'],
      ['wpnonce', 'wopbnonce'],
    ]);
    expect(area().classList.contains('active')).toBe(true);
    expect(area().querySelector('a.wopb-add-to-cart')).toBeNull();
    expect(area().querySelector('input.qty')).toBeNull();
    expect(document.activeElement).toBe(area().querySelector('.wopb-cart-active'));
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('2 items');
  });

  it('only logs a failure and clears the loading state (§8)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    respond = () => textResponse('');
    const button = area().querySelector<HTMLAnchorElement>('a.wopb-add-to-cart')!;
    button.click();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(String(log.mock.calls[0]![0])).toBe('Error occured.please try again');
    expect(button.classList.contains('loading')).toBe(false);
    expect(area().classList.contains('active')).toBe(false);
  });

  it('leaves an add link without a product as a plain link', () => {
    const plain = document.querySelectorAll<HTMLAnchorElement>('a.wopb-add-to-cart')[1]!;
    expect(plain.hasAttribute('data-island')).toBe(false);
  });
});

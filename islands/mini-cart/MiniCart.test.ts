import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT } from '../../dom-bridge/constants.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { miniCartIsland } from './index.ts';

/** The header mini-cart as the platform fills it after an add (capture). */
function miniCartWithBeanie(): string {
  const fragments = (JSON.parse(capture('add_to_cart-simple.json')) as { fragments: Record<string, string> }).fragments;
  return `${fragments['a.cart-contents']}${fragments['div.widget_shopping_cart_content']}`;
}

let runtime: Runtime;
let navigate: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  useConfig();
  document.body.innerHTML = miniCartWithBeanie();
  navigate = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(navigate);
  runtime = startRuntime([miniCartIsland]);
});
afterEach(() => {
  runtime.stop();
  resetProtocolForTests();
});

const removeLink = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;

describe('mini-cart island', () => {
  it('covers the item while the removal is pending, then applies the fragments and fires removed_from_cart', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const heard = vi.fn();
    document.body.addEventListener('removed_from_cart', heard);

    const region = document.querySelector('div.widget_shopping_cart_content')!;
    removeLink().click();
    await new Promise<void>((resolve) => region.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true }));
    await waitFor(() => expect(document.querySelector('.woocommerce-mini-cart-item .blockOverlay')).not.toBeNull());
    expect(document.querySelector('.woocommerce-mini-cart-item')!.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(fields(server.requests[0]!.body)).toEqual([['cart_item_key', 'aab3238922bcc25a6f606eb525ffdc56']]);

    answer(jsonResponse(JSON.parse(capture('get_refreshed_fragments-empty-cart.json'))));
    await waitFor(() => expect(document.body.textContent).toContain('No products in the cart.'));
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('0 items');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes its overlay back and stops listening when it unmounts', async () => {
    const server = fakeServer(() => new Promise<Response>(() => {}));
    removeLink().click();
    await waitFor(() => expect(document.querySelector('.woocommerce-mini-cart-item .blockOverlay')).not.toBeNull());
    runtime.stop();
    expect(document.querySelector('.blockOverlay')).toBeNull();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    removeLink().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('follows the remove link when the server fails', async () => {
    fakeServer(() => textResponse('<h1>Error</h1>', { status: 500 }));
    const href = removeLink().href;
    removeLink().click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(href));
  });

  it('follows the remove link when the answer carries no fragments', async () => {
    fakeServer(() => jsonResponse({ success: false }));
    const href = removeLink().href;
    removeLink().click();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(href));
  });

  it('leaves clicks on product links alone', () => {
    const product = document.querySelector<HTMLAnchorElement>('.woocommerce-mini-cart-item a:not(.remove)')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    product.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.querySelector('div.widget_shopping_cart_content')!.getAttribute('data-island-state')).toBe('pending');
  });
});

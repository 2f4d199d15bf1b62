import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { addToCartIsland } from './index.ts';

const LISTING = `
  <a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>
  <div class="widget_shopping_cart_content"></div>
  <ul class="products">
    <li class="product"><a href="?add-to-cart=14" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart"
      data-product_id="14" data-product_sku="woo-beanie" data-success_message="“Beanie” has been added to your cart">Add to cart</a></li>
    <li class="product"><a href="/product/no-id/" class="button add_to_cart_button ajax_add_to_cart">Read more</a></li>
  </ul>`;

let runtime: Runtime;
beforeEach(() => {
  useConfig();
  document.body.innerHTML = LISTING;
  runtime = startRuntime([addToCartIsland]);
});
afterEach(() => {
  runtime.stop();
  resetProtocolForTests();
});

function button(): HTMLAnchorElement {
  return document.querySelector<HTMLAnchorElement>('li.product a[data-product_id="14"]')!;
}

describe('add-to-cart island', () => {
  it('sends every data attribute of the button, applies the fragments, shows one View cart link and fires added_to_cart', async () => {
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    const heard: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (event) => heard.push((event as CustomEvent<{ args: unknown[] }>).detail.args));

    button().click();
    await whenLive(button());
    await waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(fields(server.requests[0]!.body)).toEqual(
      expect.arrayContaining([
        ['product_id', '14'],
        ['quantity', '1'],
        ['product_sku', 'woo-beanie'],
      ]),
    );
    expect(fields(server.requests[0]!.body).map(([name]) => name)).not.toContain('island');
    expect(server.requests[0]!.url).toContain('wc-ajax=add_to_cart');
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toContain('Beanie');
    expect(heard).toHaveLength(1);
    expect(heard[0]![2]).toBe(button());

    button().click();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(button().classList.contains('loading')).toBe(false));
    expect(await within(button().closest('li')!).findAllByRole('link', { name: 'View cart' })).toHaveLength(1);
  });

  it('fires wc_cart_button_updated once when two quick adds are done, and takes its feedback back on unmount', async () => {
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    const updated: unknown[] = [];
    document.body.addEventListener('wc_cart_button_updated', (event) => updated.push(event));
    button().click();
    await whenLive(button());
    button().click();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(button().classList.contains('loading')).toBe(false);
    expect(updated).toHaveLength(1);

    runtime.stop();
    expect(button().classList.contains('added')).toBe(false);
    expect(document.querySelector('a.added_to_cart')).toBeNull();
  });

  it("counts the add on the header at the click, before the answer, then shows the server's count", async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const count = (): string => document.querySelector('a.cart-contents .count')!.textContent ?? '';

    button().click();
    await whenLive(button());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(count()).toBe('1 item');
    expect(button().classList.contains('loading')).toBe(true);

    answer(jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(count()).toBe('1 item');
    // The server's own count element, no longer marked as waiting for an answer.
    expect(document.querySelector('a.cart-contents .count')!.hasAttribute('data-confirmed-count')).toBe(false);
  });

  it('fades the mini-cart and the header link to 0.6 while the add runs; the new regions come in at full opacity (§4)', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const regions = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.widget_shopping_cart_content, a.cart-contents')];

    button().click();
    await whenLive(button());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(regions().map((region) => [region.style.opacity, region.getAttribute('aria-busy')])).toEqual([
      ['0.6', 'true'],
      ['0.6', 'true'],
    ]);

    answer(jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    await waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(regions().map((region) => [region.style.opacity, region.hasAttribute('aria-busy')])).toEqual([
      ['', false],
      ['', false],
    ]);
  });

  it('a failed add gives the faded regions back as they were', async () => {
    fakeServer(() => jsonResponse({ error: true, product_url: '' }));
    button().click();
    expect(await screen.findByRole('alert')).toBeTruthy();
    for (const region of document.querySelectorAll<HTMLElement>('.widget_shopping_cart_content, a.cart-contents')) {
      expect([region.style.opacity, region.classList.contains('updating')]).toEqual(['', false]);
    }
  });

  it('takes the counted add back when the server refuses it', async () => {
    fakeServer(() => jsonResponse({ error: true, product_url: '' }));
    button().click();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('0 items');
  });

  it('leaves a button without a product id as a plain link', () => {
    const plain = document.querySelector('a[href="/product/no-id/"]')!;
    expect(plain.hasAttribute('data-island')).toBe(false);
    expect(plain.classList.contains('wc-interactive')).toBe(false);
  });

  it('says "You are probably offline." and stays usable when the network is down', async () => {
    let offline = true;
    fakeServer(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return jsonResponse(JSON.parse(capture('add_to_cart-simple.json')));
    });
    button().click();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You are probably offline.');
    expect(button().classList.contains('loading')).toBe(false);
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('0 items');

    offline = false;
    button().click();
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item'));
    // The retry clears the message when it starts; wait on what the shopper sees, not on a time.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('gives the catalogue message for an HTML error page', async () => {
    fakeServer(() => textResponse('<html><body>Fatal error</body></html>', { status: 500 }));
    button().click();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The response is not a valid JSON response.');
  });
});

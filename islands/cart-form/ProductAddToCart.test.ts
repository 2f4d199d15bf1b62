import { screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, never, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { productAddToCartIsland } from './index.ts';

const CART = `<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a><div class="widget_shopping_cart_content"></div>`;

// No `max=""` here: happy-dom reads an empty max as 0 (rangeOverflow); browsers ignore it.
const SIMPLE = `${CART}<div class="product"><h1 class="product_title">Golden Hour Lightroom Pack</h1>
  <form class="cart" action="/product/golden-hour/" method="post">
    <div class="quantity"><label for="q">Quantity</label><input type="number" id="q" class="input-text qty text" name="quantity" value="2" min="1" step="1"></div>
    <button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">Add to cart</button>
    <button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button buy-now" data-redirect="/checkout/">Buy now</button>
  </form></div>`;

const VARIABLE = `${CART}<div class="product"><h1 class="product_title">Film Emulation Collection</h1>
  <form class="variations_form cart" action="/product/film/" method="post" data-product_id="103" data-product_variations="[]">
    <table class="variations"><tbody><tr><td><label for="f">Format</label><select id="f" name="attribute_pa_format" data-attribute_name="attribute_pa_format">
      <option value="">Choose an option</option><option value="lightroom">Lightroom</option></select></td></tr></tbody></table>
    <div class="woobt-wrap"><div class="variations_form woobt_variations_form"><div class="variations"><label for="w">Format</label>
      <select id="w" name="attribute_pa_format" data-attribute_name="attribute_pa_format"><option value="">Choose</option></select></div></div></div>
    <div class="single_variation_wrap"><div class="woocommerce-variation-add-to-cart variations_button">
      <div class="quantity"><label for="q">Quantity</label><input type="number" id="q" class="input-text qty text" name="quantity" value="1" min="1" max="5" step="1"></div>
      <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
      <input type="hidden" name="add-to-cart" value="103"><input type="hidden" name="product_id" value="103"><input type="hidden" name="variation_id" class="variation_id" value="201">
    </div></div></form></div>`;

const globals = globalThis as Record<string, unknown>;

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  resetProtocolForTests();
  vi.useRealTimers();
  delete globals.minimog_params;
});

/** The spec's theme: its page prints `minimog_params`, so its own endpoints exist. */
function start(html: string): void {
  globals.minimog_params = { nonce: '13179c4819', add_to_cart_behaviour: '' };
  useConfig();
  document.body.innerHTML = html;
  runtime = startRuntime([productAddToCartIsland]);
}

const button = (text = 'Add to cart'): HTMLButtonElement => screen.getByRole('button', { name: text });

function stubAlert(): ReturnType<typeof vi.fn> {
  const alert = vi.fn();
  Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
  return alert;
}

describe('product add to cart', () => {
  it('sends a simple form to /?wc-ajax={theme}_add_to_cart without a page load, then fragments, View cart and added_to_cart', async () => {
    start(SIMPLE);
    let release: () => void = () => {};
    const server = fakeServer(
      () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(JSON.parse(capture('add_to_cart-simple.json')))))),
    );
    const heard: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (event) => heard.push((event as CustomEvent<{ args: unknown[] }>).detail.args));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);

    button().click();
    await whenLive(button());
    await waitFor(() => expect(button().classList).toContain('loading'));
    expect(button().getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(button().classList).toContain('added'));
    expect(button().classList).not.toContain('loading');
    expect(server.requests[0]!.url).toContain('wc-ajax=minimog_add_to_cart');
    expect(fields(server.requests[0]!.body)).toEqual([
      ['product_id', '101'],
      ['quantity', '2'],
    ]);
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
    expect(heard).toHaveLength(1);
    expect(heard[0]![2]).toBe(button());
    await vi.waitFor(() => expect(document.querySelectorAll('form a.added_to_cart')).toHaveLength(1));
    expect(submitted).not.toHaveBeenCalled();
  });

  it("sends the variable form's own fields, not the bought-together add-on's nested selects", async () => {
    start(VARIABLE);
    (document.getElementById('f') as HTMLSelectElement).value = 'lightroom';
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
    button().click();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(fields(server.requests[0]!.body)).toEqual([
      ['attribute_pa_format', 'lightroom'],
      ['quantity', '1'],
      ['product_id', '103'],
      ['variation_id', '201'],
    ]);
  });

  it("asks for an option with the theme's alert when a select is empty, and sends nothing (§5)", async () => {
    start(VARIABLE);
    const alert = stubAlert();
    const server = fakeServer(() => never());
    button().click();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please select a product option before adding this product to your cart.'));
    expect(server.requests).toHaveLength(0);
    expect(document.activeElement).toBe(document.getElementById('f'));
  });

  it('leaves a disabled button to the variation form', async () => {
    start(VARIABLE);
    button().classList.add('disabled', 'wc-variation-selection-needed');
    const server = fakeServer(() => never());
    const alert = stubAlert();
    button().click();
    await whenLive(button());
    expect(server.requests).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('on failure puts the button back, says why and keeps the form as it was', async () => {
    start(VARIABLE);
    (document.getElementById('f') as HTMLSelectElement).value = 'lightroom';
    (document.getElementById('q') as HTMLInputElement).value = '3';
    let offline = true;
    fakeServer(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return jsonResponse(JSON.parse(capture('add_to_cart-variation.json')));
    });
    button().click();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You are probably offline.');
    expect(button().classList).not.toContain('loading');
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect((document.getElementById('f') as HTMLSelectElement).value).toBe('lightroom');
    expect((document.getElementById('q') as HTMLInputElement).value).toBe('3');
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('0 items');

    offline = false;
    button().click();
    await waitFor(() => expect(button().classList).toContain('added'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the catalogue message for an HTML error page', async () => {
    start(SIMPLE);
    fakeServer(() => textResponse('<html><body>Fatal error</body></html>', { status: 500 }));
    button().click();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The response is not a valid JSON response.');
  });

  it('lets the browser handle an invalid quantity', async () => {
    start(SIMPLE);
    (document.getElementById('q') as HTMLInputElement).value = '0';
    const server = fakeServer(() => never());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    button().click();
    await whenLive(button());
    expect(server.requests).toHaveLength(0);
  });

  it("follows the button's own redirect target 2 s after adding (§4 outcome 2, §9)", async () => {
    start(SIMPLE);
    fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign }, configurable: true, writable: true });
    try {
      const buyNow = button('Buy now');
      buyNow.click();
      await waitFor(() => expect(buyNow.classList).toContain('added'));
      expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
      expect(assign).not.toHaveBeenCalled();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/'), { timeout: 6000 });
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true, writable: true });
    }
  });

  it('goes to product_url at once when the server answers error + product_url (§4 outcome 1)', async () => {
    start(SIMPLE);
    fakeServer(() => jsonResponse({ error: true, product_url: '/product/golden-hour/' }));
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign }, configurable: true, writable: true });
    try {
      button().click();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/product/golden-hour/'));
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true, writable: true });
    }
  });
});

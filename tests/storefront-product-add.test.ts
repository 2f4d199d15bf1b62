/**
 * The issue as a shopper met it on Storefront: a complete choice on the Hoodie and a click left
 * the count at 0 items. The variation form and the product form's add, on the captured page.
 */
import hoodieHtml from '../fixtures-html/captures/woocommerce-9.9-storefront/product-variable-hoodie.html?raw';
import { waitFor } from '@testing-library/dom';
import { afterEach, expect, it } from 'vitest';
import { productAddToCartIsland } from '../islands/cart-form/index.ts';
import { variationFormIsland } from '../islands/variation-form/index.ts';
import { resetProtocolForTests } from '../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, useConfig } from '../protocol/testing.ts';
import { startRuntime, type Runtime } from '../src/runtime.ts';
import { loadCapturedPage } from './support/captured-page.ts';
import { whenLive } from './support/hydration.ts';

let runtime: Runtime | undefined;
let unloadPage: () => void = () => {};
afterEach(() => {
  runtime?.stop();
  unloadPage();
  resetProtocolForTests();
});

function choose(selector: string, value: string): void {
  const select = document.querySelector<HTMLSelectElement>(selector)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

it('adds the Storefront Hoodie after a complete choice and a click: the count goes from 0 to the new cart', async () => {
  unloadPage = loadCapturedPage(hoodieHtml);
  useConfig();
  // happy-dom reads the platform's empty `max=""` as 0 (rangeOverflow); browsers ignore it.
  document.querySelector('input.qty')!.removeAttribute('max');
  const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
  runtime = startRuntime([variationFormIsland, productAddToCartIsland]);
  await whenLive(document.querySelector('form.variations_form')!);
  const count = document.querySelector('#site-header-cart a.cart-contents .count')!;
  const button = document.querySelector<HTMLButtonElement>('form.variations_form button.single_add_to_cart_button')!;
  expect(count.textContent).toBe('0 items');

  choose('#pa_color', 'blue');
  choose('#pa_size', 'large');
  await waitFor(() => expect(document.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('21'));
  button.click();

  await waitFor(() => expect(document.querySelector('#site-header-cart a.cart-contents .count')!.textContent).toBe('3 items'));
  expect(server.requests.map((request) => request.url)).toEqual(['http://localhost:3000/?wc-ajax=add_to_cart']);
  expect(new URLSearchParams(server.requests[0]!.body).get('product_id')).toBe('21');
  expect(fields(server.requests[0]!.body)).toContainEqual(['attribute_pa_color', 'blue']);
});

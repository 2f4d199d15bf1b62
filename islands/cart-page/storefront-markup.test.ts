/**
 * "Update cart" on Storefront's real cart page (the captured markup): the platform's cart.js
 * disables it at start and enables it when a field of a cart row changes.
 */
import jQuery from 'jquery';
import cartHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/cart.html?raw';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetCartPageForTests } from './controller.ts';
import { cartPageIsland } from './index.ts';

type Win = { jQuery?: unknown };
let runtime: Runtime;

/** The captured page without its scripts and stylesheets (the test loads neither). */
const CART_PAGE_HTML = cartHtml.replace(/<(script|style|link)\b[\s\S]*?(<\/\1>|\/?>)/g, '');

function loadCapturedCartPage(): void {
  const doc = new DOMParser().parseFromString(CART_PAGE_HTML, 'text/html');
  document.body.className = doc.body.className;
  document.body.innerHTML = doc.body.innerHTML;
}

const cartForm = (): HTMLFormElement => document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
const updateButton = (): HTMLButtonElement => cartForm().querySelector<HTMLButtonElement>('button[name="update_cart"]')!;
const beanieQuantity = (): HTMLInputElement => cartForm().querySelector<HTMLInputElement>('input.qty')!;

function typeQuantity(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  resetCartPageForTests();
  loadCapturedCartPage();
});
afterEach(() => {
  runtime.stop();
  jQuery(document).off();
  delete (window as unknown as Win).jQuery;
});

describe('Update cart on the captured Storefront cart page', () => {
  it('is disabled once the page is live and enabled by a quantity change', async () => {
    runtime = startRuntime([cartPageIsland]);
    await whenLive(cartForm());
    expect(updateButton().disabled).toBe(true);
    typeQuantity(beanieQuantity(), '3');
    expect(updateButton().disabled).toBe(false);
  });

  it('stays enabled when the shopper changed a quantity before the page was live', async () => {
    runtime = startRuntime([cartPageIsland]);
    expect(cartForm().getAttribute('data-island-state')).toBe('pending');
    typeQuantity(beanieQuantity(), '3');
    await whenLive(cartForm());
    expect(updateButton().disabled).toBe(false);
  });

  it('a quantity changed and "Update cart" pressed before the page was live: the held press updates the cart', async () => {
    useConfig();
    const { requests } = fakeServer(() => textResponse(CART_PAGE_HTML));
    runtime = startRuntime([cartPageIsland]);
    typeQuantity(beanieQuantity(), '3');
    updateButton().click();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.method).toBe('POST');
    expect(fields(requests[0]!.body)).toEqual(
      expect.arrayContaining([
        ['cart[aab3238922bcc25a6f606eb525ffdc56][qty]', '3'],
        ['update_cart', 'Update Cart'],
      ]),
    );
    await waitFor(() => expect(cartForm().classList.contains('processing')).toBe(false));
    resetProtocolForTests();
  });

  it("is enabled by a theme's quantity buttons that only trigger jQuery's change", async () => {
    (window as unknown as Win).jQuery = jQuery;
    runtime = startRuntime([cartPageIsland]);
    await whenLive(cartForm());
    expect(updateButton().disabled).toBe(true);
    jQuery(beanieQuantity()).val('2').trigger('change');
    expect(updateButton().disabled).toBe(false);
  });
});

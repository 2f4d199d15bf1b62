import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, textResponse, useConfig, type SeenRequest } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { resetCartPageForTests } from './controller.ts';
import { cartPageIsland } from './index.ts';
import { whenLive } from '../../tests/support/hydration.ts';

const KEY = 'a'.repeat(32);
const form = (qty: number, coupons = ''): string =>
  `<form class="woocommerce-cart-form" action="/cart/" method="post"><table class="woocommerce-cart-form__contents"><tbody>` +
  `<tr class="cart_item"><td class="product-remove"><a href="/cart/?remove_item=${KEY}&amp;_wpnonce=n1" class="remove">×</a></td>` +
  `<td><label for="q">Qty</label><input type="number" id="q" class="input-text qty text" name="cart[${KEY}][qty]" value="${qty}" min="0" step="1"></td></tr>` +
  `<tr><td class="actions"><details class="cart-coupon"><summary>Have a coupon?</summary><div class="coupon"><label for="coupon_code">Coupon:</label><input type="text" name="coupon_code" id="coupon_code">` +
  `<button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>` +
  `<ul><li><a href="/cart/?apply_coupon=summer10" class="cart-coupon-link${coupons.includes('summer10') ? ' selected" aria-disabled="true' : ''}" data-coupon="summer10">summer10</a></li>` +
  `<li><a href="/cart/?apply_coupon=big15" class="cart-coupon-link disabled" aria-disabled="true" data-coupon="big15">big15</a></li></ul></details>` +
  `<button type="submit" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="woocommerce-cart-nonce" value="cn"></td></tr></tbody></table></form>`;
const totals = (total: string, method = 'flat_rate:1'): string =>
  `<div class="cart_totals"><table><tr class="shipping"><td><ul><li><input type="radio" name="shipping_method[0]" data-index="0" id="s1" value="flat_rate:1" class="shipping_method"${method === 'flat_rate:1' ? ' checked' : ''}><label for="s1">Flat</label></li>` +
  `<li><input type="radio" name="shipping_method[0]" data-index="0" id="s2" value="local_pickup:3" class="shipping_method"${method === 'local_pickup:3' ? ' checked' : ''}><label for="s2">Pickup</label></li></ul></td></tr>` +
  `<tr class="order-total"><td>${total}</td></tr></table><a href="/cart/?remove_coupon=save5" class="woocommerce-remove-coupon" data-coupon="save5">[Remove]</a></div>`;
const cart = (qty: number, total: string): string =>
  `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${form(qty)}<div class="cart-collaterals">${totals(total)}</div></div>`;
const empty = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Your cart is currently empty.</div></div></div>`;
const page = (notice: string, content: string): string =>
  `<html><body><div class="woocommerce">${notice}</div><main>${content}</main></body></html>`;

let runtime: Runtime;
let requests: SeenRequest[];
let respond: (request: SeenRequest) => Response;

beforeEach(() => {
  (window as unknown as Record<string, unknown>).wc_cart_params = {
    apply_coupon_nonce: 'an',
    remove_coupon_nonce: 'rn',
    update_shipping_method_nonce: 'sn',
  };
  useConfig();
  resetCartPageForTests();
  document.body.innerHTML = `<div class="woocommerce"></div><main>${cart(1, '$19.00')}</main>`;
  respond = () => textResponse(page('', cart(1, '$19.00')));
  requests = fakeServer((request) => respond(request)).requests;
  runtime = startRuntime([cartPageIsland]);
});
afterEach(() => {
  runtime.stop();
  resetProtocolForTests();
  delete (window as unknown as Record<string, unknown>).wc_cart_params;
});

function live(): Promise<void> {
  return whenLive(document.querySelector('form.woocommerce-cart-form')!);
}

const q = <E extends HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;

describe('cart page island', () => {
  it('disables Update cart until a quantity changes, then posts the form with update_cart and shows the new cart', async () => {
    await live();
    const update = q<HTMLButtonElement>('button[name="update_cart"]');
    expect(update.disabled).toBe(true);
    const input = q<HTMLInputElement>('input.qty');
    input.value = '2';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(update.disabled).toBe(false);
    respond = () => textResponse(page('<div class="woocommerce-message" role="alert">Cart updated.</div>', cart(2, '$38.00')));
    const heard = vi.fn();
    document.body.addEventListener('updated_wc_div', heard);
    q<HTMLFormElement>('form.woocommerce-cart-form').requestSubmit(update);
    await waitFor(() => expect(q('.order-total').textContent).toBe('$38.00'));
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/cart/');
    expect(fields(requests[0]!.body)).toEqual(
      expect.arrayContaining([
        [`cart[${KEY}][qty]`, '2'],
        ['update_cart', 'Update Cart'],
        ['woocommerce-cart-nonce', 'cn'],
      ]),
    );
    expect(q('.woocommerce-notices-wrapper').textContent).toBe('Cart updated.');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('removes a row through its own link and shows the empty cart', async () => {
    await live();
    respond = () => textResponse(page('<div class="woocommerce-message" role="alert">“X” removed.</div>', empty));
    const emptied = vi.fn();
    document.body.addEventListener('wc_cart_emptied', emptied);
    q<HTMLAnchorElement>('.product-remove > a').click();
    await waitFor(() => expect(document.querySelector('.cart-empty')).not.toBeNull());
    expect(new URL(requests[0]!.url).searchParams.get('remove_item')).toBe(KEY);
    expect(new URL(requests[0]!.url).searchParams.get('_wpnonce')).toBe('n1');
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart_totals')).toBeNull();
    expect(emptied).toHaveBeenCalledOnce();
  });

  it('blocks the form while a request runs: a second submit sends nothing', async () => {
    await live();
    let answer: (response: Response) => void = () => {};
    fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const cartForm = q<HTMLFormElement>('form.woocommerce-cart-form');
    cartForm.requestSubmit(q('button[name="update_cart"]'));
    await waitFor(() => expect(cartForm.classList.contains('processing')).toBe(true));
    expect(cartForm.querySelector('.blockOverlay')).not.toBeNull();
    cartForm.requestSubmit(q('button[name="update_cart"]'));
    answer(textResponse(page('', cart(1, '$19.00'))));
    await waitFor(() => expect(document.querySelector('.processing')).toBeNull());
  });

  it('does not send an empty coupon code; applies one with the nonce, shows the notice and reloads the cart', async () => {
    await live();
    q<HTMLFormElement>('form.woocommerce-cart-form').requestSubmit(q('button[name="apply_coupon"]'));
    expect(q('.coupon-error-message').textContent).toBe('Please enter a coupon code.');
    expect(requests).toHaveLength(0);
    q<HTMLInputElement>('#coupon_code').value = 'save5';
    respond = (request) =>
      request.url.includes('apply_coupon')
        ? textResponse('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')
        : textResponse(page('', cart(1, '$14.00')));
    q<HTMLFormElement>('form.woocommerce-cart-form').requestSubmit(q('button[name="apply_coupon"]'));
    await waitFor(() => expect(q('.order-total').textContent).toBe('$14.00'));
    expect(fields(requests[0]!.body)).toEqual([
      ['coupon_code', 'save5'],
      ['security', 'an'],
    ]);
    expect(q('.woocommerce-notices-wrapper').textContent).toContain('Coupon code applied successfully.');
    expect(document.querySelector('.coupon-error-message')).toBeNull();
  });

  it('shows a refused coupon under the field, also after the reload', async () => {
    await live();
    q<HTMLInputElement>('#coupon_code').value = 'nope';
    respond = (request) =>
      request.url.includes('apply_coupon')
        ? textResponse('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;nope&quot; does not exist!</li></ul>')
        : textResponse(page('', cart(1, '$19.00')));
    q<HTMLFormElement>('form.woocommerce-cart-form').requestSubmit(q('button[name="apply_coupon"]'));
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(document.querySelector('.coupon-error-message')?.textContent).toBe('Coupon "nope" does not exist!'));
    expect(q('#coupon_code').getAttribute('aria-invalid')).toBe('true');
  });

  it('does not apply a coupon link that is selected or disabled', async () => {
    await live();
    q<HTMLAnchorElement>('a[data-coupon="big15"]').click();
    await Promise.resolve();
    expect(requests).toHaveLength(0);
  });

  it('sends the shipping choice with its nonce and swaps in the totals it answers', async () => {
    await live();
    respond = () => textResponse(totals('$29.00', 'local_pickup:3'));
    const radio = q<HTMLInputElement>('#s2');
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(q('.order-total').textContent).toBe('$29.00'));
    expect(fields(requests[0]!.body)).toEqual([
      ['shipping_method[0]', 'local_pickup:3'],
      ['security', 'sn'],
    ]);
    expect(requests[0]!.url).toContain('wc-ajax=update_shipping_method');
  });

  it.each([
    ['a failed answer', () => textResponse('critical error', { status: 500 })],
    ['an answer without the totals (an error page)', () => textResponse(page('', '<p>There has been a critical error.</p>'))],
  ])('a shipping choice met with %s goes back to the printed one and says so; pressing it again sends it again', async (_, fault) => {
    await live();
    const choose = (): void => {
      const radio = q<HTMLInputElement>('#s2');
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    };
    respond = fault;
    choose();
    await waitFor(() => expect(q('.woocommerce-notices-wrapper').textContent).toContain('An unknown error occurred.'));
    expect(q<HTMLInputElement>('#s1').checked).toBe(true);
    expect(q<HTMLInputElement>('#s2').checked).toBe(false);
    expect(q('.order-total').textContent).toBe('$19.00');
    await waitFor(() => expect(q('div.cart_totals').classList.contains('processing')).toBe(false));

    respond = () => textResponse(totals('$29.00', 'local_pickup:3'));
    choose();
    await waitFor(() => expect(q('.order-total').textContent).toBe('$29.00'));
    expect(requests).toHaveLength(2);
    expect(q<HTMLInputElement>('#s2').checked).toBe(true);
  });

  it('removes a coupon with its nonce, then reloads the cart', async () => {
    await live();
    respond = (request) =>
      request.url.includes('remove_coupon')
        ? textResponse('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')
        : textResponse(page('', cart(1, '$19.00')));
    q<HTMLAnchorElement>('a.woocommerce-remove-coupon').click();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(fields(requests[0]!.body)).toEqual([
      ['coupon', 'save5'],
      ['security', 'rn'],
    ]);
  });
});

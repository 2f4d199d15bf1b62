import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, useConfig } from '../../protocol/testing.ts';
import { cartDrawerShell } from '../../server/render/cart-drawer.ts';
import CartDrawerView from './CartDrawerView.tsx';

/** The coupon panel's template as the theme sends it (`template_lazyload`). */
const COUPON_TEMPLATE =
  '<form class="fly-cart-coupon-form"><label for="c">Coupon code</label><input id="c" name="coupon_code">' +
  '<div class="fly-cart-addon__notices"></div><button type="submit">Apply</button></form>';

beforeEach(() => {
  useConfig();
  document.body.innerHTML = `<div id="page"><a class="cart-contents" href="/cart/"><span class="count">0 items</span></a></div>${cartDrawerShell()}`;
  fakeServer((request) =>
    request.url.includes('template_lazyload')
      ? jsonResponse({ success: true, data: { template: COUPON_TEMPLATE } })
      : jsonResponse({ success: false }),
  );
});
afterEach(resetProtocolForTests);

const drawer = (): HTMLElement => document.getElementById('popup-fly-cart')!;
const headerLink = (): HTMLElement => screen.getByRole('link', { name: '0 items' });

/** The drawer as the shopper has it, its island live and opened from the header's cart link. */
function renderOpenDrawer(): HTMLElement {
  render(<CartDrawerView element={drawer()} />);
  fireEvent.click(headerLink());
  return screen.getByRole('dialog', { name: 'Shopping cart' });
}

describe('CartDrawerView', () => {
  it('opens from the header cart link as a labelled dialog with its close button focused; Esc closes it and focus goes back', () => {
    const dialog = renderOpenDrawer();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close cart' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Shopping cart' })).toBeNull();
    expect(document.activeElement).toBe(headerLink());
  });

  it('says in the coupon panel that a code is needed when none was typed, as an alert', async () => {
    const dialog = renderOpenDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Coupon' }));
    const panel = screen.getByRole('dialog', { name: 'Add a coupon' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Apply' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Please enter a coupon code.');
  });

  it('shows the coupon panel with its code field focused; what was typed is still there when it opens again', async () => {
    const dialog = renderOpenDrawer();
    const coupon = within(dialog).getByRole('button', { name: 'Coupon' });
    fireEvent.click(coupon);
    const field = await within(screen.getByRole('dialog', { name: 'Add a coupon' })).findByLabelText('Coupon code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.input(field, { target: { value: 'save5' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Add a coupon' })).toBeNull();
    fireEvent.click(coupon);
    expect(within(screen.getByRole('dialog', { name: 'Add a coupon' })).getByLabelText<HTMLInputElement>('Coupon code').value).toBe(
      'save5',
    );
  });

  it('shows zero left on the countdown while the cart is empty', async () => {
    renderOpenDrawer();
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Products in your cart are reserved for 00m 00s'));
  });
});

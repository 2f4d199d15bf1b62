import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import { resetWishlistForTests } from '../../src/wishlist/wishlist-commit.ts';
import { resetStartForTests } from '../../src/wishlist/wishlist-start.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import WishlistView from './WishlistView.tsx';

const CAPTURES = resolve(__dirname, '../../fixtures-html/captures/woocommerce-9.9-addons');
const addBeanie = (): Response => jsonResponse(JSON.parse(readFileSync(resolve(CAPTURES, 'woosw_add-14.json'), 'utf8')));

/** A shop page with the add-on's menu item, a card's button, the manage link and the (empty) popup container. */
const SHOP_PAGE =
  '<ul><li class="woosw-menu-item"><a href="/wishlist/"><span class="woosw-menu-item-inner" data-count="0">Wishlist</span></a></li></ul>' +
  '<button class="woosw-btn woosw-btn-14" data-id="14" data-product_name="Beanie" data-product_image="/beanie.png" aria-label="Add to wishlist">Add to wishlist</button>' +
  '<a class="woosw-manage" href="/wishlist/">Manage wishlists</a>' +
  '<div><div id="woosw_wishlist" class="woosw-popup woosw-popup-center"></div></div>';

function useWishlistVars(vars: Record<string, string> = {}): void {
  (window as unknown as Record<string, unknown>).woosw_vars = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', nonce: 'n1', ...vars };
}

const popup = (): HTMLElement => document.querySelector<HTMLElement>('#woosw_wishlist')!;

beforeEach(() => {
  useConfig();
  useWishlistVars();
  document.body.innerHTML = SHOP_PAGE;
});
afterEach(() => {
  vi.useRealTimers();
  resetProtocolForTests();
  resetWishlistForTests();
  resetStartForTests();
  delete (window as unknown as Record<string, unknown>).woosw_vars;
  document.cookie = 'woosw_key=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('WishlistView', () => {
  it('adds from a card: the popup opens as a dialog with the notice, the counter and the button follow', async () => {
    fakeServer(addBeanie);
    render(<WishlistView />);
    act(() => screen.getByRole('button', { name: 'Add to wishlist' }).click());

    const dialog = await screen.findByRole('dialog', { name: /Wishlist/ });
    expect(popup().classList.contains('woosw-show')).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Beanie has been added to Wishlist.');
    expect(within(dialog).getByText('Beanie', { selector: 'strong' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Browse wishlist' })).toBeTruthy();
    expect(document.querySelector('.woosw-menu-item-inner')?.getAttribute('data-count')).toBe('2');
  });

  it("message mode: a toast with the product's image, hidden after 3000 ms", async () => {
    useWishlistVars({ button_action: 'message' });
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<WishlistView />);
    act(() => screen.getByRole('button', { name: 'Add to wishlist' }).click());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(addBeanie());

    const toast = await vi.waitFor(() => screen.getByRole('status'));
    expect(toast.textContent).toBe('Beanie has been added to Wishlist.');
    expect(toast.className).toContain('woosw-toast-right-top');
    expect(toast.querySelector('img')?.getAttribute('src')).toBe('/beanie.png');
    expect(popup().classList.contains('woosw-show')).toBe(false);
    act(() => vi.advanceTimersByTime(2800));
    expect(screen.getByRole('status')).toBe(toast);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a refused add says why in an alert; the button is back as it was', async () => {
    fakeServer(() => textResponse('Permissions check failed!'));
    render(<WishlistView />);
    act(() => screen.getByRole('button', { name: 'Add to wishlist' }).click());

    expect((await screen.findByRole('alert')).textContent).toBe('Permissions check failed!');
    expect(screen.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-busy')).toBeNull();
  });

  it('manage wishlists opens the manage popup, made beside the list popup when the page has none', async () => {
    fakeServer(() =>
      textResponse(
        '<div class="woosw-popup-inner"><div class="woosw-popup-content"><div class="woosw-popup-content-top">Manage wishlists</div></div></div>',
      ),
    );
    render(<WishlistView />);
    act(() => screen.getByRole('link', { name: 'Manage wishlists' }).click());

    const dialog = await screen.findByRole('dialog', { name: 'Manage wishlists' });
    const manage = dialog.closest<HTMLElement>('#woosw_manage')!;
    expect(manage.className).toBe('woosw-popup woosw-popup-center woosw-show');
    expect(manage.parentElement).toBe(popup().parentElement);
  });
});

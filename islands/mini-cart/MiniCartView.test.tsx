import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, jsonResponse, textResponse, useConfig } from '../../protocol/testing.ts';
import MiniCartView from './MiniCartView.tsx';

/** The header link and mini-cart as the platform fills them after an add (capture): one Beanie. */
function miniCartWithBeanie(): string {
  const fragments = (JSON.parse(capture('add_to_cart-simple.json')) as { fragments: Record<string, string> }).fragments;
  return `${fragments['a.cart-contents']}${fragments['div.widget_shopping_cart_content']}`;
}

/** The server's answer to the removal: the emptied cart's fragments, less those left out by `without`. */
function emptiedCart(without: string[] = []): Response {
  const answer = JSON.parse(capture('get_refreshed_fragments-empty-cart.json')) as { fragments: Record<string, string> };
  for (const key of without) delete answer.fragments[key];
  return jsonResponse(answer);
}

let navigate: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  useConfig();
  document.body.innerHTML = miniCartWithBeanie();
  navigate = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(navigate);
});
afterEach(resetProtocolForTests);

const region = (): HTMLElement => document.querySelector<HTMLElement>('div.widget_shopping_cart_content')!;
const item = (): HTMLElement => region().querySelector<HTMLElement>('.woocommerce-mini-cart-item')!;
const removeLink = (): HTMLElement => within(item()).getByRole('link', { name: /remove/i });

/** The mini-cart as the shopper has it, its island live. */
function renderMiniCart(): ReturnType<typeof render> {
  return render(<MiniCartView element={region()} />);
}

describe('MiniCartView', () => {
  it('covers the line being removed until the emptied cart shows, with its count', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderMiniCart();

    fireEvent.click(removeLink());
    // Covered in the click's own task, before the server answers.
    expect(item().getAttribute('aria-busy')).toBe('true');
    expect(item().querySelector<HTMLElement>('.blockOverlay')?.style.opacity).toBe('0.6');
    await waitFor(() => expect(server.requests).toHaveLength(1));

    answer(emptiedCart());
    expect(await screen.findByText('No products in the cart.')).toBeTruthy();
    expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('0 items');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends one removal for a line pressed twice', async () => {
    const server = fakeServer(() => new Promise<Response>(() => {}));
    renderMiniCart();
    fireEvent.click(removeLink());
    fireEvent.click(removeLink());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(item().querySelectorAll('.blockOverlay')).toHaveLength(1);
  });

  it('uncovers the line once the cart is committed, when the answer carries no mini-cart to replace it', async () => {
    fakeServer(() => emptiedCart(['div.widget_shopping_cart_content']));
    renderMiniCart();
    fireEvent.click(removeLink());
    await waitFor(() => expect(document.querySelector('a.cart-contents .count')?.textContent).toBe('0 items'));
    await waitFor(() => expect(item().querySelector('.blockOverlay')).toBeNull());
    expect(item().hasAttribute('aria-busy')).toBe(false);
  });

  it('follows the remove link when the server fails', async () => {
    fakeServer(() => textResponse('<h1>Error</h1>', { status: 500 }));
    renderMiniCart();
    const href = removeLink().getAttribute('href')!;
    fireEvent.click(removeLink());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(new URL(href, location.href).href));
  });

  it('leaves a click on the product link to the browser', () => {
    renderMiniCart();
    const product = within(item())
      .getAllByRole('link')
      .find((link) => !link.classList.contains('remove'))!;
    expect(fireEvent.click(product)).toBe(true);
    expect(item().hasAttribute('aria-busy')).toBe(false);
  });

  it('takes its cover back and lets the link work again when it unmounts', async () => {
    fakeServer(() => new Promise<Response>(() => {}));
    const { unmount } = renderMiniCart();
    fireEvent.click(removeLink());
    expect(item().querySelector('.blockOverlay')).not.toBeNull();
    unmount();
    expect(item().querySelector('.blockOverlay')).toBeNull();
    expect(item().hasAttribute('aria-busy')).toBe(false);
    expect(fireEvent.click(removeLink())).toBe(true);
  });
});

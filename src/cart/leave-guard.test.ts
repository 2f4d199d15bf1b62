import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../protocol/cart.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, jsonResponse, useConfig } from '../../protocol/testing.ts';
import { holdLeavingWhileCartChanges } from './leave-guard.ts';

let navigate: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  useConfig();
  document.body.innerHTML = '<a class="added_to_cart" href="/cart/">View cart</a><a class="skip" href="#reviews">Reviews</a>';
  navigate = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(navigate);
  holdLeavingWhileCartChanges();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetProtocolForTests();
});

const viewCart = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('a.added_to_cart')!;

/** Clicks `link` as a shopper does; true when the browser would follow it at once. */
function click(link: HTMLAnchorElement): boolean {
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

/** An add whose answer waits for `answer()`. */
function slowAdd(): { answer: () => void; added: Promise<unknown> } {
  let answer = (): void => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  fakeServer(async () => {
    await held;
    return jsonResponse(JSON.parse(capture('add_to_cart-simple.json')));
  });
  return { answer, added: addToCart({ product_id: 14, quantity: 1 }) };
}

describe('leaving the page while the cart changes', () => {
  it('View cart, pressed while an add is on its way, opens the cart once the add is answered', async () => {
    const add = slowAdd();
    expect(click(viewCart())).toBe(false);
    expect(viewCart().getAttribute('aria-busy')).toBe('true');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();

    add.answer();
    await add.added;
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(viewCart().href));
    expect(viewCart().hasAttribute('aria-busy')).toBe(false);
  });

  it('a link with nothing on its way, a link into this page and a new-tab click go at once', () => {
    expect(click(viewCart())).toBe(true);
    slowAdd();
    expect(click(document.querySelector<HTMLAnchorElement>('a.skip')!)).toBe(true);
    expect(viewCart().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a link a script delegated on the document takes is left to it, whenever that script started', () => {
    const takeLink = (event: Event): void => event.preventDefault();
    document.addEventListener('click', takeLink);
    try {
      slowAdd();
      expect(click(viewCart())).toBe(false);
      expect(viewCart().hasAttribute('aria-busy')).toBe(false);
    } finally {
      document.removeEventListener('click', takeLink);
    }
  });

  it('an add that never answers holds the link 4 s at most', async () => {
    vi.useFakeTimers();
    slowAdd();
    click(viewCart());
    await vi.advanceTimersByTimeAsync(3999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledOnce();
  });
});

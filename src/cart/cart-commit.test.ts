import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import refreshed from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import { on } from '../../dom-bridge/events.ts';
import { commitCartPaintFirst, resetCartForTests } from './cart-commit.ts';

const HASH = refreshed.cart_hash;
const KEYS = { cartHashKey: 'wc_cart_hash' };
let undos: Array<() => void> = [];

/** How many times `name` fired, until the test ends. */
function count(name: string): { n: number } {
  const seen = { n: 0 };
  undos.push(on(name, () => (seen.n += 1)));
  return seen;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  setVisibility('visible');
  document.body.innerHTML =
    '<a class="cart-contents"><span class="count">0 items</span></a><div class="widget_shopping_cart_content"></div>';
});

afterEach(() => {
  for (const undo of undos) undo();
  undos = [];
  resetCartForTests();
  sessionStorage.clear();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('commitCartPaintFirst (the listing add)', () => {
  it('shows the new count at once; the cache and added_to_cart follow after the frame, then the promise settles', async () => {
    const added = count('added_to_cart');
    let settled = false;
    const done = commitCartPaintFirst({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body });
    void done.then(() => (settled = true));
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('3 items');
    expect(added.n).toBe(0);
    expect(sessionStorage.getItem(KEYS.cartHashKey)).toBeNull();

    vi.advanceTimersToNextFrame();
    // The frame painted; the work waits two more turns.
    expect(added.n).toBe(0);
    await vi.runAllTimersAsync();
    expect(added.n).toBe(1);
    expect(sessionStorage.getItem(KEYS.cartHashKey)).toBe(HASH);
    expect(settled).toBe(true);
    expect(await done).toBe(true);
  });

  it('does not wait for a frame in a page that goes hidden meanwhile', async () => {
    const added = count('added_to_cart');
    const done = commitCartPaintFirst({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body });
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added.n).toBe(1);
    expect(await done).toBe(true);
    await vi.runAllTimersAsync();
    expect(added.n).toBe(1);
  });

  it('a repeat of the cart shown settles false at once, firing nothing', async () => {
    const fragments = { ...refreshed.fragments };
    const first = commitCartPaintFirst({ fragments, cartHash: HASH }, { kind: 'added', trigger: document.body });
    await vi.runAllTimersAsync();
    expect(await first).toBe(true);
    const added = count('added_to_cart');
    expect(await commitCartPaintFirst({ fragments: { ...fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body })).toBe(
      false,
    );
    expect(added.n).toBe(0);
  });
});

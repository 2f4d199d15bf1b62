import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import refreshed from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import { on } from '../../dom-bridge/events.ts';
import { commitCart } from './cart-commit.ts';
import { resetCartForTests } from './cart-commit.ts';
import { flushCartTail, paintFirst, startCartSubscribers } from './cart-subscribers.ts';

// Each subscriber's DOM helper, wrapped to record when it runs.
const calls = vi.hoisted(() => [] as string[]);
vi.mock('../../dom-bridge/fragments.ts', async (original) => {
  const real = await original<typeof import('../../dom-bridge/fragments.ts')>();
  return {
    ...real,
    applyParsedFragments: (...args: Parameters<typeof real.applyParsedFragments>) => (
      calls.push('dom'),
      real.applyParsedFragments(...args)
    ),
  };
});
vi.mock('../../dom-bridge/cart-cache.ts', async (original) => {
  const real = await original<typeof import('../../dom-bridge/cart-cache.ts')>();
  return {
    ...real,
    storeFragments: (...args: Parameters<typeof real.storeFragments>) => (calls.push('cache'), real.storeFragments(...args)),
  };
});
vi.mock('../../dom-bridge/cart-marks.ts', async (original) => {
  const real = await original<typeof import('../../dom-bridge/cart-marks.ts')>();
  return {
    ...real,
    applyCartMarks: (...args: Parameters<typeof real.applyCartMarks>) => (calls.push('marks'), real.applyCartMarks(...args)),
  };
});

const HASH = refreshed.cart_hash;
let undos: Array<() => void> = [];

/** Records `name` in `calls` when it fires, until the test ends. */
function record(name: string): void {
  undos.push(on(name, () => calls.push(name)));
}

beforeEach(() => {
  document.body.className = '';
  document.body.innerHTML = '<div class="widget_shopping_cart_content"><p class="server">server cart</p></div>';
  calls.length = 0;
  startCartSubscribers();
});

afterEach(() => {
  for (const undo of undos) undo();
  undos = [];
  resetCartForTests();
  sessionStorage.clear();
});

describe('the cart store subscribers', () => {
  it('run in a defined order: DOM, cache, marks, then the platform events', () => {
    record('wc_fragments_loaded');
    record('added_to_cart');
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body });
    expect(calls).toEqual(['dom', 'cache', 'marks', 'wc_fragments_loaded', 'added_to_cart']);
    expect(document.querySelector('.server')).toBeNull();
    expect(document.body.classList.contains('cart-is-empty')).toBe(false);
  });

  it('are registered once, however often they are started', () => {
    startCartSubscribers();
    startCartSubscribers();
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: HASH });
    expect(calls).toEqual(['dom', 'cache', 'marks']);
  });

  it('a refresh fires wc_fragments_refreshed only; a cart read from the cache is not written back', () => {
    record('wc_fragments_refreshed');
    record('wc_fragments_loaded');
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'refresh' });
    expect(calls).toEqual(['dom', 'cache', 'marks', 'wc_fragments_refreshed']);
    calls.length = 0;
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: 'cached' }, { kind: 'cache' });
    expect(calls).toEqual(['dom', 'marks', 'wc_fragments_loaded']);
  });

  it("a paint-first commit (an add) shows the cart and its marks at once; its cache and events wait, and run before the next commit's", () => {
    record('wc_fragments_loaded');
    record('added_to_cart');
    paintFirst(() => commitCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body }));
    expect(calls).toEqual(['dom', 'marks']);
    expect(document.querySelector('.server')).toBeNull();
    flushCartTail();
    expect(calls).toEqual(['dom', 'marks', 'cache', 'wc_fragments_loaded', 'added_to_cart']);
    flushCartTail();
    expect(calls).toHaveLength(5);

    calls.length = 0;
    paintFirst(() => commitCart({ fragments: { ...refreshed.fragments }, cartHash: 'second' }, { kind: 'added', trigger: document.body }));
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: 'third' }, { kind: 'refresh' });
    expect(calls).toEqual(['dom', 'marks', 'cache', 'wc_fragments_loaded', 'added_to_cart', 'dom', 'cache', 'marks']);
  });
});

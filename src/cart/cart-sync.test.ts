import jQuery from 'jquery';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import refreshed from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments.json' with { type: 'json' };
import emptyCart from '../../fixtures-html/captures/woocommerce-9.9-storefront/get_refreshed_fragments-empty-cart.json' with { type: 'json' };
import { getRefreshedFragments } from '../../protocol/cart.ts';
import { asCached, readCachedFragments, storeFragments } from '../../dom-bridge/cart-cache.ts';
import { on } from '../../dom-bridge/events.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { commitCart, resetCartForTests } from './cart-commit.ts';
import { $cart } from './cart-store.ts';
import { startCartSubscribers } from './cart-subscribers.ts';
import { commitAnnounced, refreshCart, startCartSync } from './cart-sync.ts';

vi.mock('../../protocol/cart.ts', () => ({ getRefreshedFragments: vi.fn() }));

const config = { fragmentsKey: 'wc_fragments_test', cartHashKey: 'wc_cart_hash_test' };
const HASH = refreshed.cart_hash;
const SERVER_PAGE = `
  <a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>
  <div class="widget_shopping_cart_content"><p class="server">server cart</p></div>`;

type Pending = { signal: AbortSignal | undefined; resolve: (value: unknown) => void; reject: (error: unknown) => void };
let requests: Pending[] = [];
let stop: (() => void) | undefined;

/** Each call waits until the test answers it; an abort rejects it like a real fetch. */
function controlRequests(): void {
  vi.mocked(getRefreshedFragments).mockImplementation(
    (options) =>
      new Promise((resolve, reject) => {
        const signal = options?.signal;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({ signal, resolve: resolve as (value: unknown) => void, reject });
      }) as ReturnType<typeof getRefreshedFragments>,
  );
}

function answer(index: number, body = { fragments: { ...refreshed.fragments }, cartHash: HASH }): Promise<void> {
  requests[index]!.resolve(body);
  return flush();
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** happy-dom's PageTransitionEvent is a plain Event: add `persisted` by hand. */
function pageshow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

function setCartCookies(hash: string): void {
  Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
  Cookies.set('woocommerce_cart_hash', hash, { path: '/' });
}

function events(name: string) {
  const heard = vi.fn();
  on(name, heard);
  return heard;
}

beforeEach(() => {
  (globalThis as Record<string, unknown>).wc_cart_fragments_params = {
    fragment_name: config.fragmentsKey,
    cart_hash_key: config.cartHashKey,
    request_timeout: '5000',
  };
  document.body.innerHTML = SERVER_PAGE;
  startCartSubscribers();
  requests = [];
  vi.mocked(getRefreshedFragments).mockReset();
  controlRequests();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  resetCartForTests();
  Cookies.remove('woocommerce_items_in_cart', { path: '/' });
  Cookies.remove('woocommerce_cart_hash', { path: '/' });
  delete (globalThis as Record<string, unknown>).wc_cart_fragments_params;
  jQuery(document.body).off();
  delete (window as unknown as { jQuery?: unknown }).jQuery;
});

describe('startCartSync at start-up', () => {
  it('stale cache: refreshes, applies, stores, updates $cart and fires wc_fragments_refreshed', async () => {
    setCartCookies(HASH);
    const refreshedEvent = events('wc_fragments_refreshed');
    const loaded = events('wc_fragments_loaded');
    stop = startCartSync();
    expect(requests).toHaveLength(1);
    await answer(0);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
    expect(document.querySelector('.server')).toBeNull();
    expect(readCachedFragments(config)).toEqual(asCached(refreshed.fragments));
    expect($cart.get()).toMatchObject({ fragments: refreshed.fragments, hash: HASH, count: 3 });
    expect(refreshedEvent).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('valid cache or no cart: no request at all', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH);
    stop = startCartSync();
    stop();
    Cookies.remove('woocommerce_items_in_cart', { path: '/' });
    Cookies.remove('woocommerce_cart_hash', { path: '/' });
    sessionStorage.clear();
    stop = startCartSync();
    expect(getRefreshedFragments).not.toHaveBeenCalled();
  });

  it('refresh: true forces a request', () => {
    stop = startCartSync({ refresh: true });
    expect(requests).toHaveLength(1);
  });
});

describe('triggers', () => {
  it('wc_fragment_refresh from us, from a native event, and through jQuery', async () => {
    stop = startCartSync();
    emit('wc_fragment_refresh');
    expect(requests).toHaveLength(1);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    expect(requests).toHaveLength(2);
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    document.body.click(); // jQuery arrived late: bound before the next click
    jQuery(document.body).trigger('wc_fragment_refresh');
    expect(requests).toHaveLength(3);
    // Each newer refresh aborted the older one.
    expect(requests.map((r) => r.signal?.aborted)).toEqual([true, true, false]);
  });

  it('updated_wc_div (cart page) refreshes', () => {
    stop = startCartSync();
    emit('updated_wc_div');
    expect(requests).toHaveLength(1);
  });

  it('a storage event where another tab changed the cart hash refreshes', () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH);
    stop = startCartSync();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: config.cartHashKey, newValue: HASH }));
    expect(requests).toHaveLength(0); // same hash as this page shows
    window.dispatchEvent(new StorageEvent('storage', { key: config.cartHashKey, oldValue: HASH, newValue: 'other-tab-hash' }));
    expect(requests).toHaveLength(1);
  });

  it('pageshow from the back/forward cache refreshes when the cart changed meanwhile, fading the mini-cart', async () => {
    setCartCookies(HASH);
    storeFragments(config, refreshed.fragments, HASH);
    stop = startCartSync();
    window.dispatchEvent(pageshow(false));
    window.dispatchEvent(pageshow(true));
    expect(requests).toHaveLength(0); // the cookie still matches what the page shows

    setCartCookies('changed-on-another-page');
    window.dispatchEvent(pageshow(true));
    expect(requests).toHaveLength(1);
    const mini = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect(mini.style.opacity).toBe('0.6');
    expect(mini.getAttribute('aria-busy')).toBe('true');
    await answer(0, { fragments: { ...emptyCart.fragments }, cartHash: 'changed-on-another-page' });
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
    expect(document.querySelector('.widget_shopping_cart_content')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('a refresh fades the mini-cart and the header link while it runs (§4), and gives them back when it fails', async () => {
    setCartCookies(HASH);
    stop = startCartSync({ refresh: false });
    emit('wc_fragment_refresh');
    expect(requests).toHaveLength(1);
    const regions = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.widget_shopping_cart_content, a.cart-contents')];
    expect(regions().map((region) => region.style.opacity)).toEqual(['0.6', '0.6']);
    // A newer refresh supersedes it: still faded until that one ends too.
    emit('wc_fragment_refresh');
    await flush();
    expect(regions().map((region) => region.style.opacity)).toEqual(['0.6', '0.6']);
    requests[1]!.reject(new Error('offline'));
    await flush();
    expect(regions().map((region) => [region.style.opacity, region.classList.contains('updating')])).toEqual([
      ['', false],
      ['', false],
    ]);
  });

  it('a failed pageshow refresh restores the faded mini-cart', async () => {
    setCartCookies(HASH);
    stop = startCartSync({ refresh: false });
    window.dispatchEvent(pageshow(true));
    requests[0]!.reject(new Error('offline'));
    await flush();
    const mini = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect(mini.style.opacity).toBe('');
    expect(mini.classList.contains('updating')).toBe(false);
  });
});

describe('failures and superseded refreshes', () => {
  it('a failed refresh fires wc_fragments_ajax_error and leaves the page as it is', async () => {
    setCartCookies(HASH);
    const failed = events('wc_fragments_ajax_error');
    stop = startCartSync();
    requests[0]!.reject(new Error('timeout'));
    await flush();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.server')).not.toBeNull();
    expect(readCachedFragments(config)).toBeNull();
  });

  it('an aborted (superseded) refresh is silent and its late answer is ignored', async () => {
    const failed = events('wc_fragments_ajax_error');
    const first = refreshCart();
    const second = refreshCart();
    expect(requests[0]!.signal?.aborted).toBe(true);
    await expect(first).resolves.toBe(false);
    await answer(1, { fragments: { ...emptyCart.fragments }, cartHash: '' });
    await expect(second).resolves.toBe(true);
    requests[0]!.resolve({ fragments: { ...refreshed.fragments }, cartHash: HASH }); // too late, already rejected
    await flush();
    expect(failed).not.toHaveBeenCalled();
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  it('stop() removes every listener and aborts the pending refresh silently', async () => {
    setCartCookies(HASH);
    const failed = events('wc_fragments_ajax_error');
    stop = startCartSync();
    stop();
    stop = undefined;
    expect(requests[0]!.signal?.aborted).toBe(true);
    await flush();
    emit('wc_fragment_refresh');
    emit('updated_wc_div');
    emit('added_to_cart'); // no fragments: would refresh if still listening
    window.dispatchEvent(new StorageEvent('storage', { key: config.cartHashKey, newValue: 'x' }));
    setCartCookies('y');
    window.dispatchEvent(pageshow(true));
    expect(requests).toHaveLength(1);
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('added_to_cart / removed_from_cart', () => {
  it('an island commits; the store fires added_to_cart, which does not come back: applied once', () => {
    stop = startCartSync();
    const loaded = events('wc_fragments_loaded');
    const added = events('added_to_cart');
    const fragments = { ...refreshed.fragments };
    expect(commitCart({ fragments, cartHash: HASH }, { kind: 'added', trigger: document.createElement('a') })).toBe(true);
    expect(commitCart({ fragments: { ...fragments }, cartHash: HASH })).toBe(false);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
    expect($cart.get().count).toBe(3);
    expect(readCachedFragments(config)).toBeNull(); // no cookie in this test: stored but not valid
    expect(sessionStorage.getItem(config.cartHashKey)).toBe(HASH);
  });

  it("another script's jQuery added_to_cart is applied, cached and reaches $cart", () => {
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    setCartCookies(HASH);
    stop = startCartSync({ refresh: false });
    const button = jQuery('<a class="add_to_cart_button" data-product_id="14">Add</a>').appendTo(document.body);
    jQuery(document.body).trigger('added_to_cart', [{ ...refreshed.fragments }, HASH, button]);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
    expect(readCachedFragments(config)).toEqual(asCached(refreshed.fragments));
    expect($cart.get().hash).toBe(HASH);
    expect(requests).toHaveLength(0);
  });

  it("another script's added_to_cart with fragments commits once and is not re-fired by us", () => {
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    stop = startCartSync({ refresh: false });
    const commits = vi.fn();
    const unlisten = $cart.listen(commits);
    const added = events('added_to_cart');
    const loaded = events('wc_fragments_loaded');
    jQuery(document.body).trigger('added_to_cart', [{ ...refreshed.fragments }, HASH, document.body]);
    expect(commits).toHaveBeenCalledTimes(1);
    expect(commits.mock.calls[0]![0]).toMatchObject({ hash: HASH, source: { kind: 'announced' } });
    expect(added).toHaveBeenCalledTimes(1); // theirs only
    expect(loaded).toHaveBeenCalledTimes(1);
    unlisten();
  });

  it('removed_from_cart with the empty cart', () => {
    stop = startCartSync();
    emit('removed_from_cart', [{ ...emptyCart.fragments }, '', document.body]);
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
    expect($cart.get().count).toBe(0);
  });

  it('our own add, handed over late (cart-sync woken by it loads after a removal), does not bring the removed item back', () => {
    startCartSubscribers();
    const announced: unknown[][] = [];
    const unlisten = on('added_to_cart', (args) => announced.push(args));
    commitCart({ fragments: { ...refreshed.fragments }, cartHash: HASH }, { kind: 'added', trigger: document.body });
    commitCart({ fragments: { ...emptyCart.fragments }, cartHash: '' }, { kind: 'removed', trigger: document.body });
    unlisten();

    // What cart-wakeup.ts does once the cart-sync chunk has arrived.
    commitAnnounced(announced[0]!);
    expect($cart.get().count).toBe(0);
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  it('an add/remove aborts a refresh still on its way; an event without fragments refreshes', async () => {
    setCartCookies(HASH);
    stop = startCartSync();
    expect(requests).toHaveLength(1);
    emit('added_to_cart', [{ ...refreshed.fragments }, HASH, document.body]);
    expect(requests[0]!.signal?.aborted).toBe(true);
    commitAnnounced([undefined, undefined]);
    expect(requests).toHaveLength(2);
  });
});

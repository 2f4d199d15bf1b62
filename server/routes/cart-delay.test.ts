// @vitest-environment node
/** The shared host's delay: cart calls answer late, pages and files at once, under any path. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type ShopApp } from '../app.ts';
import { tempDbPath } from '../testing.ts';
import { cartDelayFromEnv, DEFAULT_CART_DELAY_MS, isCartCall } from './cart-delay.ts';

const apps: ShopApp[] = [];

function open(cartDelayMs?: number): ShopApp {
  const app = createApp({ dbPath: tempDbPath(), ...(cartDelayMs === undefined ? {} : { cartDelayMs }) });
  apps.push(app);
  return app;
}

/** Starts a request and reports whether it has been answered yet. */
function track(app: ShopApp, path: string, init?: RequestInit): { answered: () => boolean; response: Promise<Response> } {
  let answered = false;
  const response = app.fetch(new Request(`http://127.0.0.1${path}`, init)).then((r) => {
    answered = true;
    return r;
  });
  return { answered: () => answered, response };
}

const addToCart = (): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'product_id=101&quantity=1',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const app of apps.splice(0)) app.close();
});

describe('the cart calls answer after the configured delay', () => {
  it('holds an add to cart for 400 ms, then answers with the fragments', async () => {
    const add = track(open(400), '/?wc-ajax=add_to_cart', addToCart());
    await vi.advanceTimersByTimeAsync(399);
    expect(add.answered()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const body = (await (await add.response).json()) as { fragments?: Record<string, string> };
    expect(body.fragments?.['a.cart-contents']).toContain('1 item');
  });

  it('holds the refresh and a theme call too, on any path (a shop mounted under /real/)', async () => {
    const app = open(400);
    const refresh = track(app, '/real/?wc-ajax=get_refreshed_fragments', { method: 'POST' });
    const theme = track(app, '/?minimog-ajax=template_lazyload', { method: 'POST' });
    await vi.advanceTimersByTimeAsync(399);
    expect([refresh.answered(), theme.answered()]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([refresh.response, theme.response]);
    expect([refresh.answered(), theme.answered()]).toEqual([true, true]);
  });

  it('answers pages, files and the variation lookup at once', async () => {
    const app = open(400);
    const requests = [track(app, '/shop/'), track(app, '/wp-includes/js/jquery/jquery.min.js'), track(app, '/?wc-ajax=get_variation')];
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(requests.map((r) => r.response));
    expect(requests.map((r) => r.answered())).toEqual([true, true, true]);
  });

  it('adds no delay when none is configured (the e2e suite, unit tests)', async () => {
    const add = track(open(), '/?wc-ajax=add_to_cart', addToCart());
    await vi.advanceTimersByTimeAsync(0);
    await add.response;
    expect(add.answered()).toBe(true);
  });
});

describe('SHOP_CART_DELAY_MS', () => {
  it('defaults to 400 ms, takes 0 to turn the delay off, and refuses anything but whole milliseconds', () => {
    expect(cartDelayFromEnv(undefined)).toBe(DEFAULT_CART_DELAY_MS);
    expect(DEFAULT_CART_DELAY_MS).toBe(400);
    expect(cartDelayFromEnv('')).toBe(400);
    expect(cartDelayFromEnv('0')).toBe(0);
    expect(cartDelayFromEnv('1200')).toBe(1200);
    expect(() => cartDelayFromEnv('-5')).toThrow(/whole number of milliseconds/);
    expect(() => cartDelayFromEnv('fast')).toThrow(/not "fast"/);
  });

  it('names the cart calls: add, remove, refresh, the theme add and the drawer, not the variation lookup', () => {
    const call = (query: string): boolean => isCartCall(new URL(`http://127.0.0.1/${query}`));
    expect(['?wc-ajax=add_to_cart', '?wc-ajax=remove_from_cart', '?wc-ajax=get_refreshed_fragments'].map(call)).toEqual([true, true, true]);
    expect(
      ['?wc-ajax=minimog_add_to_cart', '?wc-ajax=minimog_update_product_quantity', '?minimog-ajax=woocommerce_add_to_cart'].map(call),
    ).toEqual([true, true, true]);
    expect(['?wc-ajax=get_variation', '?wc-ajax=checkout', '', '?wc-ajax=nope'].map(call)).toEqual([false, false, false, false]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderUrl } from './loader.ts';
import { startMarketing } from './marketing.ts';
import { viewedProductEvent } from './product-events.ts';

const settings = { brandId: 'b1', scriptUrl: 'https://loader.example/woocommerce.js', identifyNonce: '' };
let pushed: unknown[][] = [];

/** What the provider's loader does once it ran: replaces the queue with its API. */
function providerArrives(): void {
  Object.assign(window, { omnisend: { push: (command: unknown[]) => pushed.push(command) } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T00:59:59Z'));
  pushed = [];
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'omnisend');
  document.head.innerHTML = '';
  document.body.className = '';
  history.replaceState(null, '', '/');
});

describe('marketing loader (§7, §8, §9)', () => {
  it('is fetched with brandID and the ISO date-hour as cache-bust', () => {
    expect(
      loaderUrl('https://omnisnippet1.com/platforms/woocommerce.js', 'b1', new Date('2026-11-22T00:59:59Z'), 'https://shop.test/'),
    ).toBe('https://omnisnippet1.com/platforms/woocommerce.js?brandID=b1&v=2026-11-22T00');
    expect(loaderUrl('/stand-ins/loader.js', 'b1', new Date('2026-11-22T13:00:00Z'), 'https://shop.test/x/')).toBe(
      'https://shop.test/stand-ins/loader.js?brandID=b1&v=2026-11-22T13',
    );
    expect(loaderUrl('javascript:alert(1)', 'b1', new Date(), 'https://shop.test/')).toBeNull();
    expect(loaderUrl('http://', 'b1', new Date(), 'https://shop.test/')).toBeNull();
  });

  it('an invalid URL logs "Invalid script URL", adds no script and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startMarketing('omnisend', { ...settings, scriptUrl: 'javascript:alert(1)' });
    expect(warn).toHaveBeenCalledWith('[shop-islands] Invalid script URL');
    expect(document.head.querySelector('script')).toBeNull();
    expect(pushed).toEqual([]);
  });

  it('a missing brand id stops silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startMarketing('omnisend', { ...settings, brandId: '' });
    expect(document.head.querySelector('script')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits for the provider (polling every 100 ms), then sends account, shop type and $pageViewed', async () => {
    const started = startMarketing('omnisend', settings);
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe(
      'https://loader.example/woocommerce.js?brandID=b1&v=2026-11-22T00',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(pushed).toEqual([]);
    providerArrives();
    await vi.advanceTimersByTimeAsync(100);
    await started;
    expect(pushed).toEqual([
      ['accountID', 'b1'],
      ['shopType', 'api'],
      ['track', '$pageViewed'],
    ]);
  });

  it('gives up after 3000 ms: nothing is ever sent', async () => {
    const started = startMarketing('omnisend', settings);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    providerArrives();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pushed).toEqual([]);
  });

  it('no $pageViewed when the page was opened with fromInshop', async () => {
    history.replaceState(null, '', '/shop/?fromInshop=1');
    providerArrives();
    await startMarketing('omnisend', settings);
    expect(pushed).toEqual([
      ['accountID', 'b1'],
      ['shopType', 'api'],
    ]);
  });
});

describe("the 'viewed product' event", () => {
  it('carries the provider’s envelope: eventVersion v4, origin api, a fresh v4 event id, the product under properties', () => {
    const product = { id: '17' };
    const first = viewedProductEvent(product);
    const second = viewedProductEvent(product);
    expect(first).toEqual({ eventVersion: 'v4', origin: 'api', eventID: expect.any(String), properties: { product } });
    expect(first.eventID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.eventID).not.toBe(first.eventID);
  });
});

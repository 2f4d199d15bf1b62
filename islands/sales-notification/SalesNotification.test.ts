import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, jsonResponse, useConfig } from '../../protocol/testing.ts';
import { mount } from './SalesNotification.ts';

const POPUP = '<div class="sales-notification" hidden><div class="sales-notification__item"></div></div>';

/** The navigation's timing as the browser reports it: the load event at `loadEventStart` on the performance clock. */
function loadedAt(loadEventStart: number): void {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ loadEventStart } as PerformanceNavigationTiming]);
}

function readyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

const item = (): string => document.querySelector('.sales-notification__item')!.textContent ?? '';

let unmount: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  useConfig({ nonces: { rest: 'r' } });
  fakeServer(() => jsonResponse({ html: ['<p>Someone purchased a pack</p>', '<p>Another purchase</p>'] }));
  document.body.innerHTML = POPUP;
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  Reflect.deleteProperty(document, 'readyState');
  vi.useRealTimers();
  resetProtocolForTests();
});

describe('sales notification: the first snippet 2 s after the load event (§4, §9)', () => {
  it('live after the load: counts from the load event’s time, not from the navigation’s start', async () => {
    // The page loaded 1 s into the navigation; the island is live 200 ms later.
    await vi.advanceTimersByTimeAsync(1200);
    loadedAt(1000);
    readyState('complete');
    unmount = await mount(document.querySelector<HTMLElement>('.sales-notification')!);
    await vi.advanceTimersByTimeAsync(1799);
    expect(item()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(item()).toBe('Someone purchased a pack');
  });

  it('live before the load: the count starts at the load event', async () => {
    readyState('interactive');
    unmount = await mount(document.querySelector<HTMLElement>('.sales-notification')!);
    await vi.advanceTimersByTimeAsync(3000);
    expect(item()).toBe('');
    readyState('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(item()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(item()).toBe('Someone purchased a pack');
  });

  it('a load time it cannot read (no navigation timing, or ahead of the clock) counts from the navigation’s start', async () => {
    await vi.advanceTimersByTimeAsync(500);
    loadedAt(9000);
    readyState('complete');
    unmount = await mount(document.querySelector<HTMLElement>('.sales-notification')!);
    await vi.advanceTimersByTimeAsync(1499);
    expect(item()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(item()).toBe('Someone purchased a pack');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './DealCountdown.ts';

const END = '2030-01-01T00:00:00Z';

function deal(date: string): HTMLElement {
  document.body.innerHTML = `<div class="wopb-product-deals" data-date="${date}">${['days', 'hours', 'minutes', 'seconds']
    .map((u) => `<strong class="wopb-deals-counter-${u}">00</strong>`)
    .join('')}</div>`;
  return document.querySelector('.wopb-product-deals') as HTMLElement;
}
const shown = (root: HTMLElement): string[] => [...root.querySelectorAll('strong')].map((s) => s.textContent ?? '');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deal countdown', () => {
  it('ticks every second and stops at zero', async () => {
    vi.setSystemTime(Date.parse(END) - (24 * 3600 + 2) * 1000);
    const root = deal(END);
    await mount(root);
    expect(shown(root)).toEqual(['01', '00', '00', '02']);
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toEqual(['01', '00', '00', '01']);
    vi.advanceTimersByTime(3000);
    expect(shown(root)).toEqual(['00', '23', '59', '58']);
    vi.setSystemTime(Date.parse(END) + 5000);
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows zeros for a deal already past, with no timer', async () => {
    vi.setSystemTime(Date.parse(END) + 1000);
    const root = deal(END);
    await mount(root);
    expect(shown(root)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timer when unmounted (the block left the page)', async () => {
    vi.setSystemTime(Date.parse(END) - 61_000);
    const root = deal(END);
    const unmount = await mount(root);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(shown(root)[3]).toBe('01');
  });
});

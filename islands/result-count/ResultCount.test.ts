import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './ResultCount.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('result count', () => {
  it('is emptied and written back 2 s after it hydrates, so live regions read it again', async () => {
    document.body.innerHTML = '<p class="woocommerce-result-count" role="alert">Showing all 29 results</p>';
    const count = document.querySelector('p') as HTMLElement;
    await mount(count);
    vi.advanceTimersByTime(1999);
    expect(count.textContent).toBe('Showing all 29 results');
    vi.advanceTimersByTime(1);
    expect(count.textContent).toBe('');
    vi.advanceTimersByTime(50);
    expect(count.textContent).toBe('Showing all 29 results');
  });

  it('unmounted before then, it leaves the text as printed', async () => {
    document.body.innerHTML = '<p class="woocommerce-result-count" role="alert">Showing all 29 results</p>';
    const count = document.querySelector('p') as HTMLElement;
    const unmount = await mount(count);
    vi.advanceTimersByTime(2000);
    unmount();
    vi.advanceTimersByTime(100);
    expect(count.textContent).toBe('Showing all 29 results');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantityUpdater, type QuantityUpdaterOptions } from './quantity.ts';

let input: HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<input type="number" data-cart_item_key="k1" value="2" min="0" max="5" step="1" />';
  input = document.querySelector('input')!;
});
afterEach(() => vi.useRealTimers());

function setup(overrides: Partial<QuantityUpdaterOptions> = {}) {
  const send = vi.fn<(key: string, quantity: number) => Promise<boolean>>().mockResolvedValue(true);
  const refresh = vi.fn<() => Promise<unknown>>().mockResolvedValue(true);
  const failed = vi.fn<(key: string, error: unknown) => void>();
  const editing = vi.fn<(key: string) => void>();
  const updater = createQuantityUpdater({ find: () => document.querySelector('input'), send, refresh, failed, editing, ...overrides });
  const type = (value: string): void => {
    input.value = value;
    updater.edit(input, 'k1');
  };
  return { updater, send, refresh, failed, editing, type };
}

describe('drawer quantity updates (§5, §9)', () => {
  it('waits 500 ms after the last change and sends one update, then refreshes', async () => {
    const { send, refresh, type } = setup();
    type('3');
    vi.advanceTimersByTime(300);
    type('4');
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('k1', 4);
    await vi.runAllTimersAsync();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('sends nothing the browser finds invalid (over max, fractional, empty) or unchanged', () => {
    const { send, type } = setup();
    for (const value of ['9', '1.5', '', '2']) {
      type(value);
      vi.advanceTimersByTime(500);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the last good value back and reports a failure', async () => {
    const error = new Error('offline');
    const { failed, type } = setup({ send: () => Promise.reject(error) });
    type('4');
    vi.advanceTimersByTime(500);
    await vi.runAllTimersAsync();
    expect(input.value).toBe('2');
    expect(failed).toHaveBeenCalledWith('k1', error);
  });

  it('treats a refusal ({success: false}) as a failure', async () => {
    const { failed, refresh, type } = setup({ send: () => Promise.resolve(false) });
    type('4');
    vi.advanceTimersByTime(500);
    await vi.runAllTimersAsync();
    expect(input.value).toBe('2');
    expect(failed).toHaveBeenCalledOnce();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps what was typed meanwhile instead of restoring over it', async () => {
    let fail: (error: unknown) => void = () => {};
    const { type, updater } = setup({ send: () => new Promise<boolean>((_, reject) => (fail = reject)) });
    type('4');
    vi.advanceTimersByTime(500);
    type('5');
    expect(updater.pending().get('k1')).toBe('5');
    fail(new Error('x'));
    await Promise.resolve();
    await Promise.resolve();
    expect(input.value).toBe('5');
  });

  it('tells when an item is edited again, and stops everything on dispose', () => {
    const { editing, send, type, updater } = setup();
    type('3');
    expect(editing).toHaveBeenCalledWith('k1');
    updater.dispose();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestSearch } from './latest-search.ts';

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function harness() {
  const sent: Pending[] = [];
  const applied: string[] = [];
  const failed: string[] = [];
  const busy: boolean[] = [];
  const search = latestSearch<string, string>({
    run: (query, signal) =>
      new Promise<string>((resolve, reject) => {
        sent.push({ query, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    apply: (result) => applied.push(result),
    fail: (_error, query) => failed.push(query),
    busy: (on) => busy.push(on),
  });
  return { search, sent, applied, failed, busy };
}

describe('latest search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request for a word typed faster than the pause, after the pause', () => {
    const { search, sent } = harness();
    for (const query of ['lig', 'ligh', 'light']) {
      search.schedule(query, 1000);
      vi.advanceTimersByTime(300);
    }
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(699);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((p) => p.query)).toEqual(['light']);
  });

  it('aborts the older request and never lets its late answer replace the newer one', async () => {
    const { search, sent, applied } = harness();
    search.schedule('film');
    search.schedule('portrait');
    expect(sent[0]?.signal.aborted).toBe(true);
    sent[1]?.resolve('portrait results');
    // An answer that was already on its way when the abort came.
    sent[0]?.resolve('film results');
    await vi.runAllTimersAsync();
    expect(applied).toEqual(['portrait results']);
  });

  it('reports a failure of the newest query and clears busy; an abort is not a failure', async () => {
    const { search, sent, failed, busy } = harness();
    search.schedule('film');
    search.schedule('mood');
    sent[1]?.reject(new Error('500'));
    await vi.runAllTimersAsync();
    expect(failed).toEqual(['mood']);
    expect(busy.at(-1)).toBe(false);
  });

  it('cancel drops what is in flight and turns busy off', async () => {
    const { search, sent, applied, busy } = harness();
    search.schedule('film');
    search.cancel();
    sent[0]?.resolve('film results');
    await vi.runAllTimersAsync();
    expect(applied).toEqual([]);
    expect(busy).toEqual([true, false]);
  });
});

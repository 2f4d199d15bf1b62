import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineIsland, type IslandModule } from './island.ts';

const module: IslandModule<Record<string, never>> = { mount: () => Promise.resolve(() => {}) };

function islandWith(warm: 'after-load' | undefined, load: () => Promise<IslandModule<Record<string, never>>>) {
  return defineIsland<Record<string, never>>({
    name: 'probe',
    selector: '.probe',
    hydrate: { on: 'interaction' },
    load,
    ...(warm && { warm }),
  });
}

/** The page as it is before its load event. */
function pageStillLoading(): void {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
}

describe('an island warmed after load (the money path)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pageStillLoading();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    vi.useRealTimers();
  });

  it('fetches its chunk once the page has loaded and the browser is idle, never before the load event', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const island = islandWith('after-load', load);
    island.prepare(document.createElement('a'));
    island.prepare(document.createElement('a'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an island without it waits for the press', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    islandWith(undefined, load).prepare(document.createElement('a'));
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('a chunk that fails to arrive ahead of time raises nothing, and the press still loads it', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const island = islandWith('after-load', load);
    const prepared = island.prepare(document.createElement('a'));
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    if (!prepared.ok) throw new Error('the probe takes no props');
    await expect(prepared.mount()).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

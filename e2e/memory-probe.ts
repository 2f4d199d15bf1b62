/**
 * Issue 18 "Memory and lifecycle": what a scenario counts, from outside the shipped code (nothing is added
 * to the entry): mounted roots (`[data-island-state="live"]`), live listeners on window, document and
 * connected elements, and live timers (timeouts not yet fired, intervals and animation frames not
 * cleared), both counted by an init script that wraps the page's own addEventListener / setTimeout;
 * the JS heap after a full GC (CDP `HeapProfiler.collectGarbage`, then `performance.memory`); and the
 * DOM node count (CDP `Memory.getDOMCounters`).
 */
import { expect, type CDPSession, type Page } from '@playwright/test';

export interface Counts {
  roots: number;
  listeners: number;
  timers: number;
}

export interface ScenarioResult {
  name: string;
  cycles: number;
  before: Counts;
  after: Counts;
  nodesBefore: number;
  nodesAfter: number;
  /** Least-squares slope of the heap after GC over the last half of the cycles, in KB per cycle. */
  slopeKb: number;
  toleranceKb: number;
  pass: boolean;
}

interface Probe {
  listeners(): number;
  timers(): number;
}

/** Installed before the page's scripts: the counters the scenarios read. */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const perTarget = new WeakMap<EventTarget, Set<string>>();
    const targets = new Set<WeakRef<EventTarget>>();
    const ids = new WeakMap<object, number>();
    let nextId = 0;
    const idOf = (fn: unknown): number => {
      if (typeof fn !== 'function' && (typeof fn !== 'object' || fn === null)) return -1;
      let id = ids.get(fn);
      if (id === undefined) ids.set(fn, (id = nextId++));
      return id;
    };
    const keyOf = (type: string, fn: unknown, options: unknown): string =>
      `${type}|${typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)}|${idOf(fn)}`;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, fn, options) {
      const once = typeof options === 'object' && options?.once;
      // A once listener removes itself when it fires, unseen here: left out rather than counted for ever.
      if (fn && !once) {
        let set = perTarget.get(this);
        if (!set) {
          perTarget.set(this, (set = new Set()));
          targets.add(new WeakRef(this));
        }
        const key = keyOf(type, fn, options);
        set.add(key);
        const signal = typeof options === 'object' ? options.signal : undefined;
        if (signal) add.call(signal, 'abort', () => set.delete(key), { once: true });
      }
      return add.call(this, type, fn, options);
    };
    EventTarget.prototype.removeEventListener = function (type, fn, options) {
      perTarget.get(this)?.delete(keyOf(type, fn, options));
      return remove.call(this, type, fn, options);
    };
    const live = new Set<number>();
    const frames = new Set<number>();
    const {
      setTimeout: st,
      clearTimeout: ct,
      setInterval: si,
      clearInterval: ci,
      requestAnimationFrame: raf,
      cancelAnimationFrame: caf,
    } = window;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = st(
        (...inner: unknown[]) => {
          live.delete(id);
          if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...inner);
        },
        ms,
        ...args,
      );
      live.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(fn, ms, ...args);
      live.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      ct(id);
    }) as typeof window.clearTimeout;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      ci(id);
    }) as typeof window.clearInterval;
    window.requestAnimationFrame = (fn: FrameRequestCallback) => {
      const id = raf((time) => {
        frames.delete(id);
        fn(time);
      });
      frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id: number) => {
      frames.delete(id);
      caf(id);
    };
    const probe: Probe = {
      listeners() {
        let total = 0;
        for (const ref of targets) {
          const target = ref.deref();
          if (!target) targets.delete(ref);
          else if (!(target instanceof Node) || target.isConnected) total += perTarget.get(target)?.size ?? 0;
        }
        return total;
      },
      timers: () => live.size + frames.size,
    };
    (window as unknown as { __memoryProbe: Probe }).__memoryProbe = probe;
  });
}

export function counts(page: Page): Promise<Counts> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __memoryProbe: Probe }).__memoryProbe;
    return { roots: document.querySelectorAll('[data-island-state="live"]').length, listeners: probe.listeners(), timers: probe.timers() };
  });
}

/** The JS heap in bytes after two full collections (the second catches what the first's finalizers freed). */
async function heapAfterGc(page: Page, cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
}

async function domNodes(cdp: CDPSession): Promise<number> {
  return (await cdp.send('Memory.getDOMCounters')).nodes;
}

/** Least-squares slope of `samples` ([cycle, bytes]) over their last half, in KB per cycle. */
export function slopeKb(samples: ReadonlyArray<readonly [number, number]>): number {
  const half = samples.slice(Math.floor(samples.length / 2));
  const n = half.length;
  if (n < 2) return 0;
  const mx = half.reduce((sum, [x]) => sum + x, 0) / n;
  const my = half.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = half.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = half.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx / 1024;
}

export interface Scenario {
  name: string;
  cycles: number;
  /** Cycles run before the baseline: what a page sets up once (chunks, caches) is not a leak. */
  warmUp: number;
  /** Heap samples taken over the run (plus one at the start). */
  samples: number;
  toleranceKb: number;
  cycle(index: number): Promise<void>;
}

/** The counts once the page is quiet: no request under way and the same counts twice, half a second apart (idle-time work done). */
async function quiet(page: Page): Promise<Counts> {
  await page.waitForLoadState('networkidle');
  let last = await counts(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(500);
    const now = await counts(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** Runs `scenario` on `page` (already open, probe installed) and measures it. */
export async function runScenario(page: Page, scenario: Scenario): Promise<ScenarioResult> {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < scenario.warmUp; i++) await scenario.cycle(i);
  const before = await quiet(page);
  const every = Math.max(1, Math.floor(scenario.cycles / scenario.samples));
  const heap: Array<[number, number]> = [[0, await heapAfterGc(page, cdp)]];
  const nodesBefore = await domNodes(cdp);
  for (let i = 1; i <= scenario.cycles; i++) {
    await scenario.cycle(scenario.warmUp + i - 1);
    if (i % every === 0) heap.push([i, await heapAfterGc(page, cdp)]);
  }
  // Polled: a listener or timer of a step still finishing (an image's load, a close transition) may be there for a moment; a leak stays.
  let after = await counts(page);
  await expect
    .poll(async () => (after = await counts(page)), { timeout: 10_000 })
    .toEqual(before)
    .catch(() => {});
  await heapAfterGc(page, cdp);
  const nodesAfter = await domNodes(cdp);
  const slope = slopeKb(heap);
  // Flat: nothing accumulated. A count may end below its baseline (a notice's timer that was pending then has fired).
  const flat = after.roots <= before.roots && after.listeners <= before.listeners && after.timers <= before.timers;
  await cdp.detach();
  return {
    name: scenario.name,
    cycles: scenario.cycles,
    before,
    after,
    nodesBefore,
    nodesAfter,
    slopeKb: slope,
    toleranceKb: scenario.toleranceKb,
    pass: flat && slope < scenario.toleranceKb,
  };
}

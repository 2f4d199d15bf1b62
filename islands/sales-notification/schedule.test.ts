import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstDelay, readTiming, startRotation, type RotationView } from './schedule.ts';

function recorder(): RotationView & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    show: (i) => log.push(`show ${i} @${Date.now()}`),
    fade: () => log.push(`fade @${Date.now()}`),
    hide: () => log.push(`hide @${Date.now()}`),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('sales notification timing (§9)', () => {
  it('defaults: stay 7000 ms, cycle 14000 ms, fade 400 ms; the page marks override gap and stay (cycle = gap + stay)', () => {
    expect(readTiming([])).toEqual({ stayMs: 7000, cycleMs: 14000, fadeMs: 400 });
    expect(readTiming(['wopb-gap-3', 'wopb-stay-5'])).toEqual({ stayMs: 5000, cycleMs: 8000, fadeMs: 400 });
    expect(readTiming(['wopb-stay-10'])).toEqual({ stayMs: 10000, cycleMs: 17000, fadeMs: 400 });
    expect(readTiming(['wopb-gap-2'], true)).toEqual({ stayMs: 7000, cycleMs: 9000, fadeMs: 0 });
  });

  it('the first snippet is due 2 s after load', () => {
    expect(firstDelay(0)).toBe(2000);
    expect(firstDelay(1500)).toBe(500);
    expect(firstDelay(9000)).toBe(0);
  });

  it('shows each snippet for `stay`, fades 400 ms, starts the next one cycle after the last, and wraps around', () => {
    const view = recorder();
    startRotation(2, { stayMs: 7000, cycleMs: 14000, fadeMs: 400 }, 2000, view);
    vi.advanceTimersByTime(1999);
    expect(view.log).toEqual([]);
    vi.advanceTimersByTime(1 + 14000 * 2);
    expect(view.log).toEqual(['show 0 @2000', 'fade @9000', 'hide @9400', 'show 1 @16000', 'fade @23000', 'hide @23400', 'show 0 @30000']);
  });

  it('a pause holds the clock where it is and resume gives back the time that was left', () => {
    const view = recorder();
    const rotation = startRotation(1, { stayMs: 7000, cycleMs: 14000, fadeMs: 400 }, 0, view);
    vi.advanceTimersByTime(3000);
    rotation.pause();
    vi.advanceTimersByTime(60_000);
    expect(view.log).toEqual(['show 0 @0']);
    rotation.resume();
    vi.advanceTimersByTime(3999);
    expect(view.log).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(view.log.at(-1)).toBe('fade @67000');
  });

  it('a pause during the fade brings the snippet back; leaving fades it again', () => {
    const view = recorder();
    const rotation = startRotation(1, { stayMs: 1000, cycleMs: 5000, fadeMs: 400 }, 0, view);
    vi.advanceTimersByTime(1200);
    rotation.pause();
    expect(view.log).toEqual(['show 0 @0', 'fade @1000', 'show 0 @1200']);
    vi.advanceTimersByTime(10_000);
    rotation.resume();
    vi.advanceTimersByTime(0);
    expect(view.log.at(-1)).toBe('fade @11200');
  });

  it('stop ends it for good, even if resumed', () => {
    const view = recorder();
    const rotation = startRotation(3, { stayMs: 7000, cycleMs: 14000, fadeMs: 400 }, 2000, view);
    rotation.stop();
    rotation.resume();
    vi.advanceTimersByTime(100_000);
    expect(view.log).toEqual([]);
  });
});

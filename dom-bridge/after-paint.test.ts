import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, latestAfterPaint } from './after-paint.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The next frame, then the two task turns after it. */
function paintFrame(): void {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  vi.runOnlyPendingTimers();
}

describe('work deferred past the frame that answers the shopper', () => {
  it('runs after the next frame, not in the task that asked, and not before the frame', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();
    paintFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page goes hidden while it waits, and only once', () => {
    const run = vi.fn();
    afterNextPaint(run);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(1);
    paintFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a mirror runs only the newest of the tasks that waited, and nothing after cancel', () => {
    const shown: string[] = [];
    const later = latestAfterPaint();
    later.run(() => shown.push('Lightroom'));
    later.run(() => shown.push('Capture One'));
    paintFrame();
    expect(shown).toEqual(['Capture One']);
    later.run(() => shown.push('reset'));
    later.cancel();
    paintFrame();
    expect(shown).toEqual(['Capture One']);
  });
});

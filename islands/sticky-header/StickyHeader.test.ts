import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './StickyHeader.ts';

let resized: (() => void) | undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe(): void {
    resized?.();
  }
  disconnect(): void {}
}

let frames: FrameRequestCallback[] = [];
const runFrames = (): void => {
  const due = frames;
  frames = [];
  due.forEach((frame) => frame(0));
};

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  scrollTo(0);
  document.body.innerHTML =
    '<div id="page-header" data-sticky="1"><div class="page-header-place-holder"></div><div class="page-header-inner">Header</div></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  frames = [];
});

const header = (): HTMLElement => document.getElementById('page-header')!;

describe('sticky header (§9: toggles after 200 ms)', () => {
  it('pins 200 ms after scrolling up past it, unpins 200 ms after scrolling down, reading no layout while scrolling', async () => {
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 80, bottom: 100 } as DOMRect);
    const undo = await mount(header());
    const readsAtMount = rect.mock.calls.length;
    scrollTo(1500);
    scrollTo(1600); // Several scroll events in one frame: one frame asked for.
    expect(frames).toHaveLength(1);
    runFrames();
    scrollTo(1200);
    runFrames();
    vi.advanceTimersByTime(199);
    expect(header().classList.contains('header-pinned')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(header().classList.contains('header-pinned')).toBe(true);
    expect(header().querySelector<HTMLElement>('.page-header-place-holder')!.style.height).toBe('80px');
    scrollTo(1300);
    runFrames();
    vi.advanceTimersByTime(200);
    expect(header().classList.contains('header-pinned')).toBe(false);
    expect(rect.mock.calls.length).toBe(readsAtMount);
    undo();
  });

  it('a change of mind within 200 ms cancels the toggle; up at the header’s own place it stays unpinned', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 80, bottom: 100 } as DOMRect);
    await mount(header());
    scrollTo(1500);
    runFrames();
    scrollTo(1400);
    runFrames();
    vi.advanceTimersByTime(100);
    scrollTo(1450);
    runFrames();
    vi.advanceTimersByTime(300);
    expect(header().classList.contains('header-pinned')).toBe(false);
    scrollTo(50);
    runFrames();
    vi.advanceTimersByTime(300);
    expect(header().classList.contains('header-pinned')).toBe(false);
  });

  it('listens to scroll passively', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    await mount(header());
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, focusNotice, liveRegion, scrollToNotice } from './announce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('announce', () => {
  it('creates one polite, visually hidden status region', () => {
    const region = liveRegion();
    expect(liveRegion()).toBe(region);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.style.position).toBe('absolute');
    expect(region.style.width).toBe('1px');
  });

  it('says the message after 1 s (§9)', () => {
    announce('“Beanie” has been added to your cart');
    const region = liveRegion();
    vi.advanceTimersByTime(999);
    expect(region.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(region.textContent).toBe('“Beanie” has been added to your cart');
  });

  it('a newer announcement replaces a pending one; the same text twice is read twice', () => {
    announce('first');
    vi.advanceTimersByTime(500);
    announce('second');
    vi.advanceTimersByTime(600);
    expect(liveRegion().textContent).toBe('');
    vi.advanceTimersByTime(400);
    expect(liveRegion().textContent).toBe('second');
    announce('second');
    expect(liveRegion().textContent).toBe(''); // emptied so the repeat is a change
    vi.advanceTimersByTime(1000);
    expect(liveRegion().textContent).toBe('second');
  });

  it('cancel stops a pending announcement; a custom delay works', () => {
    const cancel = announce('never', 200);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(liveRegion().textContent).toBe('');
    announce('soon', 200);
    vi.advanceTimersByTime(200);
    expect(liveRegion().textContent).toBe('soon');
  });

  it('recreates the region after the body was replaced', () => {
    const first = liveRegion();
    document.body.innerHTML = '';
    const second = liveRegion();
    expect(second).not.toBe(first);
    expect(second.isConnected).toBe(true);
  });
});

describe('focusNotice', () => {
  it('focuses the notice after 500 ms, making it focusable (§4 Other)', () => {
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">Please select some product options…</div>';
    const notice = document.querySelector<HTMLElement>('[role="alert"]')!;
    focusNotice(notice);
    expect(notice.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(notice);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(notice);
  });

  it('keeps an existing tabindex, and a newer notice wins', () => {
    document.body.innerHTML = '<div id="a" role="alert" tabindex="0">a</div><div id="b" role="alert">b</div>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    focusNotice(a);
    expect(a.getAttribute('tabindex')).toBe('0');
    focusNotice(b);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(b);
  });

  it('does nothing for a notice removed in the meantime', () => {
    document.body.innerHTML = '<div role="alert">gone</div>';
    const notice = document.querySelector<HTMLElement>('[role="alert"]')!;
    const focus = vi.spyOn(notice, 'focus');
    focusNotice(notice);
    notice.remove();
    vi.advanceTimersByTime(500);
    expect(focus).not.toHaveBeenCalled();
  });
});

describe('scrollToNotice', () => {
  function noticeAt(top: number): HTMLElement {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    const notice = document.querySelector<HTMLElement>('div')!;
    vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    return notice;
  }

  function motion(reduce: boolean): void {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
  }

  it('animates to 100 px above the notice over 1000 ms (§9)', () => {
    motion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToNotice(noticeAt(900));
    vi.advanceTimersByTime(500);
    const middle = scrollTo.mock.calls.at(-1)![1] as number;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(800);
    vi.advanceTimersByTime(600);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 800]);
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(scrollTo.mock.calls.length).toBe(calls); // finished
  });

  it('jumps at once when the visitor prefers reduced motion', () => {
    motion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToNotice(noticeAt(900));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 800);
  });

  it('never scrolls above the top, and can be cancelled', () => {
    motion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToNotice(noticeAt(40));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    motion(false);
    scrollTo.mockClear();
    const cancel = scrollToNotice(noticeAt(900));
    cancel();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

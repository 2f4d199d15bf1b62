import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleSlide, slideHeight } from './slide-height.ts';

/** happy-dom has no layout: the element reports `height` as rendered and `content` as its scrollHeight. */
function rendered(element: HTMLElement, height: number, content: number): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, height));
  vi.spyOn(element, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, height)] as unknown as DOMRectList);
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => content });
}

function reducedMotion(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query }));
}

const end = (element: HTMLElement, propertyName = 'height'): void => {
  const event = new Event('transitionend', { bubbles: true }) as TransitionEvent;
  Object.defineProperty(event, 'propertyName', { value: propertyName });
  element.dispatchEvent(event);
};

describe('slideHeight', () => {
  let list: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
    list = document.createElement('ul');
    list.hidden = true;
    document.body.append(list);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('changes the state at once and slides from the current height to the content height, then gives the height back to the stylesheet', () => {
    rendered(list, 0, 120);
    const done = vi.fn();
    slideHeight(list, { to: 'content', ms: 250, apply: () => (list.hidden = false), done });
    expect(list.hidden).toBe(false);
    expect(list.style.height).toBe('120px');
    expect(list.style.transition).toBe('height 250ms ease');
    expect(done).not.toHaveBeenCalled();
    end(list, 'opacity'); // Another property's end is not this slide's.
    expect(done).not.toHaveBeenCalled();
    end(list);
    expect(done).toHaveBeenCalledOnce();
    expect(list.getAttribute('style') ?? '').toBe('');
  });

  it('ends on its timer when no transitionend comes', () => {
    rendered(list, 120, 120);
    const done = vi.fn();
    slideHeight(list, { to: 0, ms: 250, apply: () => {}, done });
    vi.advanceTimersByTime(299);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
    expect(list.style.height).toBe('');
  });

  it('does not move with reduced motion: state and done at once, no inline height or transition', () => {
    reducedMotion(true);
    rendered(list, 0, 120);
    const done = vi.fn();
    slideHeight(list, { to: 'content', ms: 250, apply: () => (list.hidden = false), done });
    expect(list.hidden).toBe(false);
    expect(done).toHaveBeenCalledOnce();
    expect(list.getAttribute('style') ?? '').toBe('');
  });

  it('ends at once for an element that is not rendered (display: none)', () => {
    const done = vi.fn();
    slideHeight(list, { to: 'content', ms: 250, apply: () => {}, done });
    expect(done).toHaveBeenCalledOnce();
    expect(list.getAttribute('style') ?? '').toBe('');
  });

  it("a new slide takes over: the earlier one's done never runs", () => {
    rendered(list, 60, 120);
    const hide = vi.fn();
    slideHeight(list, { to: 0, ms: 250, apply: () => {}, done: hide });
    slideHeight(list, { to: 'content', ms: 250, apply: () => {} });
    vi.advanceTimersByTime(1000);
    expect(hide).not.toHaveBeenCalled();
  });

  it('settleSlide ends a slide in progress now, done included (an unmount)', () => {
    rendered(list, 120, 120);
    const done = vi.fn();
    slideHeight(list, { to: 0, ms: 250, apply: () => {}, done });
    settleSlide(list);
    expect(done).toHaveBeenCalledOnce();
    expect(list.style.height).toBe('');
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledOnce();
  });
});

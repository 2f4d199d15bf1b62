import { afterEach, describe, expect, it, vi } from 'vitest';
import { manageOverflow } from './overflow.ts';

type Callback = (entries: Array<{ contentRect: { width: number } }>) => void;
let observed: Callback | undefined;

class FakeResizeObserver {
  constructor(callback: Callback) {
    observed = callback;
  }
  observe(): void {}
  disconnect(): void {}
}

function menu(count: number): { nav: HTMLElement; bar: HTMLElement } {
  document.body.innerHTML = `<nav id="page-navigation"><ul class="menu__container">${Array.from(
    { length: count },
    (_, i) => `<li class="menu-item"><a href="/p${i}/">Item ${i}</a></li>`,
  ).join('')}</ul></nav>`;
  const nav = document.querySelector<HTMLElement>('nav')!;
  return { nav, bar: nav.querySelector<HTMLElement>('ul')! };
}

const barLabels = (bar: HTMLElement): string[] =>
  [...bar.querySelectorAll(':scope > li.menu-item:not([hidden]) > a, :scope > li:not([hidden]) > button')].map(
    (el) => el.textContent ?? '',
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observed = undefined;
});

describe('overflow menu over the markup', () => {
  it('moves what does not fit under More, and reads no layout again on later resizes (no thrash)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { nav, bar } = menu(6);
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
    const undo = manageOverflow(nav, bar);
    observed!([{ contentRect: { width: 450 } }]);
    // 6 × 100 > 450; beside More (100) three items fit.
    expect(barLabels(bar)).toEqual(['Item 0', 'Item 1', 'Item 2', 'More']);
    const reads = rect.mock.calls.length;
    observed!([{ contentRect: { width: 700 } }]);
    expect(barLabels(bar)).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    observed!([{ contentRect: { width: 250 } }]);
    expect(barLabels(bar)).toEqual(['Menu']);
    expect(rect.mock.calls.length).toBe(reads);
    undo();
    expect(barLabels(bar)).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    expect(bar.querySelector('.menu-item-overflow')).toBeNull();
  });

  it('measures nothing while the menu is hidden (width 0), then measures once it shows', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { nav, bar } = menu(4);
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
    manageOverflow(nav, bar);
    observed!([{ contentRect: { width: 0 } }]);
    expect(rect).not.toHaveBeenCalled();
    observed!([{ contentRect: { width: 1000 } }]);
    expect(barLabels(bar)).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3']);
  });
});

import { describe, expect, it } from 'vitest';
import { mount } from './OffCanvasSidebar.ts';

function page(): { sidebar: HTMLElement; opener: HTMLButtonElement } {
  document.body.innerHTML = `<button class="shop-filters-toggle" aria-controls="secondary" aria-expanded="false">Filters</button>
    <div id="secondary" role="complementary"><button class="shop-filters-close" aria-label="Close filters">×</button>
    <a href="/product-category/bundles/">Bundles</a></div><a id="outside" href="/">Home</a>`;
  return { sidebar: document.getElementById('secondary')!, opener: document.querySelector('.shop-filters-toggle')! };
}
const key = (name: string, shiftKey = false): KeyboardEvent =>
  new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });

describe('off-canvas filters', () => {
  it('the Filters button opens a modal dialog with focus on its close button; Esc closes it and focus goes back', async () => {
    const { sidebar, opener } = page();
    const unmount = await mount(sidebar);
    opener.click();
    expect(sidebar.classList.contains('is-open')).toBe(true);
    expect(sidebar.getAttribute('role')).toBe('dialog');
    expect(sidebar.getAttribute('aria-modal')).toBe('true');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(sidebar.querySelector('.shop-filters-close'));
    document.dispatchEvent(key('Escape'));
    expect(sidebar.classList.contains('is-open')).toBe(false);
    expect(sidebar.getAttribute('role')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last; the close button closes', async () => {
    const { sidebar, opener } = page();
    const unmount = await mount(sidebar);
    opener.click();
    const close = sidebar.querySelector<HTMLElement>('.shop-filters-close')!;
    const last = sidebar.querySelector<HTMLElement>('a')!;
    last.focus();
    const tab = key('Tab');
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    document.dispatchEvent(key('Tab', true));
    expect(document.activeElement).toBe(last);
    close.click();
    expect(sidebar.classList.contains('is-open')).toBe(false);
    unmount();
    opener.click();
    expect(sidebar.classList.contains('is-open')).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { sizeChartIsland } from './index.ts';
import { titleText } from './chart.ts';

// ProductX's markup: a span opener, the modal right after, a span close icon inside the title.
const MARKUP = `
  <div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn"><svg></svg>Size Chart</span></div>
  <div class="wopb-size-chart-wrapper wopb-size-chart-modal">
    <div class="wopb-chart-modal-content">
      <div class="wopb-sc-title">Licence comparison <span class="wopb-chart-modal-close"><svg></svg></span></div>
      <div class="wopb-chart-body"><div class="wopb-sc-table"><table><tr class="wopb-sc-table-row"><td class="wopb-sc-head-col">Licence</td><td>Personal</td></tr></table></div></div>
    </div>
  </div>
  <a href="#after" id="after">After</a>`;

let runtime: Runtime;
beforeEach(() => {
  document.body.innerHTML = MARKUP;
  runtime = startRuntime([sizeChartIsland]);
});
afterEach(() => runtime.stop());

const wrapper = () => document.querySelector<HTMLElement>('.wopb-chart-btn-wrapper')!;
const opener = () => document.getElementById('wopb-chart-modal-btn')!;
const dialog = () => document.querySelector('dialog')!;

describe('size-chart island', () => {
  it('reads the title without the close icon', () => {
    const title = document.querySelector('.wopb-sc-title')!;
    expect(titleText(title, title.querySelector('.wopb-chart-modal-close'))).toBe('Licence comparison');
  });

  it('opens on the first click, as a labelled modal dialog holding the chart, with real buttons', async () => {
    opener().click();
    await whenLive(wrapper());
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-label')).toBe('Licence comparison');
    expect(dialog().querySelector('table')).not.toBeNull();
    expect(opener().getAttribute('role')).toBe('button');
    expect(opener().getAttribute('tabindex')).toBe('0');
    expect(opener().getAttribute('aria-controls')).toBe(dialog().id);
    const close = dialog().querySelector('.wopb-chart-modal-close')!;
    expect(close.getAttribute('role')).toBe('button');
    expect(close.getAttribute('aria-label')).toBe('Close');
  });

  it("keeps ProductX's own script (delegated on the document) from opening its modal too", async () => {
    opener().click();
    await whenLive(wrapper());
    dialog().close();
    const productX = vi.fn();
    document.addEventListener('click', productX);
    try {
      opener().click();
      expect(dialog().open).toBe(true);
      expect(productX).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('click', productX);
    }
  });

  it('closes on its close button, on a click outside the chart (the backdrop) and gives focus back to the opener', async () => {
    opener().click();
    await whenLive(wrapper());
    const focus = vi.spyOn(opener(), 'focus');
    dialog().querySelector<HTMLElement>('.wopb-chart-modal-close')!.click();
    expect(dialog().open).toBe(false);
    expect(focus).toHaveBeenCalledTimes(1);

    opener().click();
    expect(dialog().open).toBe(true);
    dialog().querySelector<HTMLElement>('table')!.click();
    expect(dialog().open).toBe(true);
    dialog().click();
    expect(dialog().open).toBe(false);
    expect(focus).toHaveBeenCalledTimes(2);

    opener().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(dialog().open).toBe(true);
  });

  it('gives the markup back on unmount', async () => {
    opener().click();
    await whenLive(wrapper());
    runtime.stop();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('.wopb-size-chart-modal > .wopb-chart-modal-content')).not.toBeNull();
    expect(opener().hasAttribute('role')).toBe(false);
  });

  it('gives a button without its modal back to its server markup on the first click, with one warning', async () => {
    runtime.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn">Size Chart</span></div>';
    runtime = startRuntime([sizeChartIsland]);
    opener().click();
    await vi.waitFor(() => expect(wrapper().getAttribute('data-island-state')).toBe('failed'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('no .wopb-size-chart-modal right after it');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilteredBlock, ProductFilterInput } from '../../protocol/wopb-listing.ts';

const asked: ProductFilterInput[] = [];
const answers: Array<(blocks: FilteredBlock[]) => void> = [];
vi.mock('../../protocol/wopb-listing.ts', () => ({
  filterProducts: (input: ProductFilterInput) => {
    asked.push(input);
    return new Promise<FilteredBlock[]>((resolve) => answers.push(resolve));
  },
  showMoreTerms: () => Promise.resolve(''),
}));

const { mount } = await import('./Filter.ts');

/** A filter block with one category section of two terms. */
function block(): HTMLElement {
  document.body.innerHTML = `<div class="wopb-filter-block" data-postid="45" data-block-target="product-grid-1" data-current-url="/productx/">
    <div class="wopb-filter-remove-section"><div class="wopb-active-items"></div><span class="wopb-filter-remove-all">Clear All</span></div>
    <form action="javascript:"><div class="wopb-filter-section"><div class="wopb-filter-body">
      <input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="product_cat">
      <input type="checkbox" class="wopb-filter-tax-term-input" value="15" data-label="Lightroom Presets">
      <input type="checkbox" class="wopb-filter-tax-term-input" value="16" data-label="Capture One Styles">
    </div></div></form>
  </div>`;
  return document.querySelector('.wopb-filter-block') as HTMLElement;
}

/** The shopper ticks a box: checked by the browser, then its change event. */
function tick(root: HTMLElement, value: string): void {
  const box = root.querySelector<HTMLInputElement>(`.wopb-filter-tax-term-input[value="${value}"]`)!;
  box.checked = true;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The next frame, then the two task turns after it (dom-bridge/after-paint.ts). */
function paintFrame(): void {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  vi.runOnlyPendingTimers();
}

const chips = (root: HTMLElement): string[] =>
  [...root.querySelectorAll('.wopb-filter-active-item')].map((chip) => chip.firstChild!.textContent!);
const terms = (input: ProductFilterInput | undefined): unknown =>
  (input?.product_filters as { product_taxonomy?: unknown }).product_taxonomy;

beforeEach(() => {
  asked.length = 0;
  answers.length = 0;
  history.replaceState(null, '', '/productx/');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

describe('a filter change (issue 18: click → first paint)', () => {
  it('shows the block loading in the change itself; the chips, the URL and the request come after the next paint', async () => {
    const root = block();
    await mount(root);
    tick(root, '15');
    expect(root.classList.contains('wopb-filter-loading')).toBe(true);
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(asked).toHaveLength(0);
    expect(chips(root)).toEqual([]);
    expect(location.search).toBe('');
    // Tasks queued before the frame do not build it either.
    vi.runOnlyPendingTimers();
    expect(asked).toHaveLength(0);
    paintFrame();
    expect(asked).toHaveLength(1);
    expect(terms(asked[0])).toEqual([{ taxonomy: 'product_cat', term_ids: ['15'] }]);
    expect(chips(root)).toEqual(['Lightroom Presets']);
    expect(location.search).not.toBe('');
    answers[0]!([]);
    await vi.waitFor(() => expect(root.hasAttribute('aria-busy')).toBe(false));
    expect(root.classList.contains('wopb-filter-loading')).toBe(false);
  });

  it('two changes before the paint ask once, with both', async () => {
    const root = block();
    await mount(root);
    tick(root, '15');
    tick(root, '16');
    paintFrame();
    expect(asked).toHaveLength(1);
    expect(terms(asked[0])).toEqual([{ taxonomy: 'product_cat', term_ids: ['15', '16'] }]);
  });

  it('an answer that arrives while a newer change waits for its paint leaves the spinner to it', async () => {
    const root = block();
    await mount(root);
    tick(root, '15');
    paintFrame();
    tick(root, '16');
    answers[0]!([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.getAttribute('aria-busy')).toBe('true');
    paintFrame();
    expect(asked).toHaveLength(2);
    answers[1]!([]);
    await vi.waitFor(() => expect(root.hasAttribute('aria-busy')).toBe(false));
  });

  it('asks nothing after unmount for a change still waiting for its paint', async () => {
    const root = block();
    const unmount = await mount(root);
    tick(root, '15');
    unmount();
    paintFrame();
    expect(asked).toHaveLength(0);
  });
});

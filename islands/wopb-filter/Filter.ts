/**
 * ProductX's filter block (§2 "Filter block", §4 "Filter", §5 "Price filter", §7 REST
 * /wopb/product-filter): every change rebuilds the state and asks for the target blocks again,
 * replacing each block of `blockList`; chips follow the state; 'Clear All' resets the inputs,
 * sorting to 'default', and asks again. Search typing is debounced and a newer request aborts
 * the older (the contract's `latest`). The state lives in the URL, so a filtered view can be
 * shared and survives a reload. A change shows the block loading in its own frame; reading the
 * state, the chips, the URL and the request follow after that frame is painted (issue 18: click →
 * first paint ≤ 100 ms), the newest change only when several come before it.
 */
import {
  DISCOVERY_ATTRS as A,
  DISCOVERY_SELECTORS as S,
  FILTER_SEARCH_DEBOUNCE_MS,
  FILTER_SELECTORS as F,
} from '../../dom-bridge/discovery-constants.ts';
import { latestAfterPaint } from '../../dom-bridge/after-paint.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import type { FieldValue } from '../../protocol/client.ts';
import { filterProducts, type FilteredBlock, type ProductFilterInput } from '../../protocol/wopb-listing.ts';
import { reportFailure, showRetry, withFreshNonce } from '../../src/discovery/block-call.ts';
import {
  chipsFor,
  emptyState,
  priceRule,
  stateFromUrl,
  stateToUrl,
  toPayload,
  withoutChip,
  type FilterState,
} from '../../src/discovery/filter-state.ts';
import type { Unmount } from '../../src/island.ts';
import { drawChips } from './filter-chips.ts';
import { rangeMaxOf, readState, valueLabel, writeState } from './filter-inputs.ts';
import { startSections } from './filter-sections.ts';

const LOADING = 'wopb-filter-loading';

/** Puts each answered block's content in place; the runtime claims what it brings (cards, load more, pagination). */
function replaceBlocks(blocks: FilteredBlock[]): void {
  for (const { blockId, content } of blocks) {
    const main = document.querySelector(`.wopb-block-${CSS.escape(blockId)} ${S.mainContent}`);
    if (main) main.innerHTML = content;
  }
}

/** The URL without the filter's old state and without any block's page (a new filter starts on page 1). */
function filteredUrl(state: FilterState, rangeMax: number): string {
  const url = stateToUrl(state, rangeMax, new URL(location.href));
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('paged-')) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}

/** Keeps the price inputs to §5's rules after `changed` moved (the slider and the number fields move together). */
function enforcePrice(root: HTMLElement, changed: Element, rangeMax: number): void {
  const value = (selector: string): number => Number(root.querySelector<HTMLInputElement>(selector)?.value ?? NaN);
  const fromRange = changed.matches(`${F.rangeMin},${F.rangeMax}`);
  const min = value(fromRange ? F.rangeMin : F.priceMin);
  const max = value(fromRange ? F.rangeMax : F.priceMax);
  const moved = changed.matches(`${F.rangeMin},${F.priceMin}`) ? 'min' : 'max';
  writeState(root, { ...readState(root), price: priceRule(min, max, rangeMax, moved) });
}

/** The product-filter call's input (§7): the target blocks under `state`. */
function filterInput(root: HTMLElement, state: FilterState): ProductFilterInput {
  return {
    post_id: root.getAttribute(A.postId) ?? '',
    block_name: `product-blocks_${root.getAttribute(A.blockTarget) ?? ''}`,
    product_filters: toPayload(state) as FieldValue,
    current_url: root.getAttribute(A.currentUrl) ?? location.href,
  };
}

/** The block's loading state (the add-on's spinner), and its end. */
function setLoading(root: HTMLElement, loading: boolean): void {
  root.classList.toggle(LOADING, loading);
  if (loading) root.setAttribute('aria-busy', 'true');
  else root.removeAttribute('aria-busy');
}

export async function mount(root: HTMLElement): Promise<Unmount> {
  const rangeMax = rangeMaxOf(root);
  const anchor = root.querySelector(F.removeSection) ?? root;
  const later = latestAfterPaint();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A change waits for its paint: a request that ends meanwhile leaves the spinner to it. */
  let waiting = false;

  const apply = async (): Promise<void> => {
    const state = readState(root);
    drawChips(
      root,
      chipsFor(state, rangeMax, (kind, value) => valueLabel(root, kind, value)),
      (chip) => {
        writeState(root, withoutChip(readState(root), chip.target, rangeMax));
        change();
      },
    );
    window.history.replaceState(window.history.state, '', filteredUrl(state, rangeMax));
    setLoading(root, true);
    try {
      replaceBlocks(await withFreshNonce(() => filterProducts(filterInput(root, state))));
      showRetry(anchor, null);
      if (!waiting) setLoading(root, false);
    } catch (error) {
      // §8: the spinner is cleared; an aborted request leaves it to the newer one.
      if (reportFailure(anchor, error) && !waiting) setLoading(root, false);
    }
  };

  /** The shopper's change: the spinner now (the box is already ticked), the rest after that frame's paint. */
  const change = (): void => {
    setLoading(root, true);
    waiting = true;
    later.run(() => {
      waiting = false;
      void apply();
    });
  };

  const fromUrl = stateFromUrl(new URL(location.href), rangeMax);
  drawChips(root, [], () => {});
  if (fromUrl) {
    writeState(root, fromUrl);
    void apply();
  }

  return undoAll([
    startSections(root),
    () => clearTimeout(timer),
    () => later.cancel(),
    listen(root, 'change', (event) => {
      if (!(event.target instanceof Element) || event.target.matches(F.search)) return;
      if (event.target.matches(`${F.rangeMin},${F.rangeMax},${F.priceMin},${F.priceMax}`)) enforcePrice(root, event.target, rangeMax);
      change();
    }),
    listen(root, 'input', (event) => {
      if (!(event.target instanceof Element) || !event.target.matches(F.search)) return;
      clearTimeout(timer);
      // The debounce's end answers no input of its own: nothing to paint first, the request at once.
      timer = setTimeout(() => void apply(), FILTER_SEARCH_DEBOUNCE_MS);
    }),
    listen(root, 'submit', (event) => {
      // The add-on's form posts to "javascript:"; Enter in the search field asks at once instead.
      event.preventDefault();
      clearTimeout(timer);
      change();
    }),
    listen(root, 'click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(F.removeAll)) return;
      writeState(root, emptyState(rangeMax));
      change();
    }),
  ]);
}

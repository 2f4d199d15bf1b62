/**
 * Load more (§4 "Listing blocks", §7 wopb_load_more): each press asks for the next page with
 * the block context and appends its items before the block's insert marker, where the runtime
 * hydrates them like any card. The control is disabled at the last page, busy meanwhile, and
 * focus moves to the first new item's link so a keyboard user carries on from there.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { DISCOVERY_ATTRS as A, DISCOVERY_CLASSES as C, DISCOVERY_SELECTORS as S } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { loadMore } from '../../protocol/wopb-listing.ts';
import { blockContext, intAttr } from '../../src/discovery/block-context.ts';
import { parseHtml, reportFailure, showRetry, withFreshNonce } from '../../src/discovery/block-call.ts';
import type { Unmount } from '../../src/island.ts';

function setDisabled(button: HTMLElement, disabled: boolean): void {
  button.classList.toggle(C.disabled, disabled);
  button.setAttribute('aria-disabled', String(disabled));
}

/** Puts `html`'s items before the block's marker (or at the end of its items); returns the first new one. */
function append(button: HTMLElement, html: string): Element | null {
  const block = button.closest(S.block) ?? document;
  const marker = block.querySelector(S.insertBefore);
  const items = parseHtml(html);
  const first = items.firstElementChild;
  if (marker) marker.before(items);
  else block.querySelector(S.items)?.append(items);
  return first;
}

export async function mount(button: HTMLElement): Promise<Unmount> {
  let busy = false;
  const atEnd = (): boolean => intAttr(button, A.pageNum, 1) >= intAttr(button, A.pages, 1);
  setDisabled(button, atEnd());
  const onPress = async (event: Event): Promise<void> => {
    event.preventDefault();
    if (busy || atEnd()) return;
    busy = true;
    button.classList.add(C.loading);
    button.setAttribute('aria-busy', 'true');
    const paged = intAttr(button, A.pageNum, 1) + 1;
    try {
      const html = await withFreshNonce(() => loadMore({ ...blockContext(button), paged }));
      showRetry(button, null);
      const first = append(button, html);
      button.setAttribute(A.pageNum, String(paged));
      setDisabled(button, atEnd());
      first?.querySelector<HTMLElement>(S.itemLink)?.focus();
    } catch (error) {
      reportFailure(button, error);
    } finally {
      busy = false;
      button.classList.remove(C.loading);
      button.removeAttribute('aria-busy');
    }
  };
  return undoAll([asButton(button), listen(button, 'click', (event) => void onPress(event))]);
}

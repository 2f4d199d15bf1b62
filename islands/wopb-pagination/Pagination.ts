/**
 * Numbered pagination (§4 "Listing blocks", §7 wopb_pagination): a page link asks for that page's
 * items, which replace the block's; a newer request aborts the unfinished one (the contract's
 * lane per block). The list is redrawn with the active page marked, the block scrolled into view
 * (offset 50) when above it, and the page kept in the URL for back/forward and reload.
 */
import { DISCOVERY_ATTRS as A, DISCOVERY_SELECTORS as S, PAGINATION_SCROLL_OFFSET } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { loadPage } from '../../protocol/wopb-listing.ts';
import { blockContext, intAttr } from '../../src/discovery/block-context.ts';
import { reportFailure, showRetry, withFreshNonce } from '../../src/discovery/block-call.ts';
import type { Unmount } from '../../src/island.ts';
import { drawPageList, pageInUrl, pageUrl } from './page-list.ts';

/** The page a click inside the list asks for, or null. */
function targetPage(event: Event, current: number, pages: number): number | null {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const li = link?.closest('li');
  if (!li) return null;
  if (li.classList.contains('wopb-prev-page-numbers')) return Math.max(1, current - 1);
  if (li.classList.contains('wopb-next-page-numbers')) return Math.min(pages, current + 1);
  const page = intAttr(li, A.current, 0);
  return page >= 1 && page <= pages ? page : null;
}

function scrollToBlock(block: Element): void {
  const top = block.getBoundingClientRect().top;
  if (top < 0) window.scrollTo({ top: window.scrollY + top - PAGINATION_SCROLL_OFFSET });
}

export async function mount(wrap: HTMLElement): Promise<Unmount> {
  const blockId = wrap.getAttribute(A.blockId) ?? '';
  const pages = intAttr(wrap, A.pages, 1);
  const block = wrap.closest(S.block) ?? wrap.parentElement ?? wrap;
  const list = wrap.querySelector(S.pageList);
  const current = (): number => intAttr(wrap, A.paged, 1);
  let wanted = current();

  const show = async (page: number, history: 'push' | 'none'): Promise<void> => {
    wanted = page;
    block.setAttribute('aria-busy', 'true');
    try {
      const html = await withFreshNonce(() =>
        loadPage({
          ...blockContext(wrap),
          isSearch: wrap.getAttribute(A.searchBlock) ?? '',
          is_archive: wrap.getAttribute(A.archiveBuilder) ?? '',
          paged: page,
        }),
      );
      showRetry(wrap, null);
      const items = block.querySelector(S.items);
      if (items) items.innerHTML = html;
      wrap.setAttribute(A.paged, String(page));
      if (list) drawPageList(list, blockId, page, pages);
      if (history === 'push') window.history.pushState({ wopbPage: blockId }, '', pageUrl(blockId, page));
      scrollToBlock(block);
    } catch (error) {
      reportFailure(wrap, error);
    } finally {
      // Only the newest request clears the busy state: an aborted one ends before it.
      if (wanted === page) block.removeAttribute('aria-busy');
    }
  };

  if (list) drawPageList(list, blockId, current(), pages);
  const fromUrl = Math.min(pageInUrl(blockId), pages);
  if (fromUrl !== current()) void show(fromUrl, 'none');

  return undoAll([
    listen(wrap, 'click', (event) => {
      const page = targetPage(event, current(), pages);
      if (page === null) return;
      event.preventDefault();
      if (page !== current() || page !== wanted) void show(page, 'push');
    }),
    listen(window, 'popstate', () => {
      const page = Math.min(pageInUrl(blockId), pages);
      if (page !== current()) void show(page, 'none');
    }),
  ]);
}

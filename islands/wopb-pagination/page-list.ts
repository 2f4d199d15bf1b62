/** Draws the numbered list (§2: prev/next, first/last separated by dots, 3 centre pages) for one page of a block. */
import { DISCOVERY_CLASSES as C } from '../../dom-bridge/discovery-constants.ts';
import { paginationWindow } from '../../src/discovery/pagination-window.ts';

/** The URL parameter that carries a block's page (the add-on keeps none: a shopper expects back/reload to keep it). */
export const pageParam = (blockId: string): string => `paged-${blockId}`;

/** The page the URL names for `blockId` (1 when none). */
export function pageInUrl(blockId: string, href: string = location.href): number {
  const page = Number.parseInt(new URL(href).searchParams.get(pageParam(blockId)) ?? '', 10);
  return page >= 1 ? page : 1;
}

export function pageUrl(blockId: string, page: number, href: string = location.href): string {
  const url = new URL(href);
  if (page > 1) url.searchParams.set(pageParam(blockId), String(page));
  else url.searchParams.delete(pageParam(blockId));
  return url.pathname + url.search + url.hash;
}

function item(className: string, page: number | null, text: string, blockId: string, current: boolean): HTMLLIElement {
  const li = document.createElement('li');
  li.className = className;
  if (page === null) {
    li.setAttribute('aria-hidden', 'true');
    li.textContent = text;
    return li;
  }
  if (className.includes('wopb-center-item')) li.setAttribute('data-current', String(page));
  const link = document.createElement('a');
  link.href = pageUrl(blockId, page);
  link.textContent = text;
  if (current) link.setAttribute('aria-current', 'page');
  li.append(link);
  return li;
}

/** Replaces `list`'s entries with those of page `current` of `pages`. */
export function drawPageList(list: Element, blockId: string, current: number, pages: number): void {
  const prev = item('wopb-prev-page-numbers', Math.max(1, current - 1), 'Previous', blockId, false);
  const next = item('wopb-next-page-numbers', Math.min(pages, current + 1), 'Next', blockId, false);
  // §4: prev is hidden on page 1, next on the last — inline, as the add-on's script does: its stylesheet hides
  // an ajax list's prev until shown, and shows every other item inline-block (which beats `hidden`).
  prev.style.display = current <= 1 ? 'none' : 'inline-block';
  next.style.display = current >= pages ? 'none' : 'inline-block';
  const centre = paginationWindow(current, pages).map((entry) =>
    entry === 'dots'
      ? item('wopb-pagination-dots', null, '...', blockId, false)
      : item(`wopb-center-item${entry === current ? ` ${C.activePage}` : ''}`, entry, String(entry), blockId, entry === current),
  );
  list.replaceChildren(prev, ...centre, next);
}

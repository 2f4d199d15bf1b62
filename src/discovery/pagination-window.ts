/** ProductX's numbered pagination (§2, §9): first, dots, 3 centre pages, dots, last. */
import { PAGINATION_CENTRE_PAGES } from '../../dom-bridge/discovery-constants.ts';

export type PageEntry = number | 'dots';

export function paginationWindow(current: number, pages: number): PageEntry[] {
  const start = Math.max(1, Math.min(current - 1, pages - PAGINATION_CENTRE_PAGES + 1));
  const end = Math.min(pages, start + PAGINATION_CENTRE_PAGES - 1);
  const out: PageEntry[] = [];
  if (start > 1) out.push(1);
  if (start > 2) out.push('dots');
  for (let page = start; page <= end; page++) out.push(page);
  if (end < pages - 1) out.push('dots');
  if (end < pages) out.push(pages);
  return out;
}

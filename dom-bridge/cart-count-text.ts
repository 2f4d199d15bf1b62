/**
 * The header cart link's count (`a.cart-contents .count`) showing adds the server has not answered
 * yet (issue 10: the platform's own cart store counts an add optimistically too). The server's text
 * is kept on the count while it shows more, and given back when nothing is pending; fragments
 * replace the whole link with the server's new text. Storefront prints `_n( '%d item', '%d items' )`:
 * that English form gets its singular or plural; any other wording only has its number changed (its
 * plural may be off until the server's own text replaces it, which an add's answer does within its
 * round trip). Part of the entry: the first listing add is counted at its click.
 */
import { SELECTORS } from './constants.ts';

const ENGLISH_ITEMS = /^(\s*)\d+(\s+)items?(\s*)$/;
const FIRST_NUMBER = /\d+/;
/** Kept on a count while it shows pending adds: the server's text. */
const CONFIRMED_ATTR = 'data-confirmed-count';

/** The first whole number in `printed` (the count it shows), or null when it shows none. */
export function readCount(printed: string): number | null {
  const found = FIRST_NUMBER.exec(printed);
  return found ? Number(found[0]) : null;
}

/** `printed` saying `count` instead of the count it shows. */
export function withCount(printed: string, count: number): string {
  const english = ENGLISH_ITEMS.exec(printed);
  if (english) return `${english[1]}${count}${english[2]}${count === 1 ? 'item' : 'items'}${english[3]}`;
  return printed.replace(FIRST_NUMBER, String(count));
}

/** Shows the server's count plus `pending` items on every header count of `doc` (0: the server's text). */
export function paintCountAhead(pending: number, doc: Document = document): void {
  for (const badge of doc.querySelectorAll<HTMLElement>(SELECTORS.headerCartCountBadge)) {
    const confirmed = badge.getAttribute(CONFIRMED_ATTR) ?? badge.textContent ?? '';
    const count = readCount(confirmed);
    if (count === null) continue;
    if (pending > 0) badge.setAttribute(CONFIRMED_ATTR, confirmed);
    else badge.removeAttribute(CONFIRMED_ATTR);
    const shown = pending > 0 ? withCount(confirmed, count + pending) : confirmed;
    // Unchanged text is left alone: a write would be a mutation for nothing.
    if (badge.textContent !== shown) badge.textContent = shown;
  }
}

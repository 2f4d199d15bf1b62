/** The count wherever the add-on shows it (§2): the popup's count, the menu counter, and 'empty' only when count > 0. */
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';

export function showCount(count: number): void {
  for (const el of Array.from(document.querySelectorAll(`${WISHLIST.popup} ${WISHLIST.count}`))) el.textContent = String(count);
  for (const el of Array.from(document.querySelectorAll(WISHLIST.menuInner))) el.setAttribute('data-count', String(count));
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(WISHLIST.empty))) el.hidden = !(count > 0);
}

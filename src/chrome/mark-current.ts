/**
 * §2 current-link marking over a menu's markup: every link addressing this page gets
 * `aria-current="page"` and its item `current-menu-item`; the items above it (and their links)
 * are marked too, as the issue asks, with `current-menu-ancestor` on the items.
 */
import { CHROME_CLASSES } from '../../dom-bridge/chrome-constants.ts';
import { isCurrentLink } from './current-link.ts';

function markAncestors(item: Element, root: Element): void {
  let parent = item.parentElement?.closest('li');
  while (parent && root.contains(parent)) {
    parent.classList.add(CHROME_CLASSES.currentAncestor);
    parent.querySelector(':scope > a')?.setAttribute('aria-current', 'page');
    parent = parent.parentElement?.closest('li');
  }
}

/** Marks the links under `root` that address `pageUrl` (and their parents); returns how many matched. */
export function markCurrentLinks(root: Element, pageUrl: string): number {
  let matched = 0;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!isCurrentLink(link.getAttribute('href') ?? '', pageUrl)) continue;
    matched += 1;
    link.setAttribute('aria-current', 'page');
    const item = link.closest('li');
    if (!item || !root.contains(item)) continue;
    item.classList.add(CHROME_CLASSES.current);
    markAncestors(item, root);
  }
  return matched;
}

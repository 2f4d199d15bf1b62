/**
 * The footer bar's search item (footer.js): its link toggles `active` on the item, which slides the
 * search form above the bar, instead of following its empty href. Beyond the theme: the link is a
 * button to assistive tech (role, `aria-expanded`, `aria-controls`, Space), opening puts focus in the
 * search field, Esc shuts the form and gives focus back to the link, and a shut form is inert, so Tab
 * no longer lands in a field hidden under the bar.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { SEARCH_TOGGLE } from './claims.ts';
import { FOOTER, FOOTER_CLASSES } from './selectors.ts';

let boxIds = 0;

interface SearchItem {
  link: HTMLElement;
  item: HTMLElement;
  box: HTMLElement | null;
}

/** Shows `entry`'s state: `aria-expanded` on the link, and the form inert while shut. */
function reflect({ link, item, box }: SearchItem): void {
  const open = item.classList.contains(FOOTER_CLASSES.active);
  link.setAttribute('aria-expanded', String(open));
  if (box) box.inert = !open;
}

/** Gives `link` a button's semantics, tied to its form box; returns the undo. */
function asDisclosure(entry: SearchItem): () => void {
  const { link, box } = entry;
  const undoButton = asButton(link);
  let addedId = false;
  if (box && !box.id) {
    box.id = `storefront-handheld-search-${(boxIds += 1)}`;
    addedId = true;
  }
  if (box) link.setAttribute('aria-controls', box.id);
  reflect(entry);
  return () => {
    undoButton();
    link.removeAttribute('aria-expanded');
    link.removeAttribute('aria-controls');
    if (box) box.inert = false;
    if (addedId) box?.removeAttribute('id');
  };
}

/** Opens or shuts one search item; an open one takes focus into its field. */
export function setSearchOpen(entry: SearchItem, open: boolean): void {
  entry.item.classList.toggle(FOOTER_CLASSES.active, open);
  reflect(entry);
  if (open) entry.box?.querySelector<HTMLElement>(FOOTER.searchField)?.focus({ preventScroll: true });
}

/** Drives the search items of `bar`; returns the undo. */
export function driveSearch(bar: HTMLElement): () => void {
  const entries: SearchItem[] = [];
  for (const link of bar.querySelectorAll<HTMLElement>(SEARCH_TOGGLE)) {
    const item = link.parentElement;
    if (item) entries.push({ link, item, box: item.querySelector<HTMLElement>(`:scope > ${FOOTER.searchBox}`) });
  }
  const entryAt = (target: EventTarget | null, part: 'link' | 'item'): SearchItem | undefined =>
    target instanceof Node
      ? entries.find((entry) => (part === 'link' ? entry.link.contains(target) : entry.item.contains(target)))
      : undefined;
  const onClick = (event: MouseEvent): void => {
    const entry = entryAt(event.target, 'link');
    if (!entry) return;
    event.preventDefault();
    setSearchOpen(entry, !entry.item.classList.contains(FOOTER_CLASSES.active));
  };
  const onKey = (event: KeyboardEvent): void => {
    const entry = event.key === 'Escape' ? entryAt(event.target, 'item') : undefined;
    if (!entry?.item.classList.contains(FOOTER_CLASSES.active)) return;
    setSearchOpen(entry, false);
    entry.link.focus();
  };
  return undoAll([...entries.map(asDisclosure), listen(bar, 'click', onClick), listen(bar, 'keydown', onKey)]);
}

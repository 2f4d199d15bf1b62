/**
 * Dropdowns that open for keyboard users (navigation.js): focus inside the header puts `focus` on
 * every menu item above the focused element, and on the header cart when it is in there, which the
 * stylesheet reads to show their dropdowns; every other open item closes. Beyond the theme, which
 * left a dropdown open until the next click: they close when focus leaves the header, and Esc
 * closes the innermost one (focus goes back to its link when it was inside it). A press outside
 * the header closes them all, as the theme did.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { CLASSES, HEADER } from './selectors.ts';

/** The items whose dropdowns hold `element` (innermost first): the menu items above it, and the header cart. */
export function openPath(element: Element, header: Element): Element[] {
  const path: Element[] = [];
  for (let at = element.parentElement; at && at !== header && header.contains(at); at = at.parentElement) {
    if (at.localName === 'li' || at.matches(HEADER.cart)) path.push(at);
  }
  return path;
}

/** Opens exactly `keep` in `header`: adds `focus` to them and takes it (and a first touch's hold) off the rest. */
export function setOpen(header: Element, keep: readonly Element[]): void {
  for (const item of header.querySelectorAll(`.${CLASSES.focus}`)) {
    if (keep.includes(item)) continue;
    item.classList.remove(CLASSES.focus);
    item.querySelector(':scope > a')?.classList.remove(CLASSES.blocked);
  }
  for (const item of keep) item.classList.add(CLASSES.focus);
}

/** The item an opener link opens: its menu item, or the whole header cart for the cart link. */
function ownerOf(opener: Element): Element | null {
  return opener.matches(HEADER.cartLink) ? opener.closest(HEADER.cart) : opener.parentElement;
}

function openerOf(owner: Element): HTMLElement | null {
  return owner.querySelector<HTMLElement>(owner.matches(HEADER.cart) ? HEADER.cartLink : ':scope > a');
}

/** Esc: shuts the innermost dropdown around focus (focus back on its opener), or the one its focused opener opened. */
export function closeInnermost(header: Element, active: Element): boolean {
  const dropdown = active.parentElement?.closest(HEADER.dropdown);
  if (dropdown && header.contains(dropdown)) {
    const owner = dropdown.closest(HEADER.cart) ?? dropdown.parentElement;
    if (!owner) return false;
    openerOf(owner)?.focus();
    setOpen(header, openPath(owner, header));
    return true;
  }
  const owner = ownerOf(active);
  if (!owner?.classList.contains(CLASSES.focus)) return false;
  setOpen(header, openPath(owner, header));
  return true;
}

/** Keeps `header`'s dropdowns following focus; returns the undo. */
export function followFocus(header: HTMLElement): () => void {
  const closeAll = (): void => {
    setOpen(header, []);
    for (const link of header.querySelectorAll(`.${CLASSES.blocked}`)) link.classList.remove(CLASSES.blocked);
  };
  return undoAll([
    listen(header, 'focusin', (event) => {
      if (event.target instanceof Element) setOpen(header, openPath(event.target, header));
    }),
    listen(header, 'focusout', (event) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node) || !header.contains(to)) setOpen(header, []);
    }),
    listen(header, 'keydown', (event) => {
      if (event.key === 'Escape' && document.activeElement) closeInnermost(header, document.activeElement);
    }),
    listen(document, 'click', (event) => {
      if (!(event.target instanceof Node) || !header.contains(event.target)) closeAll();
    }),
    closeAll,
  ]);
}

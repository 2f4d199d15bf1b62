/**
 * Dropdowns on a wide touch screen (navigation.js): hover cannot open them, so the stylesheet is told
 * (`sub-menu--is-touch-device`) and the first touch on a link with a dropdown opens it instead of
 * following the link (the link is marked `blocked`); the next touch follows it. A mouse or a
 * keyboard's Enter always follows the link: only the click of the touch that blocked it is held
 * back (the theme held any click on a blocked link, Enter included).
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { CLASSES, HEADER, TOUCH_DROPDOWN_MIN_WIDTH } from './selectors.ts';

/** A touch screen wide enough for the dropdown menus (narrower, the theme's handheld menu shows). */
export function isTouchTablet(): boolean {
  return ('ontouchstart' in window || navigator.maxTouchPoints > 0) && window.innerWidth >= TOUCH_DROPDOWN_MIN_WIDTH;
}

/** Whether `link` has a dropdown to open: a sub-menu after it, or for the cart link, a mini-cart with something in it. */
export function hasDropdown(link: Element): boolean {
  if (link.matches(HEADER.cartLink)) return (link.parentElement?.nextElementSibling?.textContent?.trim() ?? '') !== '';
  return link.nextElementSibling?.localName === 'ul';
}

/** Holds back the first touch on `header`'s dropdown links; `open` shows the touched link's dropdown. Returns the undo. */
export function holdFirstTouches(header: HTMLElement, open: (link: Element) => void): () => void {
  const dropdowns = Array.from(header.querySelectorAll(HEADER.touchDropdowns));
  for (const dropdown of dropdowns) dropdown.classList.add(CLASSES.touch);
  const linkAt = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(`${HEADER.menuLink}, ${HEADER.cartLink}`) : null;
  /** The link whose touch just blocked it: its coming click opens instead of following. */
  let holding: HTMLElement | null = null;
  const onPointerUp = (event: PointerEvent): void => {
    const link = linkAt(event.target);
    holding = null;
    if (!link || event.pointerType === 'mouse' || link.classList.contains(CLASSES.blocked) || !hasDropdown(link)) return;
    link.classList.add(CLASSES.blocked);
    holding = link;
    open(link);
  };
  const onClick = (event: MouseEvent): void => {
    if (holding && linkAt(event.target) === holding) event.preventDefault();
    holding = null;
  };
  return undoAll([
    listen(header, 'pointerup', onPointerUp),
    listen(header, 'click', onClick),
    () => dropdowns.forEach((dropdown) => dropdown.classList.remove(CLASSES.touch)),
  ]);
}

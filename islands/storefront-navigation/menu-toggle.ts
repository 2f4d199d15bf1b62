/**
 * The handheld menu's toggle (navigation.js): a press toggles `toggled` on the navigation and
 * `aria-expanded` on the button and on the first menu, which the stylesheet reads to show it. The
 * first menu gets `nav-menu` (with no menu assigned, the stylesheet shows WordPress's page list only
 * then). Beyond the theme: Esc closes the open menu and gives focus back to the button, and a shut
 * menu the stylesheet squeezed to no height is inert, so Tab and a screen reader skip its links.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { CLASSES, NAV } from './selectors.ts';

/** Sets `aria-expanded` on the button and the menu to the navigation's state. */
function reflect(nav: HTMLElement, button: HTMLElement, menu: HTMLElement): void {
  const open = String(nav.classList.contains(CLASSES.toggled));
  button.setAttribute('aria-expanded', open);
  menu.setAttribute('aria-expanded', open);
}

/**
 * Makes a shut menu inert while the toggle is on screen (a narrow screen) and the menu has no height
 * (the stylesheet collapses it): then its links are out of sight, yet Tab and a screen reader would
 * reach them. A ResizeObserver tells both, so no layout is read, whatever breakpoint and stylesheet
 * the page has; a menu that shows (a wide screen, or a stylesheet that never collapses it) stays as it is.
 */
function inertWhileShut(nav: HTMLElement, button: HTMLElement): { sync(): void; stop(): void } {
  const menus = Array.from(nav.querySelectorAll<HTMLElement>(NAV.collapsible));
  const boxes = new Map<Element, { width: number; height: number }>();
  const sync = (): void => {
    const toggleShown = (boxes.get(button)?.width ?? 0) > 0;
    const shut = !nav.classList.contains(CLASSES.toggled);
    for (const menu of menus) menu.inert = toggleShown && shut && boxes.get(menu)?.height === 0;
  };
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const entry of entries) boxes.set(entry.target, entry.contentRect);
          sync();
        })
      : undefined;
  for (const element of [button, ...menus]) observer?.observe(element);
  return {
    sync,
    stop: () => {
      observer?.disconnect();
      for (const menu of menus) menu.inert = false;
    },
  };
}

/** Drives the handheld toggle of `nav` (`#site-navigation`); returns the undo. */
export function driveMenuToggle(nav: HTMLElement, button: HTMLElement): () => void {
  const menu = nav.querySelector<HTMLElement>(NAV.firstMenu);
  if (!menu) {
    // Nothing to show: the theme hides the toggle.
    button.style.display = 'none';
    return () => button.style.removeProperty('display');
  }
  const addedNavMenu = !menu.classList.contains(CLASSES.navMenu);
  menu.classList.add(CLASSES.navMenu);
  reflect(nav, button, menu);
  const inert = inertWhileShut(nav, button);
  const toggle = (open: boolean): void => {
    nav.classList.toggle(CLASSES.toggled, open);
    reflect(nav, button, menu);
    inert.sync();
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !nav.classList.contains(CLASSES.toggled)) return;
    toggle(false);
    button.focus();
  };
  return undoAll([
    listen(button, 'click', () => toggle(!nav.classList.contains(CLASSES.toggled))),
    listen(nav, 'keydown', onKey),
    inert.stop,
    () => {
      if (addedNavMenu) menu.classList.remove(CLASSES.navMenu);
    },
  ]);
}

/**
 * What the Storefront theme's `storefront-navigation` script (navigation.js) did: the handheld menu's
 * toggle (menu-toggle.ts) and sub-menu buttons (dropdown-toggles.ts) in `#site-navigation`, and in the
 * whole header around it (its menus and the header cart) dropdowns that open on keyboard focus
 * (focus-dropdowns.ts) and on a first touch on wide touch screens (touch-taps.ts). Like the theme's
 * script, it needs the toggle button, else it does nothing. No React: the markup and the stylesheet
 * are the theme's; this only sets the classes the stylesheet reads.
 */
import { undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { addDropdownToggles } from './dropdown-toggles.ts';
import { followFocus, openPath, setOpen } from './focus-dropdowns.ts';
import { driveMenuToggle } from './menu-toggle.ts';
import { MENU_TOGGLE } from './claims.ts';
import { SITE_HEADER } from './selectors.ts';
import { holdFirstTouches, isTouchTablet } from './touch-taps.ts';

export function mount(nav: HTMLElement): Promise<Unmount> {
  const button = nav.querySelector<HTMLElement>(MENU_TOGGLE);
  if (!button) return Promise.resolve(() => {});
  const header = nav.closest<HTMLElement>(SITE_HEADER) ?? nav;
  const undos = [driveMenuToggle(nav, button), addDropdownToggles(nav), followFocus(header)];
  if (isTouchTablet()) undos.push(holdFirstTouches(header, (link) => setOpen(header, openPath(link, header))));
  return Promise.resolve(undoAll(undos));
}

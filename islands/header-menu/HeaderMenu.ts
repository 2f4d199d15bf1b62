/**
 * The theme's main menu: sub-menus and mega-menus open and close (sub-menus.ts), the current link
 * is marked (§2), and items that do not fit go under 'More' / 'Menu' (overflow.ts). No React.
 */
import { CHROME } from '../../dom-bridge/chrome-constants.ts';
import { undoAll } from '../../dom-bridge/listen.ts';
import { markCurrentLinks } from '../../src/chrome/mark-current.ts';
import type { Unmount } from '../../src/island.ts';
import { manageOverflow } from './overflow.ts';
import { driveSubMenus } from './sub-menus.ts';

export function mount(nav: HTMLElement): Promise<Unmount> {
  markCurrentLinks(nav, window.location.href);
  const bar = nav.querySelector<HTMLElement>(`:scope > ${CHROME.menu}`);
  const undos = [driveSubMenus(nav)];
  if (bar) undos.push(manageOverflow(nav, bar));
  return Promise.resolve(undoAll(undos));
}

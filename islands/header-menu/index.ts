/**
 * Claims the theme's main menu (§2 "Site chrome": mega-menus, current-link marking, overflow menu).
 * Hydrated when idle: hover and focus must open without a click, the current link is marked and
 * the overflow computed without one; a tap on a parent item before that loads it and is replayed.
 * Until then the stylesheet opens sub-menus on hover and focus.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const headerMenuIsland = defineIsland<Record<string, never>>({
  name: 'header-menu',
  selector: CHROME_CLAIMS.navigation,
  hydrate: [{ on: 'idle' }, { on: 'interaction', trigger: CHROME_CLAIMS.parentLink }],
  load: () => import('./HeaderMenu.ts'),
});

/**
 * Claims the theme's mobile menu drawer (§2 "Site chrome"): the first press of the header's menu
 * button (which sits outside the drawer) loads it, and the press is replayed.
 */
import { CHROME } from '../../dom-bridge/chrome-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const mobileDrawerIsland = defineIsland<Record<string, never>>({
  name: 'mobile-drawer',
  selector: CHROME.mobileMenu,
  hydrate: { on: 'interaction', trigger: CHROME.mobileMenuOpener, anywhere: true },
  load: () => import('./MobileDrawer.ts'),
});

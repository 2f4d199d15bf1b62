/**
 * Claims the theme's mobile menu drawer (§2 "Site chrome"): the first press of the header's menu
 * button (which sits outside the drawer) loads it, and the press is replayed.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const mobileDrawerIsland = defineIsland<Record<string, never>>({
  name: 'mobile-drawer',
  selector: CHROME_CLAIMS.mobileMenu,
  hydrate: { on: 'interaction', trigger: CHROME_CLAIMS.mobileMenuOpener, anywhere: true },
  load: () => import('./MobileDrawer.ts'),
});

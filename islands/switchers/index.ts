/**
 * Claims the theme's language and currency switchers (§2 "Site chrome"): the first press of a
 * switcher's button loads it (keyboard presses are clicks too), and the press is replayed.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const switcherIsland = defineIsland<Record<string, never>>({
  name: 'switcher',
  selector: CHROME_CLAIMS.switcher,
  hydrate: { on: 'interaction', trigger: CHROME_CLAIMS.switcherToggle },
  load: () => import('./Switcher.ts'),
});

/** Claims the theme's top bar (§2 "Site chrome"): loaded by the first press of its toggle, which is replayed. */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const topBarIsland = defineIsland<Record<string, never>>({
  name: 'top-bar',
  selector: CHROME_CLAIMS.topBar,
  hydrate: { on: 'interaction', trigger: CHROME_CLAIMS.topBarToggle },
  load: () => import('./TopBar.ts'),
});

/** Claims the theme's top bar (§2 "Site chrome"): loaded by the first press of its toggle, which is replayed. */
import { CHROME } from '../../dom-bridge/chrome-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const topBarIsland = defineIsland<Record<string, never>>({
  name: 'top-bar',
  selector: CHROME.topBar,
  hydrate: { on: 'interaction', trigger: CHROME.topBarToggle },
  load: () => import('./TopBar.ts'),
});

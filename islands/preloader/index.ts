/** Claims the theme's preloader (§2, §9): its removal is timed from the load event, so idle is early enough. */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const preloaderIsland = defineIsland<Record<string, never>>({
  name: 'preloader',
  selector: CHROME_CLAIMS.preloader,
  hydrate: { on: 'idle' },
  load: () => import('./Preloader.ts'),
});

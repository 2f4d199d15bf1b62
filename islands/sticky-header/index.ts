/**
 * Claims the theme's sticky header (§2 "Site chrome", §9): nothing to do before the shopper
 * scrolls, so it hydrates when idle.
 */
import { CHROME_CLAIMS } from '../../dom-bridge/chrome-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const stickyHeaderIsland = defineIsland<Record<string, never>>({
  name: 'sticky-header',
  selector: CHROME_CLAIMS.stickyHeader,
  hydrate: { on: 'idle' },
  load: () => import('./StickyHeader.ts'),
});

/**
 * Claims the theme's collapsible columns and containers (§4 "Collapsible column"). Loaded when one
 * comes near the viewport: until then (and without JavaScript) the content is shown, as when inactive.
 */
import { CONTENT_CLAIMS } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const collapsibleColumnIsland = defineIsland<Record<string, never>>({
  name: 'collapsible-column',
  selector: CONTENT_CLAIMS.collapsible,
  hydrate: { on: 'visible', rootMargin: '200px' },
  load: () => import('./CollapsibleColumn.ts'),
});

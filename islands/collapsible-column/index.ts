/**
 * Claims the theme's collapsible columns and containers (§4 "Collapsible column"). Loaded when one
 * comes near the viewport: until then (and without JavaScript) the content is shown, as when inactive.
 */
import { COLLAPSIBLE } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const collapsibleColumnIsland = defineIsland<Record<string, never>>({
  name: 'collapsible-column',
  selector: COLLAPSIBLE,
  hydrate: { on: 'visible' },
  load: () => import('./CollapsibleColumn.ts'),
});

/**
 * Claims the builder's toggle and accordion widgets (§2 "Content pages": the builder's own widgets).
 * Near the viewport, or at the first click on a title, whichever comes first.
 */
import { TAB_TITLE, TOGGLE } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const builderToggleIsland = defineIsland<Record<string, never>>({
  name: 'builder-toggle',
  selector: TOGGLE,
  hydrate: [{ on: 'visible' }, { on: 'interaction', trigger: TAB_TITLE }],
  load: () => import('./BuilderToggle.ts'),
});

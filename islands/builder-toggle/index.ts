/**
 * Claims the builder's toggle and accordion widgets (§2 "Content pages": the builder's own widgets).
 * Near the viewport, or at the first click on a title, whichever comes first.
 */
import { CONTENT_CLAIMS } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const builderToggleIsland = defineIsland<Record<string, never>>({
  name: 'builder-toggle',
  selector: CONTENT_CLAIMS.toggle,
  hydrate: [
    { on: 'visible', rootMargin: '200px' },
    { on: 'interaction', trigger: CONTENT_CLAIMS.tabTitle },
  ],
  load: () => import('./BuilderToggle.ts'),
});

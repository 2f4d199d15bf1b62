/**
 * Claims the shop's sidebar of filters on archive pages (§2 "Product listings", §9: at or below
 * 991 px it becomes a slide-in panel). The theme's stylesheet puts the panel off screen and shows
 * its 'Filters' button there; the first press of that button loads the island and is replayed, so
 * a page costs nothing for it until a shopper asks for the filters.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const offCanvasSidebarIsland = defineIsland<Record<string, never>>({
  name: 'off-canvas-sidebar',
  selector: DISCOVERY_CLAIMS.sidebar,
  hydrate: { on: 'interaction', trigger: DISCOVERY_CLAIMS.filtersToggle, anywhere: true },
  load: () => import('./OffCanvasSidebar.ts'),
});

/**
 * Claims the Storefront theme's primary navigation for what its `storefront-navigation` script did
 * (the WordPress plugin takes that script off the page). Live when the browser is idle: keyboard focus
 * and a first touch must open dropdowns without a click before; a press on the handheld menu's toggle
 * before that loads it and is replayed. The claim is the navigation, not the whole header, so the
 * header's search form never waits for it.
 */
import { defineIsland } from '../../src/island.ts';
import { MENU_TOGGLE, NAVIGATION } from './claims.ts';

export const storefrontNavigationIsland = defineIsland<Record<string, never>>({
  name: 'storefront-navigation',
  selector: NAVIGATION,
  hydrate: [{ on: 'idle' }, { on: 'interaction', trigger: MENU_TOGGLE }],
  load: () => import('./StorefrontNavigation.ts'),
});

/**
 * Claims the Storefront theme's handheld footer bar for what its `storefront-handheld-footer-bar`
 * script did (the WordPress plugin takes that script off the page). Nothing loads until it is needed:
 * a press on the bar's Search loads it and is replayed; the first focus in a form loads it too, so the
 * bar can step aside for an on-screen keyboard.
 */
import { defineIsland } from '../../src/island.ts';
import { FOOTER_BAR, FORM, SEARCH_TOGGLE } from './claims.ts';

export const storefrontFooterBarIsland = defineIsland<Record<string, never>>({
  name: 'storefront-handheld-footer-bar',
  selector: FOOTER_BAR,
  hydrate: [
    { on: 'interaction', trigger: SEARCH_TOGGLE },
    { on: 'event', names: ['focusin'], within: FORM },
  ],
  load: () => import('./StorefrontFooterBar.ts'),
});

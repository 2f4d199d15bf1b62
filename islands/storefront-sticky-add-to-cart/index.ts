/**
 * Claims the Storefront theme's sticky add-to-cart bar for what its `storefront-sticky-add-to-cart`
 * script did (the WordPress plugin takes that script off the page). Live when the browser is idle:
 * the bar must be ready to slide in once the shopper scrolls past the product summary. The bar sits
 * off screen until then, so a visible strategy would never fire.
 */
import { defineIsland } from '../../src/island.ts';
import { STICKY_BAR } from './claims.ts';

export const storefrontStickyBarIsland = defineIsland<Record<string, never>>({
  name: 'storefront-sticky-add-to-cart',
  selector: STICKY_BAR,
  hydrate: { on: 'idle' },
  load: () => import('./StorefrontStickyBar.ts'),
});

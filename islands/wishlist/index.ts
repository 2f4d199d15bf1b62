/**
 * Claims the wishlist add-on's popup container (`#woosw_wishlist`, printed once in every page's
 * footer) for all of its widgets: the buttons, the menu counter, the popup, the wishlist page and
 * the manage popup. One claim keeps the entry within budget; the first click on any of their
 * controls, or a variation chosen on a product page, loads the one chunk that drives them all.
 */
import { WISHLIST_POPUP, WISHLIST_TRIGGERS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const wishlistIsland = defineIsland<Record<string, never>>({
  name: 'wishlist',
  selector: WISHLIST_POPUP,
  hydrate: { on: 'interaction', trigger: WISHLIST_TRIGGERS, anywhere: true },
  load: () => import('./Wishlist.ts'),
});

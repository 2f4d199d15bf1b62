/**
 * Claims the wishlist add-on's popup container (`#woosw_wishlist`, printed once in every page's
 * footer) for all of its widgets: the buttons, the menu counter, the popup, the wishlist page and
 * the manage popup. One claim keeps the entry within budget; a press on any of their controls loads
 * the one island that drives them all (a React component, WishlistView.tsx, fetched with React).
 */
import { WISHLIST_POPUP, WISHLIST_TRIGGERS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const wishlistIsland = defineIsland<Record<string, never>>({
  name: 'wishlist',
  selector: WISHLIST_POPUP,
  hydrate: { on: 'interaction', trigger: WISHLIST_TRIGGERS, anywhere: true },
  load: () => import('./Wishlist.ts'),
});

/**
 * A product page's wishlist button follows the variation chosen (§4 "Wishlist button"). Claimed
 * with the product page's group (not the entry): the first `found_variation` loads it, and it
 * catches up with the choice that woke it. A `reset_data` before any choice (the form's own, at
 * start) leaves the button at the parent as printed, so it wakes nothing: no React for a page
 * where the shopper chooses no variation.
 */
import { defineIsland } from '../../src/island.ts';

export const wishlistVariationIsland = defineIsland<Record<string, never>>({
  name: 'wishlist-variation',
  selector: '.single-product .woosw-btn',
  hydrate: { on: 'event', names: ['found_variation'] },
  load: () => import('./WishlistVariation.ts'),
});

/**
 * A product page's wishlist button follows the variation chosen (§4 "Wishlist button"). Claimed
 * with the product page's group (not the entry): the first `found_variation` or `reset_data` loads
 * it, and it catches up with the choice that woke it.
 */
import { defineIsland } from '../../src/island.ts';

export const wishlistVariationIsland = defineIsland<Record<string, never>>({
  name: 'wishlist-variation',
  selector: '.single-product .woosw-btn',
  hydrate: { on: 'event', names: ['found_variation', 'reset_data'] },
  load: () => import('./WishlistVariation.ts'),
});

/** Mounts the variation follower (src/wishlist/variation.ts) for the product page's wishlist buttons. */
import type { Unmount } from '../../src/island.ts';
import { followVariations } from '../../src/wishlist/variation.ts';
import { startWishlist } from '../../src/wishlist/wishlist-start.ts';

export async function mount(button: HTMLElement): Promise<Unmount> {
  startWishlist();
  return followVariations(button);
}

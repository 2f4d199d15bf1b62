/**
 * Claims the product form's add-to-cart buttons (simple `form.cart` and variable
 * `form.variations_form`): the first click loads the island and is replayed, so the
 * product page ships no add-to-cart code until the shopper adds.
 */
import { PRODUCT_ADD_BUTTON_SELECTOR } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const productAddToCartIsland = defineIsland<Record<string, never>>({
  name: 'product-add-to-cart',
  selector: PRODUCT_ADD_BUTTON_SELECTOR,
  hydrate: { on: 'interaction' },
  // The money path: its chunk is in the browser before the first add (issue 25).
  warm: 'after-load',
  load: () => import('./ProductAddToCart.ts'),
});

/**
 * Claims the platform's AJAX add-to-cart buttons on listings
 * (`a.add_to_cart_button.ajax_add_to_cart[data-product_id]`, §3 "Add-to-cart button data").
 * A button without a product id is not claimed and stays a normal link (§4).
 */
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { sendEarlyAdd } from '../../src/add-to-cart/early-add.ts';
import { defineIsland } from '../../src/island.ts';

export interface AddToCartProps {
  productId: string;
}

export const addToCartIsland = defineIsland<AddToCartProps>({
  name: 'add-to-cart',
  selector: SELECTORS.ajaxAddToCart,
  hydrate: { on: 'interaction' },
  // The money path: its chunk is in the browser before the first add (issue 25).
  warm: 'after-load',
  // The page's first add leaves at the click, before the chunk is here (issue 10).
  atClick: sendEarlyAdd,
  props(element) {
    const productId = element.getAttribute('data-product_id')?.trim() ?? '';
    if (!/^\d+$/.test(productId) || productId === '0') {
      return { ok: false, reason: 'the button has no data-product_id; it stays a plain link.' };
    }
    return { ok: true, props: { productId } };
  },
  load: () => import('./AddToCartButton.ts'),
});

/**
 * Claims the classic cart page's regions: `form.woocommerce-cart-form`, `div.cart_totals` and
 * the empty-cart message (§2 "Cart page"). They hydrate when the browser is idle, or on the first
 * click on one of their links or buttons (held and replayed once live): regions the island itself
 * just replaced (totals after a coupon) are new markup, and a click there must not slip past to
 * the plain-HTML fallback while they wait for idle.
 */
import { CART_PAGE_ROOTS } from '../../dom-bridge/cart-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const cartPageIsland = defineIsland<Record<string, never>>({
  name: 'cart-page',
  selector: CART_PAGE_ROOTS,
  hydrate: [{ on: 'idle' }, { on: 'interaction', trigger: 'a[href], button, input[type="submit"]' }],
  load: () => import('./CartPage.ts'),
});

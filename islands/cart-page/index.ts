/**
 * Claims the classic cart page's regions: `form.woocommerce-cart-form`, `div.cart_totals` and
 * the empty-cart message (§2 "Cart page"). They hydrate when the browser is idle; until then
 * the form, links and buttons work as plain HTML.
 */
import { CART_PAGE_ROOTS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const cartPageIsland = defineIsland<Record<string, never>>({
  name: 'cart-page',
  selector: CART_PAGE_ROOTS,
  hydrate: { on: 'idle' },
  props: () => ({ ok: true, props: {} }),
  load: () => import('./CartPage.ts'),
});

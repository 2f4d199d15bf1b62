/**
 * Claims ProductX's slider add buttons (`.wopb-cart-action[data-postid] > a.wopb-add-to-cart`), in the
 * product-blocks claim group: the buttons only exist inside ProductX's blocks, whose group loads with the page.
 * The first click loads the island and is replayed; a button whose area names no product
 * stays a plain `?add-to-cart=` link.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const wopbAddToCartIsland = defineIsland<Record<string, never>>({
  name: 'wopb-add-to-cart',
  selector: DISCOVERY_CLAIMS.sliderAdd,
  hydrate: { on: 'interaction' },
  props: (element) =>
    /^\d+$/.test(element.parentElement?.getAttribute('data-postid') ?? '')
      ? { ok: true, props: {} }
      : { ok: false, reason: 'the action area has no data-postid; the link stays plain.' },
  load: () => import('./WopbAddToCart.ts'),
});

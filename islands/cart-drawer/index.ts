/**
 * Claims the theme's cart drawer (`#popup-fly-cart`). It loads on the first click on the
 * header cart link (`a.cart-contents`, anywhere on the page; the click is replayed and opens
 * the drawer) or on the first `added_to_cart` (the drawer opens when the page configuration
 * says `open_cart_drawer`). Until then nothing of it is loaded, and if it cannot load the
 * link goes to the cart page as without script. Its component and React come after the page's
 * load event (src/react-island.ts).
 */
import { CART_DRAWER_ROOT, PLATFORM_EVENTS, SELECTORS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const cartDrawerIsland = defineIsland<Record<string, never>>({
  name: 'cart-drawer',
  selector: CART_DRAWER_ROOT,
  hydrate: [
    { on: 'interaction', trigger: SELECTORS.headerCartCount, anywhere: true },
    { on: 'event', names: [PLATFORM_EVENTS.addedToCart] },
  ],
  load: () => import('./CartDrawer.ts'),
});

/**
 * Claims the theme's sticky add-to-cart bar. It hydrates when the browser is idle: it must
 * be ready to appear as soon as the shopper scrolls past its offset (read on mount).
 */
import { STICKY_BAR_SELECTOR } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const stickyAddToCartIsland = defineIsland<Record<string, never>>({
  name: 'sticky-add-to-cart',
  selector: STICKY_BAR_SELECTOR,
  hydrate: { on: 'idle' },
  load: () => import('./StickyAddToCart.ts'),
});

/**
 * Claims the platform's mini-cart content (`div.widget_shopping_cart_content`),
 * wherever it sits: header dropdown, sidebar widget or cart drawer. It hydrates
 * on the first click on one of its remove links; the rest of its markup is plain
 * links that need no script.
 */
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const miniCartIsland = defineIsland<Record<string, never>>({
  name: 'mini-cart',
  selector: SELECTORS.miniCartContent,
  hydrate: { on: 'interaction', trigger: SELECTORS.removeFromCart },
  load: () => import('./MiniCart.tsx'),
});

/**
 * Claims the platform's mini-cart content (`div.widget_shopping_cart_content`),
 * wherever it sits: header dropdown, sidebar widget or cart drawer. It hydrates
 * on the first click on one of its remove links; the rest of its markup is plain
 * links that need no script.
 *
 * Only a mini-cart with remove links is claimed: an empty one (printed empty, or showing the
 * empty-cart message) has nothing to hydrate and would stay pending for good. Items arrive as
 * a new region through fragments, which the runtime claims then.
 */
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const miniCartIsland = defineIsland<Record<string, never>>({
  name: 'mini-cart',
  selector: `${SELECTORS.miniCartContent}:has(${SELECTORS.removeFromCart})`,
  hydrate: { on: 'interaction', trigger: SELECTORS.removeFromCart },
  load: () => import('./MiniCart.ts'),
});

/**
 * Claims the product blocks' name-your-price field; it hydrates when it nears the viewport.
 */
import { NAME_YOUR_PRICE_SELECTOR } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const nameYourPriceIsland = defineIsland<Record<string, never>>({
  name: 'name-your-price',
  selector: NAME_YOUR_PRICE_SELECTOR,
  hydrate: { on: 'visible' },
  load: () => import('./NameYourPrice.ts'),
});

/**
 * Claims the platform's product categories widget (`.widget_product_categories`, §2 "Product
 * listings"): it becomes an accordion with an 'All [category]' item in each parent. Hydrated when
 * idle: the toggles must be there before a keyboard user reaches the list.
 */
import { DISCOVERY_CLAIMS } from '../../dom-bridge/discovery-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const productCategoriesIsland = defineIsland<Record<string, never>>({
  name: 'product-categories',
  selector: DISCOVERY_CLAIMS.categoriesWidget,
  hydrate: { on: 'idle' },
  load: () => import('./CategoryAccordion.ts'),
});

/**
 * Claims the product forms' quantity inputs (§5 product page: on load, a value below the input's min
 * is raised to the min). The platform's general script did that on any theme; the theme's stepper and
 * the variation form do it for their own inputs, and this covers a stock theme's plain input (a
 * minimum set by a plugin while the page printed 1). At idle: nothing to see before the shopper acts.
 */
import { defineIsland } from '../../src/island.ts';

export const quantityMinimumIsland = defineIsland<Record<string, never>>({
  name: 'quantity-minimum',
  selector: 'form.cart input.qty',
  hydrate: { on: 'idle' },
  load: () => import('./QuantityMinimum.ts'),
});

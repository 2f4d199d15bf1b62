/**
 * Claims the theme's quantity steppers (a `.quantity` with plus/minus buttons). The first
 * press loads the island (a small plain-DOM chunk) and is replayed.
 */
import { QUANTITY_STEPPER_SELECTOR } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const quantityStepperIsland = defineIsland<Record<string, never>>({
  name: 'quantity-stepper',
  selector: QUANTITY_STEPPER_SELECTOR,
  hydrate: { on: 'interaction', trigger: '.quantity-button' },
  load: () => import('./QuantityStepper.ts'),
});

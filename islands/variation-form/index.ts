/**
 * Claims the platform's variation forms: `form.variations_form`, and the bought-together
 * add-on's nested `div.variations_form`, which is its own island with its own selects.
 * It hydrates at once: §4 wants the form's first check 100 ms after load. Its data is read when
 * the island mounts, not here, so the entry stays small; a form with broken data is then left to
 * the server with the runtime's console warning.
 */
import { VARIATIONS_FORM_SELECTOR } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const variationFormIsland = defineIsland<Record<string, never>>({
  name: 'variation-form',
  selector: VARIATIONS_FORM_SELECTOR,
  hydrate: { on: 'now' },
  load: () => import('./VariationForm.ts'),
});

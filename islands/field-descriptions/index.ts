/**
 * Claims field descriptions (§2 "Field descriptions"): the platform prints them hidden inside the
 * field's wrapper. Loaded at idle, so a keyboard visitor's first focus already opens one.
 */
import { FIELD_DESCRIPTIONS } from '../../dom-bridge/form-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const fieldDescriptionsIsland = defineIsland<Record<string, never>>({
  name: 'field-descriptions',
  selector: FIELD_DESCRIPTIONS,
  hydrate: { on: 'idle' },
  load: () => import('./FieldDescription.ts'),
});

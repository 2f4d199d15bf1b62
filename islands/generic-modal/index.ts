/**
 * Claims every generic modal trigger (§2 "Generic modal"): `data-minimog-toggle="modal"` naming its
 * target. Each trigger loads the controller on its first click (replayed once live).
 */
import { MODAL_TOGGLE } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const genericModalIsland = defineIsland<Record<string, never>>({
  name: 'generic-modal',
  selector: MODAL_TOGGLE,
  hydrate: { on: 'interaction' },
  load: () => import('./GenericModal.ts'),
});

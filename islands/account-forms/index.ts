/**
 * Claims the theme's account forms (login, register, lost password: §5, §7). The chunk loads when a
 * form shows (its modal opens) or, at the latest, on the first press of its submit button (replayed).
 */
import { ACCOUNT_FORM } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const accountFormsIsland = defineIsland<Record<string, never>>({
  name: 'account-forms',
  selector: ACCOUNT_FORM,
  hydrate: [{ on: 'visible' }, { on: 'interaction', trigger: 'button[type="submit"],input[type="submit"]' }],
  load: () => import('./AccountForm.ts'),
});

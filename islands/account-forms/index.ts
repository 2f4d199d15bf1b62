/**
 * Claims the theme's account forms (login, register, lost password: §5, §7). The chunk (with the
 * call's client, the money path's group) loads on the first press of a submit button, which is
 * replayed; Enter in a field presses it too. Not when the form shows: a login-required page opens
 * its modal at load, and ≈15 KB there would break the page's 8 KB at load.
 */
import { ACCOUNT_FORM } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const accountFormsIsland = defineIsland<Record<string, never>>({
  name: 'account-forms',
  selector: ACCOUNT_FORM,
  hydrate: { on: 'interaction', trigger: 'button[type="submit"],input[type="submit"]' },
  load: () => import('./AccountForm.ts'),
});

/**
 * Claims every password field's wrapper (§2 "Account": every form with a password field has a
 * show/hide button). The button is added once the field shows (a modal's when it opens).
 */
import { PASSWORD_INPUT_WRAPPER } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const passwordToggleIsland = defineIsland<Record<string, never>>({
  name: 'password-toggle',
  selector: PASSWORD_INPUT_WRAPPER,
  hydrate: { on: 'visible' },
  load: () => import('./PasswordToggle.ts'),
});

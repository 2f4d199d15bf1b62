/**
 * Claims every password field (§2 "Account": every form with a password field has a show/hide
 * button): the wrapped ones, and the platform's forms' bare inputs, which the platform's script used to
 * wrap. The button is added once the field shows (a modal's when it opens).
 */
import { PASSWORD_FIELDS } from '../../dom-bridge/form-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const passwordToggleIsland = defineIsland<Record<string, never>>({
  name: 'password-toggle',
  selector: PASSWORD_FIELDS,
  hydrate: { on: 'visible' },
  load: () => import('./PasswordToggle.ts'),
});

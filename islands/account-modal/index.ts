/**
 * Claims of the account modals (§2 "Account"): every trigger that opens one (the header's account
 * icon, "Register", "Lost your password?") loads the controller on its first click, which is replayed;
 * on a page that requires login, the login modal itself is claimed and opens as soon as it is live.
 */
import { ACCOUNT_TRIGGERS, LOGIN_REQUIRED_MODAL } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const accountModalIsland = defineIsland<Record<string, never>>({
  name: 'account-modal',
  selector: ACCOUNT_TRIGGERS,
  hydrate: { on: 'interaction' },
  load: () => import('./AccountModal.ts'),
});

export const loginRequiredIsland = defineIsland<Record<string, never>>({
  name: 'login-required',
  selector: LOGIN_REQUIRED_MODAL,
  hydrate: { on: 'now' },
  load: () => import('./AccountModal.ts'),
});

/**
 * Claims the account page's notices area, for the platform's account script's one task: focus on the
 * page's first alert. At once (the platform ran it on ready), so the message is read before anything else.
 */
import { defineIsland } from '../../src/island.ts';

/** The account page's notices area (printed before the login form and the account content). */
export const ACCOUNT_NOTICES = '.woocommerce-account .woocommerce-notices-wrapper';

export const accountAlertsIsland = defineIsland<Record<string, never>>({
  name: 'account-alerts',
  selector: ACCOUNT_NOTICES,
  hydrate: { on: 'now' },
  load: () => import('./AccountAlerts.ts'),
});

/**
 * Claims the my-account navigation as the editor preview prints it (§4 Other): its links switch
 * the visible panel. Loaded when it shows.
 */
import { ACCOUNT_TABS } from '../../dom-bridge/account-tabs-claim.ts';
import { defineIsland } from '../../src/island.ts';

export const myAccountTabsIsland = defineIsland<Record<string, never>>({
  name: 'my-account-tabs',
  selector: ACCOUNT_TABS,
  hydrate: { on: 'visible' },
  load: () => import('./MyAccountTabs.ts'),
});

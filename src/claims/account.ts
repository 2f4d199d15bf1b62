/** Claims of the my-account page and the account forms; loaded as one chunk when such markup is on the page. */
import { myAccountTabsIsland } from '../../islands/my-account-tabs/index.ts';
import { accountAlertsIsland } from '../../islands/account-alerts/index.ts';
import { accountAddressFieldsIsland } from '../../islands/address-fields/account-claim.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  myAccountTabsIsland,
  accountAddressFieldsIsland,
  accountAlertsIsland,
  ...platformGeneralIslands,
];

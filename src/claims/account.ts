/** Claims of the my-account page and the account forms; loaded as one chunk when such markup is on the page. */
import { myAccountTabsIsland } from '../../islands/my-account-tabs/index.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [myAccountTabsIsland, ...platformGeneralIslands];

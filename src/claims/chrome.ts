/** Claims of the theme's chrome (header, menus, its modals, banners and notifications): on every page of that theme, never on a stock one; loaded as one chunk when such markup is on the page. */
import { popupSearchIsland } from '../../islands/popup-search/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [popupSearchIsland];

/** Claims of the theme's chrome (header, menus, its modals, banners and notifications): on every page of that theme, never on a stock one; loaded as one chunk when such markup is on the page. */
import { popupSearchIsland } from '../../islands/popup-search/index.ts';
import { headerMenuIsland } from '../../islands/header-menu/index.ts';
import { mobileDrawerIsland } from '../../islands/mobile-drawer/index.ts';
import { preloaderIsland } from '../../islands/preloader/index.ts';
import { stickyHeaderIsland } from '../../islands/sticky-header/index.ts';
import { switcherIsland } from '../../islands/switchers/index.ts';
import { topBarIsland } from '../../islands/top-bar/index.ts';
import { accountModalIsland, loginRequiredIsland } from '../../islands/account-modal/index.ts';
import { accountFormsIsland } from '../../islands/account-forms/index.ts';
import { comingSoonIsland } from '../../islands/coming-soon/index.ts';
import { cookieNoticeIsland } from '../../islands/cookie-notice/index.ts';
import { genericModalIsland } from '../../islands/generic-modal/index.ts';
import { salesNotificationIsland } from '../../islands/sales-notification/index.ts';
import { platformGeneralIslands } from './platform-general.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  popupSearchIsland,
  headerMenuIsland,
  stickyHeaderIsland,
  topBarIsland,
  mobileDrawerIsland,
  switcherIsland,
  preloaderIsland,
  loginRequiredIsland,
  accountModalIsland,
  genericModalIsland,
  accountFormsIsland,
  cookieNoticeIsland,
  comingSoonIsland,
  salesNotificationIsland,
  ...platformGeneralIslands,
];

// Also for the groups of the platform's own pages (see platform-general.ts): they import them from here so that
// the chrome theme's pages, which load this group anyway, fetch no chunk more for them.
export { platformGeneralIslands };

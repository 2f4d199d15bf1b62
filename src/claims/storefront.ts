/**
 * Claims of the Storefront theme's own scripts, which the WordPress plugin takes off the page (issue 25):
 * the header's menus (`storefront-navigation`), the handheld footer bar (`storefront-handheld-footer-bar`)
 * and the product page's sticky add-to-cart bar (`storefront-sticky-add-to-cart`). Loaded as one chunk on
 * a page with the theme's menu toggle (`#site-navigation-menu-toggle`, on all its pages): markup other
 * themes built on the same starter (`#site-navigation`, `.menu-toggle`) do not print, whose own scripts
 * stay and must not be doubled. The platform's general script leaves every page of this theme too (the plugin's
 * shop_islands_replaces_platform_script), so what it did on any page comes with this group (platform-general.ts).
 */
import { storefrontFooterBarIsland } from '../../islands/storefront-handheld-footer-bar/index.ts';
import { storefrontNavigationIsland } from '../../islands/storefront-navigation/index.ts';
import { storefrontStickyBarIsland } from '../../islands/storefront-sticky-add-to-cart/index.ts';
import type { RegisteredIsland } from '../island.ts';
import { platformGeneralIslands } from './chrome.ts';

export const islands: readonly RegisteredIsland[] = [
  storefrontNavigationIsland,
  storefrontFooterBarIsland,
  storefrontStickyBarIsland,
  ...platformGeneralIslands,
];

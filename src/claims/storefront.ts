/**
 * Claims of the Storefront theme's own scripts, which the WordPress plugin takes off the page (issue 25):
 * the header's menus (`storefront-navigation`), the handheld footer bar (`storefront-handheld-footer-bar`)
 * and the product page's sticky add-to-cart bar (`storefront-sticky-add-to-cart`). Loaded as one chunk on
 * a page with the theme's menu toggle (`#site-navigation-menu-toggle`, on all its pages): markup other
 * themes built on the same starter (`#site-navigation`, `.menu-toggle`) do not print, whose own scripts
 * stay and must not be doubled.
 */
import { storefrontFooterBarIsland } from '../../islands/storefront-handheld-footer-bar/index.ts';
import { storefrontNavigationIsland } from '../../islands/storefront-navigation/index.ts';
import { storefrontStickyBarIsland } from '../../islands/storefront-sticky-add-to-cart/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [storefrontNavigationIsland, storefrontFooterBarIsland, storefrontStickyBarIsland];

/**
 * Every island the product knows. Adding a widget = one folder in `islands/` and one line
 * here (a widget any page may show, in the entry) or in a claim group under `src/claims/`
 * (a widget only some kinds of page show, loaded with that kind of page). Each claim is tiny
 * (selector, strategy, lazy import): the island's code is a chunk fetched only when needed.
 */
import { addToCartIsland } from '../islands/add-to-cart/index.ts';
import { cardSwatchesIsland } from '../islands/card-swatches/index.ts';
import { productAddToCartIsland } from '../islands/cart-form/index.ts';
import { cartDrawerIsland } from '../islands/cart-drawer/index.ts';
import { miniCartIsland } from '../islands/mini-cart/index.ts';
import { storeNoticeIsland } from '../islands/store-notice/index.ts';
import { variationFormIsland } from '../islands/variation-form/index.ts';
import { wishlistIsland } from '../islands/wishlist/index.ts';
import { trackingIsland } from '../islands/tracking/index.ts';
import { quickViewIsland } from '../islands/quick-view/index.ts';
import type { ClaimGroup, RegisteredIsland } from './island.ts';

/**
 * In the entry: widgets any page may carry (listings, blocks and quick views put product forms
 * anywhere) and the whole money path, which must never wait for a group to load.
 */
export const islands: readonly RegisteredIsland[] = [
  addToCartIsland,
  miniCartIsland,
  variationFormIsland,
  productAddToCartIsland,
  cardSwatchesIsland,
  cartDrawerIsland,
  storeNoticeIsland,
  wishlistIsland,
  trackingIsland,
  quickViewIsland,
];

/** Widgets of one kind of page, found by the body classes the platform prints (or the markup itself). */
export const claimGroups: readonly ClaimGroup[] = [
  { sniff: '.single-product,.woocommerce-product-gallery', load: () => import('./claims/product.ts') },
  { sniff: '.woocommerce-cart,.wopb-cart-reserved', load: () => import('./claims/cart.ts') },
  { sniff: '.woocommerce-checkout,wc-order-attribution-inputs', load: () => import('./claims/checkout.ts') },
  { sniff: '.wopb-block-wrapper,.wopb-filter-block,.woocommerce-ordering', load: () => import('./claims/discovery.ts') },
  {
    sniff: '#page-header,.page-top-bar,#popup-search,.minimog-modal,#cookie-notice,.sales-notification',
    load: () => import('./claims/chrome.ts'),
  },
  { sniff: '.elementor-page,.elementor', load: () => import('./claims/content.ts') },
  { sniff: '.woocommerce-account', load: () => import('./claims/account.ts') },
  // The Storefront theme's menu toggle, printed on all its pages: for what the theme's own scripts did (issue 25).
  { sniff: '#site-navigation-menu-toggle', load: () => import('./claims/storefront.ts') },
];

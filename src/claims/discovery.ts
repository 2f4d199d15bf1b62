/**
 * Claims of product discovery (issue 13): ProductX's blocks (listings, filter, slider and the add buttons
 * inside them) and the platform's archive controls (sort form, result count, categories widget, the
 * sidebar that slides in on narrow screens); loaded as one chunk when such markup is on the page.
 */
import { wopbDealCountdownIsland } from '../../islands/wopb-deal-countdown/index.ts';
import { wopbFilterIsland } from '../../islands/wopb-filter/index.ts';
import { wopbLoadMoreIsland } from '../../islands/wopb-load-more/index.ts';
import { wopbPaginationIsland } from '../../islands/wopb-pagination/index.ts';
import { wopbSliderIsland } from '../../islands/wopb-slider/index.ts';
import { wopbTabsIsland } from '../../islands/wopb-tabs/index.ts';
import { wopbAddToCartIsland } from '../../islands/wopb-add-to-cart/index.ts';
import { wopbSearchIsland } from '../../islands/wopb-search/index.ts';
import { wopbQuickViewIsland } from '../../islands/quick-view/wopb.ts';
import { wopbFlipImageIsland } from '../../islands/wopb-flip-image/index.ts';
import { shopOrderingIsland } from '../../islands/shop-ordering/index.ts';
import { resultCountIsland } from '../../islands/result-count/index.ts';
import { productCategoriesIsland } from '../../islands/product-categories/index.ts';
import { offCanvasSidebarIsland } from '../../islands/off-canvas-sidebar/index.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  wopbLoadMoreIsland,
  wopbPaginationIsland,
  wopbTabsIsland,
  wopbFilterIsland,
  wopbDealCountdownIsland,
  wopbSliderIsland,
  wopbAddToCartIsland,
  wopbSearchIsland,
  wopbQuickViewIsland,
  wopbFlipImageIsland,
  shopOrderingIsland,
  resultCountIsland,
  productCategoriesIsland,
  offCanvasSidebarIsland,
  ...platformGeneralIslands,
];

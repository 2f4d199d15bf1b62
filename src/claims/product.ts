/** Claims only product pages (or a product gallery elsewhere) have; loaded as one chunk when such markup is on the page. */
import { boughtTogetherIsland } from '../../islands/bought-together/index.ts';
import { nameYourPriceIsland } from '../../islands/name-your-price/index.ts';
import { placeholderGalleryIsland } from '../../islands/placeholder-gallery/index.ts';
import { productGalleryIsland } from '../../islands/product-gallery/index.ts';
import { quantityStepperIsland } from '../../islands/quantity/index.ts';
import { quantityMinimumIsland } from '../../islands/quantity-minimum/index.ts';
import { shareButtonsIsland } from '../../islands/share-buttons/index.ts';
import { sizeChartIsland } from '../../islands/size-chart/index.ts';
import { stickyAddToCartIsland } from '../../islands/sticky-add-to-cart/index.ts';
import { viewPingIsland } from '../../islands/view-ping/index.ts';
import { wishlistVariationIsland } from '../../islands/wishlist-variation/index.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';
import { startJQueryApi } from '../jquery-api/stub.ts';

// The quantity buttons and the named price only refine a form that already works without them (the
// plain input, the server's price check), so they may arrive with the product page's group.
export const islands: readonly RegisteredIsland[] = [
  productGalleryIsland,
  placeholderGalleryIsland,
  sizeChartIsland,
  shareButtonsIsland,
  viewPingIsland,
  stickyAddToCartIsland,
  quantityStepperIsland,
  quantityMinimumIsland,
  nameYourPriceIsland,
  boughtTogetherIsland,
  wishlistVariationIsland,
  ...platformGeneralIslands,
];

// The platform's jQuery plugin API for other scripts (only where jQuery is): loaded with this group,
// not in the entry, whose budget has no room for it; stub.ts explains what that means for timing.
startJQueryApi();

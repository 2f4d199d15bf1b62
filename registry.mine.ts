/**
 * Every island the product knows. Adding a widget = one folder in `islands/`
 * and one line here. Each entry is tiny (selector, props parser, lazy import):
 * the island's code is a separate chunk fetched only when its markup is on the page.
 */
import { addToCartIsland } from '../islands/add-to-cart/index.ts';
import { miniCartIsland } from '../islands/mini-cart/index.ts';
import { productGalleryIsland } from '../islands/product-gallery/index.ts';
import { shareButtonsIsland } from '../islands/share-buttons/index.ts';
import { sizeChartIsland } from '../islands/size-chart/index.ts';
import { viewPingIsland } from '../islands/view-ping/index.ts';
import { variationFormIsland } from '../islands/variation-form/index.ts';
import { productAddToCartIsland } from '../islands/cart-form/index.ts';
import { quantityStepperIsland } from '../islands/quantity/index.ts';
import { stickyAddToCartIsland } from '../islands/sticky-add-to-cart/index.ts';
import { nameYourPriceIsland } from '../islands/name-your-price/index.ts';
import { cardSwatchesIsland } from '../islands/card-swatches/index.ts';
import { cartDrawerIsland } from '../islands/cart-drawer/index.ts';
import { cartPageIsland } from '../islands/cart-page/index.ts';
import { cartReservationIsland } from '../islands/cart-reservation/index.ts';
import { storeNoticeIsland } from '../islands/store-notice/index.ts';
import { wopbAddToCartIsland } from '../islands/wopb-add-to-cart/index.ts';
import { checkoutIsland } from '../islands/checkout/index.ts';
import { checkoutEmailIsland } from '../islands/checkout-email/index.ts';
import { orderAttributionIsland } from '../islands/order-attribution/index.ts';
import type { RegisteredIsland } from './island.ts';

export const islands: readonly RegisteredIsland[] = [
  addToCartIsland,
  miniCartIsland,
  productGalleryIsland,
  sizeChartIsland,
  shareButtonsIsland,
  viewPingIsland,
  variationFormIsland,
  productAddToCartIsland,
  quantityStepperIsland,
  stickyAddToCartIsland,
  nameYourPriceIsland,
  cardSwatchesIsland,
  cartDrawerIsland,
  cartPageIsland,
  cartReservationIsland,
  storeNoticeIsland,
  wopbAddToCartIsland,
  checkoutIsland,
  checkoutEmailIsland,
  orderAttributionIsland,
];

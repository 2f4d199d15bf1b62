/** Claims only product pages (or a product gallery elsewhere) have; loaded as one chunk when such markup is on the page. */
import { productGalleryIsland } from '../../islands/product-gallery/index.ts';
import { shareButtonsIsland } from '../../islands/share-buttons/index.ts';
import { sizeChartIsland } from '../../islands/size-chart/index.ts';
import { stickyAddToCartIsland } from '../../islands/sticky-add-to-cart/index.ts';
import { viewPingIsland } from '../../islands/view-ping/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [productGalleryIsland, sizeChartIsland, shareButtonsIsland, viewPingIsland, stickyAddToCartIsland];

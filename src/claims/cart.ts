/** Claims only the cart page has; loaded as one chunk when its markup is on the page. */
import { cartPageIsland } from '../../islands/cart-page/index.ts';
import { cartReservationIsland } from '../../islands/cart-reservation/index.ts';
import { cartAddressFieldsIsland } from '../../islands/address-fields/cart-claim.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  cartPageIsland,
  cartReservationIsland,
  cartAddressFieldsIsland,
  ...platformGeneralIslands,
];

/** Claims only the checkout (and forms carrying order-attribution fields) have; loaded as one chunk when such markup is on the page. */
import { checkoutEmailIsland } from '../../islands/checkout-email/index.ts';
import { checkoutIsland } from '../../islands/checkout/index.ts';
import { orderAttributionIsland } from '../../islands/order-attribution/index.ts';
import { checkoutAddressFieldsIsland } from '../../islands/address-fields/checkout-claim.ts';
import { platformGeneralIslands } from './chrome.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  checkoutIsland,
  checkoutEmailIsland,
  orderAttributionIsland,
  checkoutAddressFieldsIsland,
  ...platformGeneralIslands,
];

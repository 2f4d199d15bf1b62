/**
 * What the platform's general script (`woocommerce`, woocommerce.js) did on any page of any theme,
 * as claims: the show/hide password button, field descriptions, and focus on the first role-alert
 * notice. Not a group of its own (a sniff would cost entry bytes): every group of a stock page
 * (account, checkout, cart, product, discovery) spreads these in, besides the chrome group, so the
 * WordPress plugin can take that script off a stock theme's shop pages too. The runtime claims an
 * element once, so two groups that both list them never mount one twice.
 */
import { fieldDescriptionsIsland } from '../../islands/field-descriptions/index.ts';
import { pageNoticesIsland } from '../../islands/page-notices/index.ts';
import { passwordToggleIsland } from '../../islands/password-toggle/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const platformGeneralIslands: readonly RegisteredIsland[] = [passwordToggleIsland, fieldDescriptionsIsland, pageNoticesIsland];

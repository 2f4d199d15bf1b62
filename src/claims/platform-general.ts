/**
 * What the platform's general script (`woocommerce`, woocommerce.js) did on any page of any theme,
 * as claims: the show/hide password button, field descriptions, and focus on the first role-alert
 * notice. Not a group of its own (a sniff would cost entry bytes): the chrome group lists them, and
 * every group of the platform's own pages (account, checkout, cart, product, discovery) spreads them
 * in too, so the WordPress plugin can take that script off a stock theme's store pages as well.
 * Those groups import the list through chrome.ts: it then lives in the chrome group's chunk, which the
 * chrome theme's pages load anyway (a chunk shared by all these groups would be one more file at load
 * on every page of that theme, issue 15's budget); a stock page fetches that chunk with its group
 * (without registering the theme's claims). The runtime claims an element once, so two groups that
 * both list them never mount one twice.
 */
import { fieldDescriptionsIsland } from '../../islands/field-descriptions/index.ts';
import { pageNoticesIsland } from '../../islands/page-notices/index.ts';
import { passwordToggleIsland } from '../../islands/password-toggle/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const platformGeneralIslands: readonly RegisteredIsland[] = [passwordToggleIsland, fieldDescriptionsIsland, pageNoticesIsland];

/**
 * Claims the sales notification popup a marked page prints (§4 "Sales notification"): loaded at
 * idle, after the page's own work; the first snippet shows 2 s after load at the earliest.
 */
import { SALES_NOTIFICATION } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const salesNotificationIsland = defineIsland<Record<string, never>>({
  name: 'sales-notification',
  selector: SALES_NOTIFICATION,
  hydrate: { on: 'idle' },
  load: () => import('./SalesNotification.ts'),
});

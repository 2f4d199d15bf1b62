/**
 * Claims the platform's store notice. The server prints it shown or hidden from its cookie,
 * so nothing loads until the shopper clicks Dismiss (the click is replayed once live).
 */
import { STORE_NOTICE, STORE_NOTICE_DISMISS } from '../../dom-bridge/constants.ts';
import { defineIsland } from '../../src/island.ts';

export const storeNoticeIsland = defineIsland<Record<string, never>>({
  name: 'store-notice',
  selector: STORE_NOTICE,
  hydrate: { on: 'interaction', trigger: STORE_NOTICE_DISMISS },
  load: () => import('./StoreNotice.ts'),
});

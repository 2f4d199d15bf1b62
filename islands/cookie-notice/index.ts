/**
 * Claims the theme's cookie notice (§2, §4). It is printed hidden: at idle the island shows it,
 * unless this browser already accepted (local storage).
 */
import { COOKIE_NOTICE } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const cookieNoticeIsland = defineIsland<Record<string, never>>({
  name: 'cookie-notice',
  selector: COOKIE_NOTICE,
  hydrate: { on: 'idle' },
  load: () => import('./CookieNotice.ts'),
});

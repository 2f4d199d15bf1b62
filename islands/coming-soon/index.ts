/**
 * Claims the platform's coming-soon footer banner (§2, §4): nothing loads until its dismiss link is
 * clicked (the click is replayed once live).
 */
import { COMING_SOON_BANNER, COMING_SOON_DISMISS } from '../../dom-bridge/account-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const comingSoonIsland = defineIsland<Record<string, never>>({
  name: 'coming-soon',
  selector: COMING_SOON_BANNER,
  hydrate: { on: 'interaction', trigger: COMING_SOON_DISMISS },
  load: () => import('./ComingSoon.ts'),
});

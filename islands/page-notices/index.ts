/**
 * Claims the platform's notices with role alert (§4 Other): the first one on the page gets focus
 * 500 ms after the page shows it, as the platform's general script did.
 */
import { PAGE_ALERTS } from '../../dom-bridge/form-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const pageNoticesIsland = defineIsland<Record<string, never>>({
  name: 'page-notices',
  selector: PAGE_ALERTS,
  hydrate: { on: 'now' },
  load: () => import('./PageNotices.ts'),
});

/**
 * Claims the bought-together add-on's section (`.woobt-wrap`). It keeps the product form's
 * `woobt_ids` field in step and holds that form's button while an item needs a variation, so it
 * must be live before the shopper adds even when it is below the fold: it hydrates when it nears
 * the viewport or when the page is first idle, whichever is sooner, or at a press inside it (replayed).
 */
import { defineIsland } from '../../src/island.ts';

export const boughtTogetherIsland = defineIsland<Record<string, never>>({
  name: 'bought-together',
  selector: '.woobt-wrap[data-id]',
  hydrate: [{ on: 'visible' }, { on: 'idle' }, { on: 'interaction' }],
  load: () => import('./BoughtTogether.ts'),
});

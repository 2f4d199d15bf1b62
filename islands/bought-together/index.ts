/**
 * Claims the bought-together add-on's section (`.woobt-wrap`). It sits next to the product form's
 * button, so it hydrates when it nears the viewport, or at the first press inside it (replayed).
 */
import { defineIsland } from '../../src/island.ts';

export const boughtTogetherIsland = defineIsland<Record<string, never>>({
  name: 'bought-together',
  selector: '.woobt-wrap[data-id]',
  hydrate: [{ on: 'visible' }, { on: 'interaction' }],
  load: () => import('./BoughtTogether.ts'),
});

/**
 * Claims the builder's in-page action links (§2 "Content pages"), literal or URL-encoded; the first
 * click loads the island. Their settings are read in the island's chunk.
 */
import { ACTION_LINK } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const actionLinksIsland = defineIsland<Record<string, never>>({
  name: 'action-links',
  selector: ACTION_LINK,
  hydrate: { on: 'interaction' },
  load: () => import('./ActionLink.ts'),
});

/**
 * Claims the tracking settings the page prints (`#shop-islands-tracking`, JSON): the tracking chunk
 * (src/tracking/) loads when the browser is idle, and starts the provider's loader and the pixel
 * only after the page's load event, so they never compete with the page. A page without the
 * settings fetches nothing. The id is spelled here, not imported from tracking-constants.ts: a
 * module the entry shares with a chunk is bundled whole into the entry.
 */
import { defineIsland } from '../../src/island.ts';

export const trackingIsland = defineIsland<Record<string, never>>({
  name: 'tracking',
  selector: '#shop-islands-tracking',
  hydrate: { on: 'idle' },
  load: () => import('./Tracking.ts'),
});

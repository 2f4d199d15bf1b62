/**
 * Claims the builder's video widgets (§2 "Video embeds") to show a facade (poster + play button): the
 * provider's player loads only on play, so the page makes no third-party request before that.
 */
import { VIDEO, VIDEO_PLAY } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const videoFacadeIsland = defineIsland<Record<string, never>>({
  name: 'video-facade',
  selector: VIDEO,
  hydrate: [{ on: 'visible' }, { on: 'interaction', trigger: VIDEO_PLAY }],
  load: () => import('./VideoFacade.ts'),
});

/**
 * Claims the builder's video widgets (§2 "Video embeds") to show a facade (poster + play button): the
 * provider's player loads only on play, so the page makes no third-party request before that.
 */
import { CONTENT_CLAIMS } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const videoFacadeIsland = defineIsland<Record<string, never>>({
  name: 'video-facade',
  selector: CONTENT_CLAIMS.video,
  hydrate: [
    { on: 'visible', rootMargin: '200px' },
    { on: 'interaction', trigger: CONTENT_CLAIMS.videoPlay },
  ],
  load: () => import('./VideoFacade.ts'),
});

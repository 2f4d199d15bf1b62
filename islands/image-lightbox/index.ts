/**
 * Claims the page (§2 "Content pages": the global image lightbox takes image links anywhere in the page,
 * as the builder's own front end does). The first click on a link that may open in the lightbox loads
 * the island, wherever the link sits (inside another island too); the link still opens the image without it.
 */
import { CONTENT_CLAIMS } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const imageLightboxIsland = defineIsland<Record<string, never>>({
  name: 'image-lightbox',
  selector: CONTENT_CLAIMS.page,
  hydrate: { on: 'interaction', trigger: CONTENT_CLAIMS.imageLink, anywhere: true },
  load: () => import('./ImageLightbox.ts'),
});

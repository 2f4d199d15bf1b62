/**
 * Claims each builder document (§2 "Content pages": the global image lightbox). The first click on a
 * link that may open in the lightbox loads the island; the link still opens the image without it.
 */
import { CONTENT_CLAIMS } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const imageLightboxIsland = defineIsland<Record<string, never>>({
  name: 'image-lightbox',
  selector: CONTENT_CLAIMS.document,
  hydrate: { on: 'interaction', trigger: CONTENT_CLAIMS.imageLink },
  load: () => import('./ImageLightbox.ts'),
});

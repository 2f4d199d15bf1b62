/**
 * Claims the page (§2 "Content pages": the global image lightbox takes image links anywhere in the page,
 * as the builder's own front end does). The first click on a link that may open in the lightbox loads
 * the island, wherever the link sits (inside another island too); the link still opens the image without it.
 */
import { IMAGE_LINK, LIGHTBOX_PAGE } from '../../dom-bridge/content-claims.ts';
import { defineIsland } from '../../src/island.ts';

export const imageLightboxIsland = defineIsland<Record<string, never>>({
  name: 'image-lightbox',
  selector: LIGHTBOX_PAGE,
  hydrate: { on: 'interaction', trigger: IMAGE_LINK, anywhere: true },
  load: () => import('./ImageLightbox.ts'),
});

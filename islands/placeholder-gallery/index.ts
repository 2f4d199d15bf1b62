/** Claims a product gallery printed without images (the platform's placeholder), to show it at once. */
import { PLACEHOLDER_GALLERY } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const placeholderGalleryIsland = defineIsland<Record<string, never>>({
  name: 'placeholder-gallery',
  selector: PLACEHOLDER_GALLERY,
  hydrate: { on: 'now' },
  load: () => import('./PlaceholderGallery.ts'),
});

/** Claims of builder content pages (lightbox, action links, collapsible columns, carousels, video facades); loaded as one chunk when such markup is on the page. */
import { actionLinksIsland } from '../../islands/action-links/index.ts';
import { builderToggleIsland } from '../../islands/builder-toggle/index.ts';
import { collapsibleColumnIsland } from '../../islands/collapsible-column/index.ts';
import { imageCarouselIsland } from '../../islands/image-carousel/index.ts';
import { imageLightboxIsland } from '../../islands/image-lightbox/index.ts';
import { themeCarouselIsland } from '../../islands/theme-carousel/index.ts';
import { videoFacadeIsland } from '../../islands/video-facade/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [
  imageLightboxIsland,
  actionLinksIsland,
  collapsibleColumnIsland,
  builderToggleIsland,
  videoFacadeIsland,
  themeCarouselIsland,
  imageCarouselIsland,
];

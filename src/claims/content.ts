/** Claims of builder content pages (lightbox, action links, collapsible columns, carousels, video facades); loaded as one chunk when such markup is on the page. */
import type { RegisteredIsland } from '../island.ts';

export const islands: readonly RegisteredIsland[] = [];

/**
 * Claims ProductX's share buttons (§2 "Share buttons", §7 wopb_share_count):
 * the block's `.wopb-share` or the add-on's `.wopb-social-share-wrapper`.
 * Loaded on the first share click; the markup is checked in the island's chunk.
 */
import { SHARE_LINK, SHARE_ROOT } from '../../dom-bridge/product-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const shareButtonsIsland = defineIsland<Record<string, never>>({
  name: 'share-buttons',
  selector: SHARE_ROOT,
  hydrate: { on: 'interaction', trigger: SHARE_LINK },
  load: () => import('./ShareButtons.ts'),
});

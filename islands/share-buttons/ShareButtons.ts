/**
 * The share buttons' island module, the chunk its claim loads: React-free. It reads the block's
 * product (a block without one fails here, before React is fetched), then mounts ShareButtonsView.tsx
 * in a React root.
 */
import { WOPB } from '../../dom-bridge/media-constants.ts';
import type { Unmount } from '../../src/island.ts';
import { reactIsland } from '../../src/react-island.ts';
import type { ShareBlock } from './share.ts';

// Its chunk comes on the press: React comes with it, so the click's share needs nothing more from the network.
const island = reactIsland<ShareBlock>('share-buttons', () => import('./ShareButtonsView.tsx'));

/** Mounts the island on a claimed share block, which names its product in a `postId` attribute. */
export async function mount(root: HTMLElement): Promise<Unmount> {
  const postId = Number(root.querySelector(WOPB.shareData)?.getAttribute('postid'));
  if (!(postId > 0)) throw new Error('no postId attribute; the share links stay as printed.');
  return island.mount(root, { postId });
}

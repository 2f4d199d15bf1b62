/**
 * Share buttons (§2): a share link opens the network's page in an 800×500 popup,
 * then the share is counted (admin-ajax wopb_share_count) and the block shows the
 * server's `data.count`. A failed count is only logged and the loading state
 * cleared (§8). A plain controller: it renders nothing of its own, it drives ProductX's markup.
 */
import { SHARE_LINK } from '../../dom-bridge/product-constants.ts';
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { WOPB } from '../../dom-bridge/media-constants.ts';
import { ownedBy } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { isAbort } from '../../protocol/errors.ts';
import { addShareCount } from '../../protocol/wopb.ts';
import type { Unmount } from '../../src/island.ts';
import { popupFeatures, readCount, shareUrl } from './share.ts';
import { warn } from '../../dom-bridge/warn.ts';

const NAME = 'share-buttons';

function currentCount(root: HTMLElement): number {
  return readCount(root.querySelector(WOPB.shareData)?.getAttribute('count') ?? root.querySelector(WOPB.shareCount)?.textContent);
}

/** Shows `count` everywhere the block prints it, and keeps `count` attributes in step for the next share. */
function showCount(root: HTMLElement, count: number): void {
  for (const el of root.querySelectorAll(WOPB.shareCount)) el.textContent = String(count);
  for (const el of root.querySelectorAll(WOPB.shareData)) el.setAttribute('count', String(count));
}

/** Counts shares from the block's links; returns the undo. */
function startShareButtons(root: HTMLElement, postId: number): Unmount {
  let alive = true;
  let pending = 0;
  const setLoading = (delta: number): void => {
    pending += delta;
    root.classList.toggle(WOPB.shareLoadingClass, pending > 0);
    if (pending > 0) root.setAttribute('aria-busy', 'true');
    else root.removeAttribute('aria-busy');
  };
  const onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest(SHARE_LINK) : null;
    if (!link || !ownedBy(root, link)) return;
    const url = shareUrl(link);
    if (url === null) return;
    event.preventDefault();
    // Captured on the block: ProductX's own handlers on the links must not open a second popup.
    event.stopPropagation();
    window.open(url, 'sharer', popupFeatures(window.screen));
    setLoading(1);
    addShareCount({ postId, shareCount: currentCount(root) })
      .then((count) => {
        // Answers may overtake each other; the count never goes back.
        if (alive) showCount(root, Math.max(count, currentCount(root)));
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) warn(`${NAME}: ${WOPB_FAILURE_LOG}`, error);
      })
      .finally(() => {
        if (alive) setLoading(-1);
      });
  };
  const stopListening = listen(root, 'click', onClick, { capture: true });
  return () => {
    alive = false;
    stopListening();
    root.classList.remove(WOPB.shareLoadingClass);
    root.removeAttribute('aria-busy');
  };
}

/** Mounts the island on a claimed share block, which names its product in a `postId` attribute. */
export async function mount(root: HTMLElement): Promise<Unmount> {
  const postId = Number(root.querySelector(WOPB.shareData)?.getAttribute('postid'));
  if (!(postId > 0)) throw new Error('no postId attribute; the share links stay as printed.');
  return startShareButtons(root, postId);
}

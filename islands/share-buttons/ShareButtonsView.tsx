/**
 * Share buttons (§2): a share link opens the network's page in an 800×500 popup, then the share is
 * counted (admin-ajax wopb_share_count) and the block shows the server's `data.count`. A failed count
 * is only logged and the loading state cleared (§8). The component creates no element: it drives
 * ProductX's links through a listener and shows its count and loading state on the printed block.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { WOPB_FAILURE_LOG } from '../../dom-bridge/island-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { WOPB } from '../../dom-bridge/media-constants.ts';
import { SHARE_LINK } from '../../dom-bridge/product-constants.ts';
import { ownedBy } from '../../dom-bridge/scope.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { isAbort } from '../../protocol/errors.ts';
import { addShareCount } from '../../protocol/wopb.ts';
import type { IslandProps } from '../../src/react-root.tsx';
import { popupFeatures, readCount, shareUrl, type ShareBlock } from './share.ts';

const NAME = 'share-buttons';

/** The count the block prints, which the next share posts. */
function printedCount(block: HTMLElement): number {
  return readCount(block.querySelector(WOPB.shareData)?.getAttribute('count') ?? block.querySelector(WOPB.shareCount)?.textContent);
}

/** Shows `count` everywhere the block prints it, and keeps `count` attributes in step for the next share. */
function showCount(block: HTMLElement, count: number): void {
  const text = String(count);
  for (const el of block.querySelectorAll(WOPB.shareCount)) if (el.textContent !== text) el.textContent = text;
  for (const el of block.querySelectorAll(WOPB.shareData)) el.setAttribute('count', text);
}

/** The share link a click in `block` pressed, with its URL; null for any other click. */
function pressedShare(block: HTMLElement, event: MouseEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest(SHARE_LINK) : null;
  return link && ownedBy(block, link) ? shareUrl(link) : null;
}

/** The share-buttons island on ProductX's share block; its `postId` was read by its island module. */
export default function ShareButtonsView({ element: block, postId }: IslandProps & ShareBlock): ReactNode {
  const [count, setCount] = useState(() => printedCount(block));
  const [pending, setPending] = useState(0);
  const busy = pending > 0;

  useEffect(
    () =>
      listen(
        block,
        'click',
        (event) => {
          const url = pressedShare(block, event);
          if (url === null) return;
          event.preventDefault();
          // Captured on the block: ProductX's own handlers on the links must not open a second popup.
          event.stopPropagation();
          // In the click's own task: a popup opened later would be blocked.
          window.open(url, 'sharer', popupFeatures(window.screen));
          setPending((n) => n + 1);
          addShareCount({ postId, shareCount: printedCount(block) })
            // Answers may overtake each other; the count never goes back.
            .then((answer) => setCount((shown) => Math.max(answer, shown)))
            .catch((error: unknown) => {
              if (!isAbort(error)) warn(`${NAME}: ${WOPB_FAILURE_LOG}`, error);
            })
            .finally(() => setPending((n) => n - 1));
        },
        { capture: true },
      ),
    [block, postId],
  );

  useLayoutEffect(() => {
    // Going live changes nothing: the block already shows what it printed.
    if (count !== printedCount(block)) showCount(block, count);
  }, [block, count]);

  useLayoutEffect(() => {
    if (!busy) return;
    block.classList.add(WOPB.shareLoadingClass);
    block.setAttribute('aria-busy', 'true');
    return () => {
      block.classList.remove(WOPB.shareLoadingClass);
      block.removeAttribute('aria-busy');
    };
  }, [block, busy]);

  return null;
}

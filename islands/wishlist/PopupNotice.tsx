/**
 * The list popup's notice (§4, popup.ts `$wishlistNotice`): its text rendered into the server's
 * notice area, which is shown with the add-on's class and hidden again after 3000 ms (§9).
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { WISHLIST_CLASSES, WISHLIST_NOTICE_MS } from '../../dom-bridge/wishlist-constants.ts';
import { $wishlistNotice } from './popup.ts';

export function PopupNotice(): ReactNode {
  const notice = useStore($wishlistNotice);
  useLayoutEffect(() => {
    if (!notice) return;
    const { area } = notice;
    area.setAttribute('role', 'status');
    area.classList.add(WISHLIST_CLASSES.noticeShow);
    const timer = setTimeout(() => area.classList.remove(WISHLIST_CLASSES.noticeShow), WISHLIST_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  // The notice is server text with the product's name in bold, escaped (popup-content.ts).
  return notice ? createPortal(<span dangerouslySetInnerHTML={{ __html: notice.html }} />, notice.area) : null;
}

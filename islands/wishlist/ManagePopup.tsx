/** The manage popup (`#woosw_manage`) where the page printed none (popup.ts `$managePopup`): an empty popup the manage flow fills. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';
import { $managePopup } from './popup.ts';

export function ManagePopup(): ReactNode {
  const place = useStore($managePopup);
  // No children: its content is the server's HTML (manage.ts), which React then never touches.
  return place ? createPortal(<div id={WISHLIST.manage.slice(1)} className={place.className} />, place.parent) : null;
}

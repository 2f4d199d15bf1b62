/**
 * The wishlist island (§2, §4), on the add-on's popup container: it starts the wishlist's data,
 * attaches the handlers that drive the add-on's buttons, menu item, popups and list (controls.ts),
 * and renders what it adds to the page: the toast, the popup's notice and a manage popup the page lacks.
 */
import { useEffect, type ReactNode } from 'react';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { startWishlist } from '../../src/wishlist/wishlist-start.ts';
import { onWishlistClick, onWishlistKey } from './controls.ts';
import { ManagePopup } from './ManagePopup.tsx';
import { $managePopup, $wishlistNotice, listenToPopups } from './popup.ts';
import { PopupNotice } from './PopupNotice.tsx';
import { $wishlistToast } from './toast.ts';
import { WishlistToast } from './WishlistToast.tsx';

/** What the island added is gone with it: a later mount starts with none. */
function forgetShown(): void {
  $wishlistToast.set(null);
  $wishlistNotice.set(null);
  $managePopup.set(null);
}

export default function WishlistView(): ReactNode {
  useEffect(() => startWishlist(), []);
  useEffect(
    () => undoAll([listen(document, 'click', onWishlistClick), listen(document, 'keydown', onWishlistKey), listenToPopups(), forgetShown]),
    [],
  );
  return (
    <>
      <WishlistToast />
      <PopupNotice />
      <ManagePopup />
    </>
  );
}

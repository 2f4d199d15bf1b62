/**
 * The wishlist add-on's widgets as one plain controller (they share one claim, see index.ts):
 * buttons, the menu item (`open_popup`), the list popup, the wishlist page's list and the manage
 * popup, all by delegation on the document, so markup the server sends later works the same.
 * React would add nothing: every piece of UI here is the add-on's server HTML.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';
import type { Unmount } from '../../src/island.ts';
import { startWishlist } from '../../src/wishlist/wishlist-start.ts';
import { onButtonClick } from './button.ts';
import { onManageClick } from './manage.ts';
import { onListClick } from './page.ts';
import { openListPopup } from './popup-content.ts';
import { hidePopup, listenToPopups } from './popup.ts';
import { removeToast } from './toast.ts';

/** The popup's own controls: close and continue shopping (§2). */
function onPopupClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(`${WISHLIST.close},${WISHLIST.continueLink}`);
  const popup = control?.closest<HTMLElement>(`${WISHLIST.popup},${WISHLIST.manage}`);
  if (!control || !popup) return;
  event.preventDefault();
  hidePopup(popup);
  const url = control.getAttribute('data-url');
  if (url) window.location.href = url;
}

/** §2: the menu opens the page (a plain link) or, with `open_popup`, the popup. */
function onMenuClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest(WISHLIST.menuLink) : null;
  if (!link || readWishlistConfig().menuAction !== 'open_popup') return;
  event.preventDefault();
  void openListPopup(link);
}

function onKey(event: KeyboardEvent): void {
  // The add-on prints the close control as a span: Enter and Space press it like a button.
  if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement && event.target.matches(WISHLIST.close)) {
    event.preventDefault();
    event.target.click();
  }
}

export async function mount(): Promise<Unmount> {
  startWishlist();
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented) return;
    for (const handler of [onButtonClick, onMenuClick, onPopupClick, onManageClick, onListClick]) {
      handler(event);
      if (event.defaultPrevented) return;
    }
  };
  return undoAll([listen(document, 'click', onClick), listen(document, 'keydown', onKey), listenToPopups(), removeToast]);
}

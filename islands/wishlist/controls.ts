/**
 * The wishlist add-on's controls (they share one claim, see index.ts): buttons, the menu item
 * (`open_popup`), the list popup, the wishlist page's list and the manage popup, handled by
 * delegation on the document, so markup the server sends later works the same. WishlistView.tsx
 * attaches these handlers in its effects.
 */
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';
import { onButtonClick } from './button.ts';
import { onManageClick } from './manage.ts';
import { onListClick } from './page.ts';
import { openListPopup } from './popup-content.ts';
import { hidePopup } from './popup.ts';

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

/** Keys on the popup's controls. */
export function onWishlistKey(event: KeyboardEvent): void {
  // The add-on prints the close control as a span: Enter and Space press it like a button.
  if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement && event.target.matches(WISHLIST.close)) {
    event.preventDefault();
    event.target.click();
  }
}

/** Every click the wishlist's widgets handle, delegated on the document: the first handler that takes it ends it. */
export function onWishlistClick(event: MouseEvent): void {
  if (event.defaultPrevented) return;
  for (const handler of [onButtonClick, onMenuClick, onPopupClick, onManageClick, onListClick]) {
    handler(event);
    if (event.defaultPrevented) return;
  }
}

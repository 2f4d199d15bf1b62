/**
 * The add-on's popups (§2, §4 "Wishlist popup"): `#woosw_wishlist` (the list) and `#woosw_manage`
 * (manage wishlists). Shown and hidden with the add-on's classes; while shown it is a modal
 * dialog: focus moves in, Esc or a click outside the content closes it, and focus returns to
 * what opened it. A loading overlay (`woosw-loading`) covers the popups while a request runs.
 * The notice (`$wishlistNotice`) and a manage popup the page lacks (`$managePopup`) are stores
 * the island's components render (PopupNotice.tsx, ManagePopup.tsx).
 */
import { atom } from 'nanostores';
import { flushSync } from 'react-dom';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { WISHLIST, WISHLIST_CLASSES } from '../../dom-bridge/wishlist-constants.ts';

/** Where focus goes back to when a popup closes. */
const openers = new WeakMap<HTMLElement, HTMLElement>();

function popups(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`${WISHLIST.popup},${WISHLIST.manage}`));
}

/** Where a manage popup the page did not print is rendered: the list popup's parent, with its classes (less its state). */
export interface ManagePopupPlace {
  parent: HTMLElement;
  className: string;
}

export const $managePopup = atom<ManagePopupPlace | null>(null);

/** The list popup or the manage popup; the manage popup is made beside the list's when the page has none. */
export function popupElement(which: 'list' | 'manage'): HTMLElement | null {
  const selector = which === 'list' ? WISHLIST.popup : WISHLIST.manage;
  const found = document.querySelector<HTMLElement>(selector);
  if (found || which === 'list') return found;
  const list = document.querySelector<HTMLElement>(WISHLIST.popup);
  if (!list?.parentElement) return null;
  const className = list.className.replace(WISHLIST_CLASSES.show, '').replace(WISHLIST_CLASSES.loaded, '').trim();
  // Rendered at once: the caller fills and shows it in this same task.
  flushSync(() => $managePopup.set({ parent: list.parentElement!, className }));
  return document.querySelector<HTMLElement>(selector);
}

/** Marks the popup's content as a modal dialog named by its title (the add-on prints plain divs). */
function asDialog(popup: HTMLElement): HTMLElement {
  const content = popup.querySelector<HTMLElement>(WISHLIST.content) ?? popup;
  content.setAttribute('role', 'dialog');
  content.setAttribute('aria-modal', 'true');
  content.tabIndex = -1;
  const title = popup.querySelector('.woosw-popup-content-top .woosw-name, .woosw-popup-content-top');
  content.setAttribute('aria-label', title?.textContent?.replace(/\s+/g, ' ').trim() || 'Wishlist');
  for (const close of Array.from(popup.querySelectorAll<HTMLElement>(WISHLIST.close))) {
    close.setAttribute('role', 'button');
    close.setAttribute('aria-label', 'Close');
    close.tabIndex = 0;
  }
  return content;
}

export function isShown(popup: HTMLElement): boolean {
  return popup.classList.contains(WISHLIST_CLASSES.show);
}

/** Shows `popup` (content already in place), focus inside; `opener` gets focus back on close. */
export function showPopup(popup: HTMLElement, opener?: Element | null): void {
  if (opener instanceof HTMLElement && !popup.contains(opener)) openers.set(popup, opener);
  popup.classList.add(WISHLIST_CLASSES.show);
  asDialog(popup).focus();
}

export function hidePopup(popup: HTMLElement): void {
  if (!isShown(popup)) return;
  popup.classList.remove(WISHLIST_CLASSES.show);
  const opener = openers.get(popup);
  openers.delete(popup);
  if (opener?.isConnected) opener.focus();
}

/** Puts server HTML into a popup (never runs scripts: innerHTML does not). */
export function setPopupContent(popup: HTMLElement, html: string): void {
  popup.innerHTML = html;
  if (isShown(popup)) asDialog(popup).focus();
}

/** The loading overlay over the popups while `work` runs. */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  const all = popups();
  for (const popup of all) {
    popup.classList.add(WISHLIST_CLASSES.loading);
    popup.setAttribute('aria-busy', 'true');
  }
  try {
    return await work();
  } finally {
    for (const popup of all) {
      popup.classList.remove(WISHLIST_CLASSES.loading);
      popup.removeAttribute('aria-busy');
    }
  }
}

/** A notice in the list popup's notice area: the area (the server's, replaced with the popup's content) and the notice's HTML. */
export interface Notice {
  area: HTMLElement;
  html: string;
}

/** The notice shown last, a new object each time; null: none yet. */
export const $wishlistNotice = atom<Notice | null>(null);

/** Shows `html` in the list popup's notice area for 3000 ms (§9). */
export function showNotice(html: string): void {
  const area = document.querySelector<HTMLElement>(`${WISHLIST.popup} ${WISHLIST.notice}`);
  if (area) $wishlistNotice.set({ area, html });
}

/** Esc and a click outside a shown popup's content close it; returns the undo. */
export function listenToPopups(): () => void {
  return undoAll([
    listen(document, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      for (const popup of popups()) hidePopup(popup);
    }),
    listen(document, 'click', (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const popup = target.closest<HTMLElement>(`${WISHLIST.popup},${WISHLIST.manage}`);
      if (popup && !target.closest(WISHLIST.content)) hidePopup(popup);
    }),
  ]);
}

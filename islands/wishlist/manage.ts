/**
 * The 'Manage wishlists' popup (§2): add a named list, set the default, view a list, delete a list
 * (§5 confirm). Its content is the server's HTML (`#woosw_manage`); setting the default commits the
 * new default's data, so the counter and the buttons follow it (and the page on its next load).
 */
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST, WISHLIST_CLASSES } from '../../dom-bridge/wishlist-constants.ts';
import { createList, deleteList, makeDefault, manageLists, viewList } from '../../src/wishlist/wishlist-actions.ts';
import { showCount } from './count.ts';
import { reportFailure } from './failure.ts';
import { hidePopup, popupElement, setPopupContent, showPopup, whileLoading } from './popup.ts';

function forgetLoadedList(): void {
  popupElement('list')?.classList.remove(WISHLIST_CLASSES.loaded);
}

async function open(opener: Element): Promise<void> {
  const manage = popupElement('manage');
  const list = popupElement('list');
  if (!manage) return;
  const html = await whileLoading(manageLists);
  if (list) hidePopup(list);
  setPopupContent(manage, html);
  showPopup(manage, opener);
}

async function create(manage: HTMLElement): Promise<void> {
  const name = manage.querySelector<HTMLInputElement>(WISHLIST.newName)?.value.trim() ?? '';
  if (!name) return;
  setPopupContent(manage, await whileLoading(() => createList(name)));
  forgetLoadedList();
}

async function setDefault(manage: HTMLElement, key: string): Promise<void> {
  const answer = await whileLoading(() => makeDefault(key));
  if (answer.count !== undefined) showCount(answer.count);
  if (answer.content !== undefined) setPopupContent(manage, answer.content);
  forgetLoadedList();
}

async function remove(manage: HTMLElement, key: string): Promise<void> {
  // §5: deleting a list requires confirming.
  if (!window.confirm(readWishlistConfig().deleteConfirm)) return;
  setPopupContent(manage, await whileLoading(() => deleteList(key)));
  forgetLoadedList();
}

async function view(manage: HTMLElement, key: string): Promise<void> {
  const html = await whileLoading(() => viewList(key));
  const list = popupElement('list');
  if (!list) return;
  hidePopup(manage);
  setPopupContent(list, html);
  list.classList.remove(WISHLIST_CLASSES.loaded);
  showPopup(list);
}

function action(control: Element, manage: HTMLElement): Promise<void> | undefined {
  const key = control.getAttribute('data-key') ?? '';
  if (control.matches(WISHLIST.addList)) return create(manage);
  if (control.matches(WISHLIST.setDefault)) return setDefault(manage, key);
  if (control.matches(WISHLIST.deleteList)) return remove(manage, key);
  if (control.matches(WISHLIST.viewList)) return view(manage, key);
  return undefined;
}

/** Handles the manage link (anywhere) and the manage popup's controls. */
export function onManageClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const opener = target?.closest(WISHLIST.manageLink);
  if (opener) {
    event.preventDefault();
    open(opener).catch(reportFailure);
    return;
  }
  const manage = target?.closest<HTMLElement>(WISHLIST.manage);
  const control = manage ? target?.closest(`${WISHLIST.addList},${WISHLIST.setDefault},${WISHLIST.deleteList},${WISHLIST.viewList}`) : null;
  if (!manage || !control) return;
  event.preventDefault();
  action(control, manage)?.catch(reportFailure);
}

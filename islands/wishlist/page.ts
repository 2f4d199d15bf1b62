/**
 * The wishlist page's list (`.woosw-list`, §2) and the popup's rows: remove in place, notes
 * (escaped before sending, §5; the answer is the note's HTML), empty with the §5 confirm, and
 * copy the list's link (§8 texts). Add to cart from the list is the platform's button, which the
 * add-to-cart island already runs through the shared add flow.
 */
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST, WISHLIST_CLASSES, WISHLIST_EVENTS, WISHLIST_TEXTS } from '../../dom-bridge/wishlist-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { emptyList, removeProduct, saveNote } from '../../src/wishlist/wishlist-actions.ts';
import { reportFailure } from './failure.ts';
import { showAnswer } from './popup-content.ts';
import { whileLoading } from './popup.ts';

function listKey(from: Element): string {
  return from.closest('[data-key]')?.getAttribute('data-key') ?? '';
}

async function remove(control: Element): Promise<void> {
  const item = control.closest<HTMLElement>(WISHLIST.item);
  if (!item) return;
  const id = Number(item.getAttribute('data-id'));
  item.classList.add(WISHLIST_CLASSES.removing);
  try {
    const answer = await removeProduct(id, listKey(item));
    const inPopup = item.closest(WISHLIST.popup) !== null;
    item.remove();
    showAnswer(answer, { show: inPopup });
    emit(WISHLIST_EVENTS.remove, [id]);
  } catch (error) {
    item.classList.remove(WISHLIST_CLASSES.removing);
    reportFailure(error);
  }
}

async function empty(control: Element): Promise<void> {
  // §5: emptying requires confirming.
  if (!window.confirm(readWishlistConfig().emptyConfirm)) return;
  const key = control.getAttribute('data-key') || listKey(control);
  try {
    const answer = await whileLoading(() => emptyList(key));
    showAnswer(answer, { show: control.closest(WISHLIST.popup) !== null });
    emit(WISHLIST_EVENTS.empty, [key]);
  } catch (error) {
    reportFailure(error);
  }
}

function openNote(note: HTMLElement): void {
  const editor = note.closest(WISHLIST.item)?.querySelector<HTMLElement>(WISHLIST.noteAdd);
  if (!editor) return;
  editor.hidden = false;
  editor.style.display = '';
  note.hidden = true;
  editor.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
}

async function saveItemNote(save: Element): Promise<void> {
  const item = save.closest<HTMLElement>(WISHLIST.item);
  const input = item?.querySelector<HTMLInputElement>('input[type="text"]');
  const note = item?.querySelector<HTMLElement>(WISHLIST.note);
  if (!item || !input || !note) return;
  try {
    const html = await whileLoading(() => saveNote(listKey(item), Number(item.getAttribute('data-id')), input.value));
    note.innerHTML = html;
    note.hidden = false;
    const editor = item.querySelector<HTMLElement>(WISHLIST.noteAdd);
    if (editor) editor.hidden = true;
    note.focus();
  } catch (error) {
    reportFailure(error);
  }
}

/** §8: 'Copied the wishlist link: {link}' or 'Failure to copy!', as the add-on says them (an alert). */
async function copyLink(control: Element): Promise<void> {
  const input = control.closest('.woosw-copy')?.querySelector<HTMLInputElement>('input');
  if (!input) return;
  const link = input.value;
  try {
    await navigator.clipboard.writeText(link);
    window.alert(`${readWishlistConfig().copiedText} ${link}`);
  } catch {
    window.alert(WISHLIST_TEXTS.copyFailed);
  }
  input.select();
}

/** Handles the list's controls (delegated, so rows the server sends later work too). */
export function onListClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const control = target.closest(
    `${WISHLIST.remove},${WISHLIST.empty},${WISHLIST.note},${WISHLIST.noteSave},.woosw-copy button,.woosw-copy input`,
  );
  if (!control) return;
  if (control.matches('.woosw-copy input') && !control.matches(WISHLIST.copyUrl)) return;
  event.preventDefault();
  if (control.matches(WISHLIST.remove)) void remove(control);
  else if (control.matches(WISHLIST.empty)) void empty(control);
  else if (control.matches(WISHLIST.noteSave)) void saveItemNote(control);
  else if (control.matches(WISHLIST.note)) openNote(control as HTMLElement);
  else void copyLink(control);
}

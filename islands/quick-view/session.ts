/**
 * The one quick view a page shows at a time. Asking: the trigger is busy while its template loads;
 * a newer ask aborts an older one still loading (only the last one asked for opens). Open: the
 * template goes into the dialog, where the runtime hydrates the product page's own islands (gallery,
 * variation form, quantity, add to cart); closing removes the dialog, so the runtime unmounts them,
 * and every listener and timer of the open dialog is undone. Focus goes back to the trigger.
 */
import { on } from '../../dom-bridge/events.ts';
import { PLATFORM_EVENTS } from '../../dom-bridge/constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import { CONTINUE_DELAY_MS, QUICK_VIEW, QUICK_VIEW_CLASSES } from '../../dom-bridge/quick-view-constants.ts';
import { isAbort, PROTOCOL_MESSAGES, ProtocolError } from '../../protocol/errors.ts';
import { fetchQuickView } from '../../protocol/quick-view.ts';
import { trapTab } from '../../dom-bridge/focus-trap.ts';
import { buildModal, failureContent, fitModal, parseTemplate, type ModalParts } from './modal.ts';
import quickViewCss from './quick-view.css?url';

interface Asking {
  opener: HTMLElement;
  controller: AbortController;
}

interface Shown {
  dialog: HTMLDialogElement;
  opener: HTMLElement;
  undo: () => void;
}

let asking: Asking | undefined;
let shown: Shown | undefined;

function setBusy(opener: HTMLElement, busy: boolean): void {
  opener.classList.toggle(QUICK_VIEW_CLASSES.loading, busy);
  if (busy) opener.setAttribute('aria-busy', 'true');
  else opener.removeAttribute('aria-busy');
}

/** Stops the ask still loading, if any (its trigger is no longer busy; its answer is dropped). */
export function cancelAsking(opener?: HTMLElement): void {
  if (!asking || (opener && asking.opener !== opener)) return;
  asking.controller.abort();
  setBusy(asking.opener, false);
  asking = undefined;
}

/** Closes the open quick view: the dialog leaves the page (its islands unmount), focus returns to the trigger. */
export function closeQuickView(): void {
  const current = shown;
  if (!current) return;
  shown = undefined;
  current.undo();
  if (current.dialog.open) current.dialog.close();
  current.dialog.remove();
  if (current.opener.isConnected) current.opener.focus();
}

/** Whether a quick view is open (for tests). */
export function isQuickViewOpen(): boolean {
  return shown !== undefined;
}

/** The click handling inside the open dialog: close button, backdrop, wishlist button, 'continue'. */
function dialogClicks(parts: ModalParts, timers: Set<ReturnType<typeof setTimeout>>): (event: MouseEvent) => void {
  const later = (run: () => void, ms: number): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The dialog has no padding: a click on the dialog element itself is on its backdrop.
    if (target === parts.dialog || target?.closest(`.${QUICK_VIEW_CLASSES.close}`)) return closeQuickView();
    // §2: the wishlist button closes the quick view, once its own handler (later on the page) has seen the click.
    if (target?.closest(QUICK_VIEW.wishlistButton)) return later(closeQuickView, 0);
    const onward = target?.closest<HTMLAnchorElement>(`a${QUICK_VIEW.continueButton}[href]`);
    if (onward) {
      // §2: a button's redirect happens after 2 s; the button shows it is on its way meanwhile.
      event.preventDefault();
      setBusy(onward, true);
      later(() => window.location.assign(onward.href), CONTINUE_DELAY_MS);
    }
  };
}

/**
 * Puts `dialog` on the page as its one quick view, with what every quick view does: Tab kept inside,
 * Esc finishing the close, an add to cart closing it (§4) unless `closesOnAdd` says no. `own` are the
 * dialog's own listeners, undone with these on close. The caller opens it (showModal) once it is laid out.
 */
export function showAsQuickView(
  dialog: HTMLDialogElement,
  opener: HTMLElement,
  own: Array<() => void>,
  closesOnAdd: () => boolean = () => true,
): void {
  // On the page first, so the runtime's observer claims the islands in the template.
  document.body.append(dialog);
  const undo = undoAll([
    ...own,
    listen(dialog, 'keydown', (event) => trapTab(event, dialog)),
    // Esc: the browser closes the dialog; the rest of closing is ours.
    listen(dialog, 'close', closeQuickView),
    // §4: an item added to the cart closes the quick view.
    on(PLATFORM_EVENTS.addedToCart, () => {
      if (closesOnAdd()) closeQuickView();
    }),
  ]);
  shown = { dialog, opener, undo };
}

function present(content: Node, label: string, opener: HTMLElement): void {
  const parts = buildModal(content, label);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  showAsQuickView(parts.dialog, opener, [
    listen(parts.dialog, 'click', dialogClicks(parts, timers)),
    listen(window, 'resize', () => fitModal(parts)),
    () => timers.forEach((timer) => clearTimeout(timer)),
  ]);
  fitModal(parts);
  parts.dialog.showModal();
}

/** The label of the template's product (its title), for the dialog. */
function titleOf(content: DocumentFragment): string {
  return content.querySelector(QUICK_VIEW.title)?.textContent?.trim() ?? '';
}

/**
 * Asks for product `pid`'s quick view and opens it when it arrives, unless a newer ask came first.
 * A failure (an error answer, offline) opens the dialog with §8's message and a link to `productUrl`.
 */
export async function openQuickView(opener: HTMLElement, pid: number, productUrl: string): Promise<void> {
  cancelAsking();
  closeQuickView();
  const mine: Asking = { opener, controller: new AbortController() };
  asking = mine;
  setBusy(opener, true);
  // The stylesheet loads beside the template, not after it.
  const styled = loadStylesheet(quickViewCss);
  let content: Node;
  let label = '';
  try {
    const fragment = parseTemplate(await fetchQuickView(pid, { signal: mine.controller.signal }));
    label = titleOf(fragment);
    content = fragment;
  } catch (error) {
    if (isAbort(error) || asking !== mine) return;
    content = failureContent(error instanceof ProtocolError ? error.message : PROTOCOL_MESSAGES.unknown_error, productUrl);
  }
  await styled;
  if (asking !== mine) return;
  asking = undefined;
  setBusy(opener, false);
  present(content, label, opener);
}

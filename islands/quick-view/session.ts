/**
 * The one quick view a page shows at a time, as a store: `$quickView` names the open quick view (its
 * trigger and what it shows), and the trigger's component renders the dialog while it names it.
 * Asking: the trigger is busy while its template loads; a newer ask aborts an older one still loading
 * (only the last one asked for opens). Closing empties the store, so the dialog leaves the page (the
 * runtime unmounts the product page's islands in it) and the trigger's component gives focus back to it. Only the
 * components (in React's chunk) import this module.
 */
import { atom } from 'nanostores';
import { flushSync } from 'react-dom';
import { loadStylesheet } from '../../dom-bridge/stylesheet.ts';
import { QUICK_VIEW, QUICK_VIEW_CLASSES } from '../../dom-bridge/quick-view-constants.ts';
import { isAbort, PROTOCOL_MESSAGES, ProtocolError } from '../../protocol/errors.ts';
import { fetchQuickView } from '../../protocol/quick-view.ts';
import { parseTemplate } from './modal.ts';
import quickViewCss from './quick-view.css?url';

/** What ProductX's quick view asks for: the product, the listing's ids (for the arrows) and its page (for a failure). */
export interface WopbAsk {
  postid: number;
  postList: string;
  productUrl: string;
}

/** What the open quick view shows: the theme's template (or its failure), or ProductX's, which it asks for itself. */
export type QuickViewShows =
  | { kind: 'theme'; label: string; template: Node[] }
  | { kind: 'theme-failure'; message: string; productUrl: string }
  | { kind: 'wopb'; ask: WopbAsk };

export interface OpenQuickView {
  /** A new one for every quick view opened: the dialog is rendered afresh. */
  id: number;
  opener: HTMLElement;
  shows: QuickViewShows;
}

/** The open quick view, if any. */
export const $quickView = atom<OpenQuickView | null>(null);

interface Asking {
  opener: HTMLElement;
  controller: AbortController;
}

let asking: Asking | undefined;
let opened = 0;

/** The trigger's busy state: the theme's class and aria-busy, on its own element. */
export function setBusy(opener: HTMLElement, busy: boolean): void {
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

/** Closes the open quick view: the dialog leaves the page (its islands unmount); focus goes back to the trigger. */
export function closeQuickView(): void {
  if (!$quickView.get()) return;
  // Gone in the caller's own task: Esc, the cart event and the close button leave no dialog behind for the next script to see.
  flushSync(() => $quickView.set(null));
}

/** Forgets the quick view of `opener` without touching the page: its island is going away with it. */
export function forgetQuickView(opener: HTMLElement): void {
  cancelAsking(opener);
  if ($quickView.get()?.opener === opener) $quickView.set(null);
}

/** Opens the quick view `shows` for `opener`, in place of any other. */
export function showQuickView(opener: HTMLElement, shows: QuickViewShows): void {
  cancelAsking();
  closeQuickView();
  opened += 1;
  $quickView.set({ id: opened, opener, shows });
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
  let shows: QuickViewShows;
  try {
    const fragment = parseTemplate(await fetchQuickView(pid, { signal: mine.controller.signal }));
    shows = { kind: 'theme', label: titleOf(fragment), template: [...fragment.childNodes] };
  } catch (error) {
    if (isAbort(error) || asking !== mine) return;
    const message = error instanceof ProtocolError ? error.message : PROTOCOL_MESSAGES.unknown_error;
    shows = { kind: 'theme-failure', message, productUrl };
  }
  await styled;
  if (asking !== mine) return;
  asking = undefined;
  setBusy(opener, false);
  showQuickView(opener, shows);
}

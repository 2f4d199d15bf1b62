/**
 * What the popup shows (§2 "Popup search"): the popular keywords with no query, or the results
 * grid with the current query's text; the count is said in a polite status line inside the
 * dialog (outside it the page is inert, so the shared live region would not be read).
 */
import { POPUP_SEARCH_SELECTORS as S, resultsCountText } from '../../dom-bridge/search-constants.ts';

// Visually hidden but read: the usual clip pattern, inline so no theme CSS is needed.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

/** The dialog's status line, made once (the theme prints none); returns it and the undo. */
export function ensureStatus(popup: HTMLElement): { status: HTMLElement; undo: () => void } {
  const existing = popup.querySelector<HTMLElement>(S.status);
  if (existing) return { status: existing, undo: () => {} };
  const status = document.createElement('p');
  status.className = S.status.slice(1);
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.style.cssText = VISUALLY_HIDDEN;
  (popup.querySelector(S.inner) ?? popup).append(status);
  return { status, undo: () => status.remove() };
}

function show(element: Element | null, visible: boolean): void {
  if (element instanceof HTMLElement) element.hidden = !visible;
}

/** Back to the keywords: results hidden and emptied, nothing announced. */
export function showKeywords(popup: HTMLElement, status: HTMLElement): void {
  show(popup.querySelector(S.results), false);
  show(popup.querySelector(S.keywords), true);
  popup.querySelector(S.grid)?.replaceChildren();
  status.textContent = '';
}

/** Puts the server's template in the grid (inert markup, never run), shows it and says the count. */
export function showResults(popup: HTMLElement, status: HTMLElement, template: string, query: string): void {
  const parsed = document.createElement('template');
  parsed.innerHTML = template;
  popup.querySelector(S.grid)?.replaceChildren(parsed.content);
  const current = popup.querySelector(S.current);
  if (current) current.textContent = query;
  show(popup.querySelector(S.keywords), false);
  show(popup.querySelector(S.results), true);
  status.textContent = resultsCountText(popup.querySelectorAll(`${S.grid} > ${S.item}`).length, query);
}

/**
 * Arrow keys over the field and the results' links: Down from the field enters the results, Up from
 * the first returns to the field. Returns whether the key was handled.
 */
export function moveThroughResults(popup: HTMLElement, field: HTMLElement, key: string): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const results = popup.querySelector<HTMLElement>(S.results);
  if (!results || results.hidden) return false;
  const links = [...results.querySelectorAll<HTMLElement>(S.itemLink)];
  if (!links.length) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  if (at === -1 && document.activeElement !== field) return false;
  const next = key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  (next < 0 ? field : links[next])?.focus();
  return true;
}

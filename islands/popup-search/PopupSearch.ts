/**
 * The theme's popup search (§2 "Popup search", §5 "Search", §7 `{theme}_search_products`, §9):
 * opened by the search icon, by focusing or submitting the header search field, or by the category
 * placeholder (which then opens the popup's category select); closed by its close button, a click
 * on the backdrop or Esc, as a modal (modal.ts). The input takes focus 300 ms after opening, or at
 * once when a character is typed before then; text typed in the header field before the island was
 * live is carried into it and searched (issue 28). With more than 2 characters typed, a pause of
 * the configured delay sends the serialized form; a newer query aborts the older request and an
 * older answer never replaces a newer one. Results are counted in a status line, arrow keys walk
 * them and Enter follows the focused one. With `ajax_disable` nothing is asked live: the form (and
 * each keyword) goes to the results page.
 */
import { readShopConfig } from '../../dom-bridge/config.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { SEARCH_CLAIMS as W } from '../../dom-bridge/search-claims.ts';
import { readPopupSearchSettings, type PopupSearchSettings } from '../../dom-bridge/search-config.ts';
import {
  POPUP_FOCUS_DELAY_MS,
  POPUP_MIN_CHARS_EXCLUSIVE,
  POPUP_SEARCH_CLASSES as C,
  POPUP_SEARCH_SELECTORS as S,
} from '../../dom-bridge/search-constants.ts';
import { formPayload, serializeFormPairs } from '../../dom-bridge/serialize.ts';
import { searchProducts } from '../../protocol/search.ts';
import type { Unmount } from '../../src/island.ts';
import { latestSearch, type LatestSearch } from '../../src/search/latest-search.ts';
import { hideModal, showModal, type ModalState } from './modal.ts';
import { ensureStatus, moveThroughResults, showKeywords, showResults } from './results.ts';

const HEADER_FIELD = `${W.headerSearch} ${S.headerField}`;
const HEADER_FORM = `${W.headerSearch} ${S.headerForm}`;

interface Popup {
  element: HTMLElement;
  form: HTMLFormElement | null;
  field: HTMLInputElement | null;
  select: HTMLSelectElement | null;
  status: HTMLElement;
  settings: PopupSearchSettings;
  search: LatestSearch<string>;
  open(focus: 'field' | 'category', opener: HTMLElement | null): void;
  close(returnFocus: boolean): void;
}

/** Opens the category select's list where the browser allows it (it needs the shopper's recent gesture). */
function openCategorySelect(select: HTMLSelectElement): void {
  select.focus();
  try {
    select.showPicker();
  } catch {
    // No gesture left or no support: the focused select opens on the shopper's next key or click.
  }
}

function createSearch(element: HTMLElement, getStatus: () => HTMLElement): LatestSearch<string> {
  return latestSearch<string, string>({
    run: (_query, signal) => {
      const form = element.querySelector<HTMLFormElement>(S.form);
      return searchProducts(form ? formPayload(serializeFormPairs(form)) : {}, { signal });
    },
    apply: (template, query) => showResults(element, getStatus(), template, query),
    // §8: a failed search clears the spinner silently; the field stays as typed, ready for the next try.
    fail: () => {},
    busy: (on) => {
      element.classList.toggle(C.loading, on);
      element.classList.toggle(C.loaded, !on);
    },
  });
}

/** A key that types a character. */
function isTyping(event: KeyboardEvent): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The popup's open and close, with the 300 ms focus (sooner when the shopper types first) and the return of focus. */
function createPopup(element: HTMLElement, settings: PopupSearchSettings): { popup: Popup; undo: () => void } {
  const { status, undo: undoStatus } = ensureStatus(element);
  let modal: ModalState | null = null;
  let focusTimer: ReturnType<typeof setTimeout> | undefined;
  let stopEarlyKeys = (): void => {};
  const popup: Popup = {
    element,
    form: element.querySelector<HTMLFormElement>(S.form),
    field: element.querySelector<HTMLInputElement>(S.field),
    select: element.querySelector<HTMLSelectElement>(S.select),
    status,
    settings,
    search: createSearch(element, () => status),
    open(focus, opener) {
      if (modal) return;
      modal = showModal(element, C.open, opener);
      const focusNow = (): void => {
        stopEarlyKeys();
        clearTimeout(focusTimer);
        if (focus === 'category' && popup.select) openCategorySelect(popup.select);
        else popup.field?.focus();
      };
      focusTimer = setTimeout(focusNow, POPUP_FOCUS_DELAY_MS);
      // Until then focus is on the inert page behind, where the popup's own keys never arrive: Esc closes it from there,
      // and a character typed for the field moves focus there at once and lands in it (issue 28).
      const onEarlyKey = (event: KeyboardEvent): void => {
        if (event.target instanceof Node && element.contains(event.target)) return;
        if (event.key === 'Escape') popup.close(true);
        else if (focus === 'field' && isTyping(event)) focusNow();
      };
      stopEarlyKeys = listen(document, 'keydown', onEarlyKey, { capture: true });
    },
    close(returnFocus) {
      if (!modal) return;
      stopEarlyKeys();
      clearTimeout(focusTimer);
      const state = modal;
      modal = null;
      hideModal(element, C.open, state, returnFocus);
    },
  };
  const undo = (): void => {
    popup.search.cancel();
    popup.close(false);
    undoStatus();
  };
  return { popup, undo };
}

/** Typing, the category, the keywords and the arrow keys inside the popup. */
function wireInside(popup: Popup): () => void {
  const { element, field } = popup;
  const query = (): string => field?.value ?? '';
  const searchNow = (delayMs: number): void => {
    if (query().length > POPUP_MIN_CHARS_EXCLUSIVE) {
      popup.search.schedule(query(), delayMs);
    } else {
      popup.search.cancel();
      showKeywords(element, popup.status);
    }
  };
  const undos = [
    listen(element, 'click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      // §2: the backdrop is the popup itself, around its inner box.
      if (target === element || target?.closest(S.close)) {
        event.preventDefault();
        popup.close(true);
        return;
      }
      const keyword = target?.closest<HTMLAnchorElement>(`${S.keywords} a[data-keyword]`);
      if (keyword && field && !popup.settings.ajaxDisabled) {
        event.preventDefault();
        field.value = keyword.dataset.keyword ?? keyword.textContent?.trim() ?? '';
        field.focus();
        searchNow(0);
      }
    }),
    listen(element, 'keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        popup.close(true);
      } else if (field && moveThroughResults(element, field, event.key)) {
        event.preventDefault();
      }
    }),
    listen(element, 'focusin', (event) => element.querySelector(S.form)?.classList.toggle(C.fieldFocused, event.target === field)),
  ];
  if (!popup.settings.ajaxDisabled) {
    undos.push(
      listen(element, 'input', (event) => {
        if (event.target === field) searchNow(popup.settings.delayMs);
      }),
      listen(element, 'change', (event) => {
        if (event.target === popup.select && query().length > POPUP_MIN_CHARS_EXCLUSIVE) searchNow(0);
      }),
    );
  }
  return undoAll(undos);
}

/** Opens the popup from the header's `field`, its text carried into the popup's field and searched (as typing there would be). */
function openWithTyped(popup: Popup, field: HTMLInputElement | null, open: (focus: 'field', opener: HTMLElement | null) => void): void {
  const typed = field?.value ?? '';
  if (popup.field && typed) popup.field.value = typed;
  open('field', field);
  if (typed && !popup.settings.ajaxDisabled) popup.field?.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The controls outside the popup that open it (§2): icon, header field and form, category placeholder. */
function wireOpeners(popup: Popup): () => void {
  let returning = false;
  const close = popup.close;
  popup.close = (returnFocus) => {
    returning = returnFocus;
    close(returnFocus);
    returning = false;
  };
  const open = (focus: 'field' | 'category', opener: HTMLElement | null): void => {
    if (!returning) popup.open(focus, opener);
  };
  const closestOf = (event: Event, selector: string): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  const categoryKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
  const undos = [
    listen(document, 'click', (event) => {
      const opener = closestOf(event, W.opener);
      if (opener) {
        event.preventDefault();
        open('field', opener);
        return;
      }
      const field = closestOf(event, HEADER_FIELD);
      if (field) open('field', field);
      const placeholder = closestOf(event, S.placeholderCategory);
      if (placeholder) open('category', placeholder);
    }),
    listen(document, 'focusin', (event) => {
      const field = closestOf(event, HEADER_FIELD);
      if (field) open('field', field);
    }),
    // The placeholder's own list never opens: the popup's select does instead.
    listen(document, 'mousedown', (event) => {
      const placeholder = closestOf(event, S.placeholderCategory);
      if (placeholder) {
        event.preventDefault();
        open('category', placeholder);
      }
    }),
    listen(document, 'keydown', (event) => {
      const placeholder = closestOf(event, S.placeholderCategory);
      if (placeholder && categoryKeys.has(event.key)) {
        event.preventDefault();
        open('category', placeholder);
      }
    }),
    listen(document, 'submit', (event) => {
      const form = closestOf(event, HEADER_FORM);
      if (!form) return;
      event.preventDefault();
      openWithTyped(popup, form.querySelector<HTMLInputElement>(S.field), open);
    }),
  ];
  return undoAll([...undos, () => (popup.close = close)]);
}

export async function mount(element: HTMLElement): Promise<Unmount> {
  const settings = readPopupSearchSettings(readShopConfig().vendors.theme);
  const added: string[] = [];
  for (const [name, value] of [
    ['role', 'dialog'],
    ['aria-modal', 'true'],
    ['aria-label', 'Search products'],
  ] as const) {
    if (element.hasAttribute(name) || (name === 'aria-label' && element.hasAttribute('aria-labelledby'))) continue;
    element.setAttribute(name, value);
    added.push(name);
  }
  const { popup, undo } = createPopup(element, settings);
  const undoWiring = undoAll([wireInside(popup), wireOpeners(popup)]);
  // Focus that reached the header field before this chunk was live still means "search", and what was typed there meanwhile is the query (issue 28).
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && active.matches(HEADER_FIELD)) openWithTyped(popup, active, popup.open);
  return () => {
    undoWiring();
    undo();
    for (const name of added) element.removeAttribute(name);
  };
}

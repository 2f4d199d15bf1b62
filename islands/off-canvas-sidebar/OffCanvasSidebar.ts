/**
 * The shop's filters as a slide-in panel at or below 991 px (§2 "Product listings", §9 breakpoints).
 * The theme's stylesheet keeps the sidebar off screen there (`is-open` slides it in) and shows the
 * 'Filters' button and the panel's close button. This island makes the open panel a modal dialog:
 * Tab stays inside it; Esc, its close button, a press outside or widening the window past the
 * breakpoint close it; focus goes back to the button.
 */
import { trapTab } from '../../dom-bridge/focus-trap.ts';
import type { Unmount } from '../../src/island.ts';

/** §9 "Breakpoints": at or below this width the filters are a slide-in panel (the theme's stylesheet agrees). */
export const OFF_CANVAS_MAX_WIDTH = 991;
/** The panel's close button (printed by the theme) and the class that slides the panel in. */
const CLOSE = '.shop-filters-close';
const OPEN = 'is-open';
/** The dialog's name, as the button that opens it says. */
const FILTERS = 'Filters';

const DIALOG_ATTRS: ReadonlyArray<readonly [string, string]> = [
  ['role', 'dialog'],
  ['aria-modal', 'true'],
  ['aria-label', FILTERS],
];

/** Adds `type` listeners and hands back their undo (listen.ts lives in the money-path group). */
function on<K extends keyof DocumentEventMap>(target: EventTarget, type: K, handler: (event: DocumentEventMap[K]) => void): () => void {
  const listener = handler as EventListener;
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

export async function mount(sidebar: HTMLElement): Promise<Unmount> {
  // The buttons that open it name it (`aria-controls`): found so, no chunk imports the claim group's names.
  const openers = [...document.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(sidebar.id)}"]`)];
  const narrow = window.matchMedia(`(max-width: ${OFF_CANVAS_MAX_WIDTH}px)`);
  let opener: HTMLElement | null = null;
  const isOpen = (): boolean => sidebar.classList.contains(OPEN);

  const open = (from: HTMLElement): void => {
    opener = from;
    sidebar.classList.add(OPEN);
    for (const [name, value] of DIALOG_ATTRS) sidebar.setAttribute(name, value);
    sidebar.tabIndex = -1;
    for (const button of openers) button.setAttribute('aria-expanded', 'true');
    (sidebar.querySelector<HTMLElement>(CLOSE) ?? sidebar).focus();
  };
  const close = (): void => {
    if (!isOpen()) return;
    sidebar.classList.remove(OPEN);
    for (const [name] of DIALOG_ATTRS) sidebar.removeAttribute(name);
    sidebar.removeAttribute('tabindex');
    for (const button of openers) button.setAttribute('aria-expanded', 'false');
    if (narrow.matches) opener?.focus();
  };

  const undos = [
    ...openers.map((button) => on(button, 'click', () => open(button))),
    on(sidebar, 'click', (event) => {
      if (event.target instanceof Element && event.target.closest(CLOSE)) close();
    }),
    on(document, 'keydown', (event) => {
      if (!isOpen()) return;
      if (event.key === 'Escape') close();
      else trapTab(event, sidebar);
    }),
    on(document, 'pointerdown', (event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (isOpen() && target && !sidebar.contains(target) && !openers.some((b) => b.contains(target))) close();
    }),
    on(narrow, 'change', () => !narrow.matches && close()),
  ];
  return () => {
    close();
    for (const undo of undos) undo();
  };
}

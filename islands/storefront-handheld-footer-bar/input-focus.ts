/**
 * The body's `sf-input-focused` while a form field outside the footer bar has focus (footer.js): on a
 * short screen, where an on-screen keyboard leaves little room, the theme's stylesheet hides the bar
 * then. A field with tabindex -1 does not count, as in the theme.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { FORM } from './claims.ts';
import { FOOTER_CLASSES } from './selectors.ts';

/** Whether focus on `target` should hide the bar: a focusable control in a form that is not the bar's own. */
export function hidesBar(target: EventTarget | null, bar: Element): boolean {
  return target instanceof HTMLElement && target.tabIndex !== -1 && target.closest(FORM) !== null && !bar.contains(target);
}

/** Keeps the body's class following focus; returns the undo. */
export function followInputFocus(bar: HTMLElement): () => void {
  const set = (on: boolean): void => {
    document.body.classList.toggle(FOOTER_CLASSES.inputFocused, on);
  };
  // Woken by the first focus in a form, which came before these listeners: start from where focus is.
  set(hidesBar(document.activeElement, bar));
  return undoAll([
    listen(document, 'focusin', (event) => set(hidesBar(event.target, bar))),
    listen(document, 'focusout', () => set(false)),
    () => set(false),
  ]);
}

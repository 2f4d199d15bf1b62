/**
 * The quick view dialog's layout (§9): the fitted layout above 767 px, the height capped at the
 * viewport height less 60 px, the content at that less twice the frame's spacing; and the server's
 * template as nodes. Pure DOM: no state of its own.
 */
import { QUICK_VIEW_CLASSES, QUICK_VIEW_FITTED_ABOVE_PX, QUICK_VIEW_VIEWPORT_GAP_PX } from '../../dom-bridge/quick-view-constants.ts';

/** The dialog's parts its layout sets: the dialog, the frame (its padding is the spacing) and the scrolling body. */
export interface ModalParts {
  dialog: HTMLDialogElement;
  frame: HTMLElement;
  body: HTMLElement;
}

/** §9: fitted above 767 px; dialog ≤ viewport − 60 px, its content ≤ that − 2 × spacing (the frame's padding). */
export function fitModal({ dialog, frame, body }: ModalParts, view: Window = window): void {
  dialog.classList.toggle(QUICK_VIEW_CLASSES.fitted, view.innerWidth > QUICK_VIEW_FITTED_ABOVE_PX);
  const spacing = Number.parseFloat(view.getComputedStyle(frame).paddingTop) || 0;
  const cap = Math.max(0, view.innerHeight - QUICK_VIEW_VIEWPORT_GAP_PX);
  dialog.style.maxHeight = `${cap}px`;
  body.style.maxHeight = `${Math.max(0, cap - 2 * spacing)}px`;
}

/** The markup of `html` as nodes to insert (parsed inert: nothing loads or runs before it is on the page). */
export function parseTemplate(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

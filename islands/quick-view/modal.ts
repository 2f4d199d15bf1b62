/**
 * The quick view's dialog: a native `<dialog>` opened with showModal(), so the browser makes the rest
 * of the page inert, draws it in the top layer and closes it on Esc; Tab is kept cycling inside it.
 * Its layout follows §9: the fitted layout above 767 px, the height capped at the viewport height
 * less 60 px, the content at that less twice the frame's spacing. Pure DOM: no state of its own.
 */
import {
  QUICK_VIEW_CLASSES,
  QUICK_VIEW_FITTED_ABOVE_PX,
  QUICK_VIEW_TEXTS,
  QUICK_VIEW_VIEWPORT_GAP_PX,
} from '../../dom-bridge/quick-view-constants.ts';

export interface ModalParts {
  dialog: HTMLDialogElement;
  frame: HTMLElement;
  body: HTMLElement;
  closeButton: HTMLButtonElement;
}

/** The dialog around `content` (not yet on the page); the close button comes first, so showModal() focuses it. */
export function buildModal(content: Node, label: string): ModalParts {
  const dialog = document.createElement('dialog');
  dialog.className = QUICK_VIEW_CLASSES.dialog;
  dialog.setAttribute('aria-label', label || QUICK_VIEW_TEXTS.dialogLabel);
  const frame = document.createElement('div');
  frame.className = QUICK_VIEW_CLASSES.frame;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = QUICK_VIEW_CLASSES.close;
  closeButton.setAttribute('aria-label', QUICK_VIEW_TEXTS.close);
  closeButton.textContent = '×';
  const body = document.createElement('div');
  body.className = QUICK_VIEW_CLASSES.body;
  body.append(content);
  frame.append(closeButton, body);
  dialog.append(frame);
  return { dialog, frame, body, closeButton };
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

/** §8's message for the failure, with the way on to the product page (issue 14) when there is one. */
export function failureContent(message: string, productUrl: string): HTMLElement {
  const box = document.createElement('div');
  box.className = QUICK_VIEW_CLASSES.failure;
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  box.append(text);
  if (!productUrl) return box;
  const link = document.createElement('a');
  link.href = productUrl;
  link.textContent = QUICK_VIEW_TEXTS.productPage;
  const linkRow = document.createElement('p');
  linkRow.append(link);
  box.append(linkRow);
  return box;
}

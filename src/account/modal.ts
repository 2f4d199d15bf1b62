/**
 * The theme's modal (§2 "Account", "Generic modal"): one controller per modal element, shared by
 * every island that opens one (the account modals, a login-required page, generic triggers), so two
 * islands never fight over the same markup. Open: the rest of the page is made `inert` (focus and
 * screen readers stay in the dialog), focus goes to its first field; Tab wraps inside it; Esc, the
 * close button and the backdrop close it; focus goes back to what opened it. One modal at a time.
 */
import { focusables, inertOutside, trapTab } from '../../dom-bridge/focus-trap.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { MODAL_BACKDROP, MODAL_CLOSE, MODAL_OPEN_CLASS, MODAL_OPENED_ROOT_CLASS } from '../../dom-bridge/account-constants.ts';

export interface ModalController {
  readonly element: HTMLElement;
  /** Opens the modal; `opener` gets focus back when it closes (default: what had focus). */
  open(opener?: Element | null): void;
  close(): void;
  isOpen(): boolean;
  /** Closes without giving focus back and hands over where focus should go (a modal opened from inside this one). */
  handOff(): HTMLElement | null;
}

const controllers = new WeakMap<HTMLElement, ModalController>();
let current: ModalController | undefined;

function setShown(modal: HTMLElement, shown: boolean): void {
  modal.classList.toggle(MODAL_OPEN_CLASS, shown);
  modal.hidden = !shown;
  modal.setAttribute('aria-hidden', String(!shown));
  document.documentElement.classList.toggle(MODAL_OPENED_ROOT_CLASS, shown);
}

function createController(modal: HTMLElement): ModalController {
  let undoOpen: (() => void) | undefined;
  let returnTo: HTMLElement | null = null;
  if (!modal.hasAttribute('role')) modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');

  const controller: ModalController = {
    element: modal,
    isOpen: () => undoOpen !== undefined,
    open(opener) {
      if (undoOpen) return;
      const active = opener ?? document.activeElement;
      returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
      // Login → register → back: focus finally returns to what opened the first modal, not to a hidden link.
      if (current && current !== controller) {
        const inside = returnTo !== null && current.element.contains(returnTo);
        const inherited = current.handOff();
        if (inside) returnTo = inherited;
      }
      setShown(modal, true);
      const onKey = (event: KeyboardEvent): void => {
        if (event.key === 'Escape') {
          event.preventDefault();
          controller.close();
        } else if (event.key === 'Tab') trapTab(event, modal);
      };
      const onClick = (event: MouseEvent): void => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest(MODAL_CLOSE) || target?.matches(MODAL_BACKDROP)) {
          event.preventDefault();
          controller.close();
        }
      };
      undoOpen = undoAll([inertOutside(modal), listen(document, 'keydown', onKey), listen(modal, 'click', onClick)]);
      current = controller;
      (modal.querySelector<HTMLElement>('input:not([type="hidden"])') ?? focusables(modal)[0] ?? modal).focus();
    },
    close() {
      const to = controller.handOff();
      if (to?.isConnected) to.focus();
    },
    handOff() {
      if (!undoOpen) return null;
      undoOpen();
      undoOpen = undefined;
      if (current === controller) current = undefined;
      setShown(modal, false);
      const to = returnTo;
      returnTo = null;
      return to;
    },
  };
  return controller;
}

/** The one controller of `modal` (created on first use). */
export function modalFor(modal: HTMLElement): ModalController {
  let controller = controllers.get(modal);
  if (!controller) {
    controller = createController(modal);
    controllers.set(modal, controller);
  }
  return controller;
}

/** The modal open now, if any (a trigger inside it switching to another modal closes it first). */
export function openModal(): ModalController | undefined {
  return current;
}

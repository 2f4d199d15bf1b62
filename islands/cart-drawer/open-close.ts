/**
 * The drawer as a modal dialog over the page (§4 "Cart drawer"): opened from the header cart
 * link or after an add, closed by its close button, its overlay or Esc. While it is open the
 * rest of the page is inert and Tab stays inside; focus moves in on open and back to what opened
 * it on close. An add-on panel opens as a modal inside it, and Esc closes the panel first.
 */
import { CART_DRAWER, CART_EVENTS } from '../../dom-bridge/cart-constants.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { inertOutside, trapTab } from '../../dom-bridge/focus-trap.ts';
import { focusBack } from './dialog.ts';
import { addonModal } from './panels.ts';

export interface DrawerDialog {
  /** The dialog box inside the drawer (the drawer itself when the theme prints none). */
  readonly panel: HTMLElement;
  /** Opens the drawer; focus goes back to `from` (else what had focus) on close. */
  open(from: Element | null): void;
  close(): void;
  isOpen(): boolean;
  /** Shows the add-on panel `button` controls and focuses it; returns its modal, null when there is none. */
  showPanel(button: HTMLElement): HTMLElement | null;
  closePanel(): void;
  /** The open add-on panel's modal, null when none is open. */
  activeModal(): HTMLElement | null;
  /** Esc closes the panel, then the drawer; Tab cycles inside the panel or the drawer. */
  onKeyDown(event: KeyboardEvent): void;
}

/** `onOpenChange` hears every opening and closing, after the drawer has done its own part. */
export function drawerDialog(root: HTMLElement, onOpenChange: (open: boolean) => void): DrawerDialog {
  const panel = root.querySelector<HTMLElement>(CART_DRAWER.panel) ?? root;
  const isOpen = (): boolean => root.classList.contains(CART_DRAWER.openedClass);
  let opener: HTMLElement | null = null;
  let undoInert: (() => void) | null = null;
  let firstOpen = true;
  let active: { modal: HTMLElement; button: HTMLElement } | null = null;

  const closePanel = (): void => {
    if (!active) return;
    const { modal, button } = active;
    active = null;
    modal.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    root.classList.remove(CART_DRAWER.modalOpenClass);
    focusBack(button, panel);
  };

  const open = (from: Element | null): void => {
    if (isOpen()) return;
    opener = from instanceof HTMLElement ? from : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.hidden = false;
    root.classList.add(CART_DRAWER.openedClass);
    undoInert = inertOutside(root);
    (root.querySelector<HTMLElement>(CART_DRAWER.close) ?? panel).focus();
    emitOn(root, CART_EVENTS.drawerOpened);
    if (firstOpen) {
      firstOpen = false;
      emitOn(root, CART_EVENTS.drawerFirstOpen);
    }
    onOpenChange(true);
  };

  const close = (): void => {
    if (!isOpen()) return;
    closePanel();
    root.classList.remove(CART_DRAWER.openedClass);
    root.hidden = true;
    undoInert?.();
    undoInert = null;
    focusBack(opener, document.querySelector<HTMLElement>(SELECTORS.headerCartCount));
    emitOn(root, CART_EVENTS.drawerClosed);
    onOpenChange(false);
  };

  const showPanel = (button: HTMLElement): HTMLElement | null => {
    const modal = addonModal(root, button.getAttribute('data-template') ?? '');
    if (!modal) return null;
    closePanel();
    active = { modal, button };
    modal.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    root.classList.add(CART_DRAWER.modalOpenClass);
    modal.setAttribute('tabindex', '-1');
    modal.focus();
    return modal;
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (active) closePanel();
      else close();
      return;
    }
    trapTab(event, active?.modal ?? panel);
  };

  return { panel, open, close, isOpen, showPanel, closePanel, activeModal: () => active?.modal ?? null, onKeyDown };
}

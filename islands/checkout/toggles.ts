/**
 * The classic checkout's "Click here to …" toggles (§2: collapsible login and coupon forms):
 * a link that shows and hides the form it controls, exposed as a button with aria-expanded and
 * aria-controls, moving focus into the form when it opens.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { listen } from '../../dom-bridge/listen.ts';

let generated = 0;

function isOpen(panel: HTMLElement): boolean {
  return !panel.hidden && panel.style.display !== 'none';
}

/** Shows or hides `panel`, keeping `toggle`'s aria-expanded true to it. */
export function setOpen(toggle: HTMLElement | null, panel: HTMLElement, open: boolean): void {
  panel.style.display = open ? '' : 'none';
  panel.hidden = false;
  toggle?.setAttribute('aria-expanded', String(open));
  if (open) panel.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
}

/** Wires `toggle` to `panel`. Returns the undo. */
export function collapsible(toggle: HTMLElement, panel: HTMLElement): () => void {
  if (!panel.id) panel.id = `shop-islands-panel-${++generated}`;
  toggle.setAttribute('aria-controls', panel.id);
  toggle.setAttribute('aria-expanded', String(isOpen(panel)));
  const undoButton = asButton(toggle);
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    setOpen(toggle, panel, !isOpen(panel));
  };
  const stopListening = listen(toggle, 'click', onClick);
  return () => {
    stopListening();
    undoButton();
  };
}

/**
 * A generic modal trigger (§2 "Generic modal"): it names its modal (`data-minimog-target="#id"`, or
 * its own `href="#id"`) and opens it, or closes it when it is open (a close button inside the modal
 * names the modal too). Esc, backdrop, focus trap and focus return are the shared controller's.
 */
import { MODAL, MODAL_TARGET_ATTR } from '../../dom-bridge/account-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { modalFor } from '../../src/account/modal.ts';
import type { Unmount } from '../../src/island.ts';

/** The modal `trigger` names, if it is a theme modal on the page. */
export function namedModal(trigger: Element): HTMLElement | null {
  const name = trigger.getAttribute(MODAL_TARGET_ATTR) || trigger.getAttribute('href') || '';
  if (!name.startsWith('#') || name.length < 2) return null;
  const modal = document.getElementById(decodeURIComponent(name.slice(1)));
  return modal?.matches(MODAL) ? modal : null;
}

export function mount(trigger: HTMLElement): Promise<Unmount> {
  const modal = namedModal(trigger);
  if (!modal) return Promise.reject(new Error('the trigger names no theme modal on this page'));
  if (!modal.contains(trigger)) {
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-controls', modal.id);
  }
  return Promise.resolve(
    listen(trigger, 'click', (event) => {
      event.preventDefault();
      const controller = modalFor(modal);
      if (controller.isOpen()) controller.close();
      else controller.open(trigger);
    }),
  );
}

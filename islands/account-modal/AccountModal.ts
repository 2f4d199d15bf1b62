/**
 * The account modals (§2 "Account", §6): a trigger opens the modal its class names
 * (`.open-modal-login` → #modal-user-login, …), closing an account modal already open; the login
 * modal claimed on a page that requires login opens at once for the guest. The modal's own behaviour
 * (Esc, backdrop, close button, focus trap and return) is the shared controller's (src/account/modal.ts).
 * A plain controller: the markup is the theme's.
 */
import { ACCOUNT_MODALS, ACCOUNT_TRIGGER_TARGETS } from '../../dom-bridge/account-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { modalFor } from '../../src/account/modal.ts';
import type { Unmount } from '../../src/island.ts';

/** The account modal `trigger` opens, if it is on the page. */
export function targetOf(trigger: Element): HTMLElement | null {
  for (const [selector, id] of ACCOUNT_TRIGGER_TARGETS) {
    if (!trigger.matches(selector)) continue;
    const modal = document.getElementById(id);
    if (modal) return modal;
  }
  return null;
}

function mountTrigger(trigger: HTMLElement): Unmount {
  if (trigger.tagName === 'A') trigger.setAttribute('aria-haspopup', 'dialog');
  return listen(trigger, 'click', (event) => {
    const modal = targetOf(trigger);
    // Without its modal the link keeps its own address (the my-account page).
    if (!modal) return;
    event.preventDefault();
    modalFor(modal).open(trigger);
  });
}

export function mount(element: HTMLElement): Promise<Unmount> {
  if (element.matches(ACCOUNT_MODALS)) {
    // §6: a login-required page opens the login modal by itself for a guest.
    const modal = modalFor(element);
    modal.open(null);
    return Promise.resolve(() => modal.close());
  }
  return Promise.resolve(mountTrigger(element));
}

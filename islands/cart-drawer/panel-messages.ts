/**
 * A message in an add-on panel (§4 "Cart drawer"): the server's notices as it sent them, or one
 * error text as the platform's error list. It goes in the panel's notices area (the modal itself
 * before the template arrived), and an alert in a panel with a message takes focus after 500 ms
 * (§4 Other), so it is read where live regions are not.
 */
import { focusNotice } from '../../dom-bridge/announce.ts';
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { addonModal } from './panels.ts';

/** The server's notices HTML (scripts removed), or a plain error text. */
export type PanelMessage = { html: string } | { error: string };

export interface PanelMessages {
  /** Shows `message` in the panel `name`, or takes its message away (null). */
  set(name: string, message: PanelMessage | null): void;
  /** Takes every message away and stops a pending focus. */
  dispose(): void;
}

function messageElement(message: PanelMessage): HTMLElement {
  if ('html' in message) {
    const box = document.createElement('div');
    box.className = 'fly-cart-addon__message';
    box.innerHTML = message.html;
    return box;
  }
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  const item = document.createElement('li');
  item.textContent = message.error;
  list.append(item);
  return list;
}

/**
 * Puts `next` in the element showing `shown` when both are of one kind (false when it must be
 * replaced). Compared with what was shown, not with the DOM: focusing an alert gave it a tabindex.
 */
function updateInPlace(element: HTMLElement, shown: PanelMessage, next: PanelMessage): boolean {
  if ('html' in next) {
    if (!('html' in shown)) return false;
    if (shown.html !== next.html) element.innerHTML = next.html;
    return true;
  }
  const item = 'error' in shown ? element.firstElementChild : null;
  if (!item) return false;
  if (item.textContent !== next.error) item.textContent = next.error;
  return true;
}

export function panelMessages(root: HTMLElement): PanelMessages {
  const messages = new Map<string, PanelMessage>();
  const shown = new Map<string, { element: HTMLElement; message: PanelMessage }>();
  let stopFocus = (): void => {};

  const draw = (name: string, message: PanelMessage | null): void => {
    const modal = addonModal(root, name);
    const place = message ? (modal?.querySelector<HTMLElement>(CART_DRAWER.addonNotices) ?? modal) : null;
    const current = shown.get(name);
    if (message && place && current?.element.parentNode === place && updateInPlace(current.element, current.message, message)) {
      current.message = message;
      return;
    }
    current?.element.remove();
    shown.delete(name);
    if (!message || !place) return;
    const element = messageElement(message);
    place.append(element);
    shown.set(name, { element, message });
  };

  // The first panel with a message whose alert is on the page takes focus; any change starts over.
  const focusFirstAlert = (): void => {
    stopFocus();
    stopFocus = () => {};
    for (const name of messages.keys()) {
      const alert = addonModal(root, name)?.querySelector<HTMLElement>('[role="alert"]');
      if (alert) {
        stopFocus = focusNotice(alert);
        return;
      }
    }
  };

  return {
    set(name, message) {
      // A panel keeps its place in the order while its message changes.
      if (message) messages.set(name, message);
      else messages.delete(name);
      draw(name, message);
      focusFirstAlert();
    },
    dispose() {
      stopFocus();
      for (const { element } of shown.values()) element.remove();
      shown.clear();
      messages.clear();
    },
  };
}

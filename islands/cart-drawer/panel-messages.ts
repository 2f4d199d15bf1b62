/**
 * A message in an add-on panel (§4 "Cart drawer"): the server's notices as it sent them, or one
 * error text as the platform's error list. It goes in the panel's notices area (the modal itself
 * before the template arrived); PanelMessagesView.tsx renders it there. These are the plain parts:
 * what a message is and where it goes.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { withEntry } from './entries.ts';
import { addonModal } from './panels.ts';

/** The server's notices HTML (scripts removed), or a plain error text. */
export type PanelMessage = { html: string } | { error: string };

/** A message shown: the element it went in when it was set, and what it says. */
export interface PlacedMessage {
  place: HTMLElement;
  message: PanelMessage;
}

/** The messages shown, by panel name, in the order the panels got them. */
export type PanelMessageMap = ReadonlyMap<string, PlacedMessage>;

/** What the drawer's flows tell the panels: a message for the panel `name`, or null to take it away. */
export interface PanelMessages {
  set(name: string, message: PanelMessage | null): void;
}

/**
 * `message` for the panel `name` with its place as the panel is now (null when there is no message or
 * no panel): a message set before the template arrived stays in the modal until the next one.
 */
export function placeMessage(root: ParentNode, name: string, message: PanelMessage | null): PlacedMessage | null {
  const modal = addonModal(root, name);
  const place = message ? (modal?.querySelector<HTMLElement>(CART_DRAWER.addonNotices) ?? modal) : null;
  return message && place ? { place, message } : null;
}

/** The panels' messages as the drawer's flows set them, kept by `update` (the component's state setter). */
export function panelMessageSink(root: ParentNode, update: (change: (current: PanelMessageMap) => PanelMessageMap) => void): PanelMessages {
  return {
    set(name, message) {
      // Placed now, as the panel is: the change may be applied later.
      const placed = placeMessage(root, name, message);
      update((current) => withEntry(current, name, placed));
    },
  };
}

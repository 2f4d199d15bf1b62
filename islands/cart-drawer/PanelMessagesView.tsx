/**
 * The add-on panels' messages on the page (§4 "Cart drawer"), each rendered through a portal into
 * its place in the server's panel. An alert in a panel with a message takes focus after 500 ms
 * (§4 Other), so it is read where live regions are not.
 */
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Notice } from '../../src/ui/Notice.tsx';
import { focusNotice } from '../../dom-bridge/announce.ts';
import type { PanelMessage, PanelMessageMap } from './panel-messages.ts';
import { addonModal } from './panels.ts';

/** The server's notices as sent (scripts removed before they got here), or the platform's error list. */
function MessageBox({ message }: { message: PanelMessage }): ReactNode {
  if ('html' in message) return <div className="fly-cart-addon__message" dangerouslySetInnerHTML={{ __html: message.html }} />;
  return <Notice as="ul" className="woocommerce-error" text={message.error} />;
}

/** The messages of the drawer `root`'s panels. */
export function PanelMessagesView({ root, messages }: { root: HTMLElement; messages: PanelMessageMap }): ReactNode {
  // The first panel with a message whose alert is on the page takes focus; any change starts over.
  useEffect(() => {
    for (const name of messages.keys()) {
      const alert = addonModal(root, name)?.querySelector<HTMLElement>('[role="alert"]');
      if (alert) return focusNotice(alert);
    }
    return undefined;
  }, [root, messages]);
  return [...messages].map(([name, { place, message }]) =>
    createPortal(<MessageBox key={'html' in message ? 'html' : 'error'} message={message} />, place, name),
  );
}

/**
 * A shopper who follows a link (View cart, the header's cart, Checkout) right after adding would see
 * the next page without that add: the server answers the page before the add still on its way. While
 * the cart's queue holds a change, such a link waits for it (shown busy), then is followed; at most
 * LEAVE_WAIT_MS, after which the page goes anyway and the change, sent with `keepalive`, lands behind it.
 * Listens last, in the bubble phase on the window: a link another script took, on the link or delegated on
 * the document (a drawer opener, the cart page's coupon links, a jQuery handler), is left alone.
 */
import { CART_LANE } from '../../protocol/cart.ts';
import { laneSettled } from '../../protocol/client.ts';
import { isPlainClick } from '../../dom-bridge/plain-click.ts';

const LEAVE_WAIT_MS = 4000;

let installed = false;

/** The link a plain click on it leaves this page through, or null (a new tab, an anchor on this page, script). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  if (!/^https?:$/.test(url.protocol)) return null;
  const here = new URL(location.href);
  const inPage = url.hash !== '' && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  return inPage ? null : link;
}

/** Resolves when the cart's queue is empty, including changes queued while waiting. */
async function cartChangesSent(): Promise<void> {
  for (let tail = laneSettled(CART_LANE); tail; tail = laneSettled(CART_LANE)) await tail;
}

function onClick(event: MouseEvent): void {
  const link = leavingLink(event);
  if (!link || !laneSettled(CART_LANE)) return;
  event.preventDefault();
  link.setAttribute('aria-busy', 'true');
  const waited = new Promise<void>((resolve) => setTimeout(resolve, LEAVE_WAIT_MS));
  void Promise.race([cartChangesSent(), waited]).then(() => {
    link.removeAttribute('aria-busy');
    location.assign(link.href);
  });
}

/** Makes links wait for the cart's pending changes; once per page, whoever asks first. */
export function holdLeavingWhileCartChanges(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('click', onClick);
}

/** Tests: a new page, no guard installed. */
export function resetLeaveGuardForTests(): void {
  window.removeEventListener('click', onClick);
  installed = false;
}

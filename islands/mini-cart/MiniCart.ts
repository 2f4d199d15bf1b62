/**
 * The mini-cart (§4 "Remove from cart"): a remove link covers its item with a
 * blocking overlay, asks the server, then applies the returned fragments (which
 * replace this whole region, so a fresh island takes over). No fragments, or a
 * failed request: the browser follows the remove link, which works without script.
 * A plain controller: it drives the platform's markup and adds only the overlay.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { UPDATING_OPACITY } from '../../dom-bridge/island-constants.ts';
import { ownedBy } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { removeFromCart } from '../../protocol/cart.ts';
import { isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';

/** The platform's blockUI look, inline so the overlay works whatever the theme's CSS. */
function blockingOverlay(): HTMLElement {
  const overlay = document.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.setAttribute('aria-hidden', 'true');
  const style = { position: 'absolute', inset: '0', zIndex: '1000', background: '#fff', opacity: String(UPDATING_OPACITY), cursor: 'wait' };
  Object.assign(overlay.style, style);
  return overlay;
}

/** Removes the item of `link` through the server, `item` covered meanwhile; its overlay joins `overlays` (taken back on unmount). */
function removeItem(link: HTMLAnchorElement, key: string, item: HTMLElement, overlays: Set<HTMLElement>): void {
  item.setAttribute('aria-busy', 'true');
  if (getComputedStyle(item).position === 'static') item.style.position = 'relative';
  const overlay = blockingOverlay();
  item.append(overlay);
  overlays.add(overlay);
  const followLink = (): void => window.location.assign(link.href);
  removeFromCart(key)
    .then((result) => {
      if (!result) return followLink();
      // The store's subscribers show it and fire removed_from_cart with the link.
      commitCart(result, { kind: 'removed', trigger: link });
      const message = link.getAttribute('data-success_message');
      if (message) announce(message);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) followLink();
    });
}

/** Mounts the island on a claimed mini-cart region; the undo stops its clicks and takes its overlays back. */
export function mount(region: HTMLElement): Promise<Unmount> {
  const overlays = new Set<HTMLElement>();
  const stopListening = listen(region, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTORS.removeFromCart) : null;
    if (!link || !ownedBy(region, link)) return;
    const key = link.getAttribute('data-cart_item_key');
    if (!key) return; // Without a key only the server link can remove it.
    event.preventDefault();
    event.stopPropagation();
    const item = link.closest<HTMLElement>(CART_PARTS.miniCartItem) ?? link;
    if (item.getAttribute('aria-busy') === 'true') return; // One removal per item.
    removeItem(link, key, item, overlays);
  });
  return Promise.resolve(() => {
    stopListening();
    for (const overlay of overlays) overlay.remove();
  });
}

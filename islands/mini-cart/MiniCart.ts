/**
 * The mini-cart (§4 "Remove from cart"): a remove link covers its item with a
 * blocking overlay, asks the server, then applies the returned fragments (which
 * replace this whole region, so a fresh island takes over). No fragments, or a
 * failed request: the browser follows the remove link, which works without script.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { announce } from '../../dom-bridge/announce.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { UPDATING_OPACITY } from '../../dom-bridge/island-constants.ts';
import { ownedBy } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { removeFromCart } from '../../protocol/cart.ts';
import { isAbort } from '../../protocol/errors.ts';
import type { Unmount } from '../../src/island.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import { commitCart } from '../../src/cart/cart-commit.ts';

/** Where a removal is in flight: the item being covered. */
interface Removing {
  item: HTMLElement;
}

/** The platform's blockUI look, inline so the overlay works whatever the theme's CSS. */
const OVERLAY_STYLE = {
  position: 'absolute',
  inset: 0,
  zIndex: 1000,
  background: '#fff',
  opacity: UPDATING_OPACITY,
  cursor: 'wait',
} as const;

function BlockingOverlay(): ReactNode {
  return <div className="blockUI blockOverlay" style={OVERLAY_STYLE} aria-hidden="true" />;
}

function MiniCart({ region }: { region: HTMLElement }): ReactNode {
  const [removing, setRemoving] = useState<Removing[]>([]);

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTORS.removeFromCart) : null;
      if (!link || !ownedBy(region, link)) return;
      const key = link.getAttribute('data-cart_item_key');
      if (!key) return; // Without a key only the server link can remove it.
      event.preventDefault();
      event.stopPropagation();
      const item = link.closest<HTMLElement>(CART_PARTS.miniCartItem) ?? link;
      if (item.getAttribute('aria-busy') === 'true') return; // One removal per item.
      item.setAttribute('aria-busy', 'true');
      if (getComputedStyle(item).position === 'static') item.style.position = 'relative';
      setRemoving((current) => [...current, { item }]);
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
    };
    return listen(region, 'click', onClick);
  }, [region]);

  return <>{removing.map(({ item }, index) => createPortal(<BlockingOverlay />, item, String(index)))}</>;
}

/** Mounts the island on a claimed mini-cart region. */
export function mount(region: HTMLElement): Promise<Unmount> {
  return renderIsland('mini-cart', createHost(region, 'append'), <MiniCart region={region} />);
}

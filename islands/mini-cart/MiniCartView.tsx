/**
 * The mini-cart (§4 "Remove from cart"): a remove link covers its item with a blocking overlay,
 * asks the server, then commits the returned fragments (which replace this whole region, so a
 * fresh island takes over). No fragments, or a failed request: the browser follows the remove
 * link, which works without script. The component drives the platform's links through a listener
 * on the claimed region and renders only what it adds, the overlays, through portals.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { announce } from '../../dom-bridge/announce.ts';
import { SELECTORS } from '../../dom-bridge/constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { UPDATING_OPACITY } from '../../dom-bridge/island-constants.ts';
import { ownedBy } from '../../dom-bridge/scope.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { removeFromCart } from '../../protocol/cart.ts';
import { isAbort } from '../../protocol/errors.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';
import { $cart, type CartState } from '../../src/cart/cart-store.ts';
import type { IslandProps } from '../../src/react-root.tsx';

/** The platform's blockUI look, inline so the overlay works whatever the theme's CSS. */
const OVERLAY_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  zIndex: 1000,
  background: '#fff',
  opacity: UPDATING_OPACITY,
  cursor: 'wait',
};

/** One item on its way out: the link pressed, the cart shown when it was, and whether the server answered. */
interface Removal {
  link: HTMLAnchorElement;
  /** The platform's key of the cart line, unique in the region. */
  key: string;
  from: CartState;
  answered: boolean;
}

type Removals = ReadonlyMap<HTMLElement, Removal>;

/** `item` busy and covered while its removal is pending; both undone when the cover goes. */
function ItemCover({ item }: { item: HTMLElement }): ReactNode {
  useLayoutEffect(() => {
    item.setAttribute('aria-busy', 'true');
    // The overlay is placed over the item; an item the theme leaves static is made its containing block.
    const wasStatic = getComputedStyle(item).position === 'static';
    if (wasStatic) item.style.position = 'relative';
    return () => {
      item.removeAttribute('aria-busy');
      if (wasStatic) item.style.position = '';
    };
  }, [item]);
  return createPortal(<div className="blockUI blockOverlay" aria-hidden="true" style={OVERLAY_STYLE} />, item);
}

/** `removals` with the removal of `item` answered. */
function answer(removals: Removals, item: HTMLElement): Removals {
  const removal = removals.get(item);
  return removal ? new Map(removals).set(item, { ...removal, answered: true }) : removals;
}

/** Asks the server to remove `key`; `answered` is told before the answer is committed; the link is followed when only it can remove the item. */
function requestRemoval(link: HTMLAnchorElement, key: string, answered: () => void): void {
  const followLink = (): void => window.location.assign(link.href);
  removeFromCart(key)
    .then((result) => {
      if (!result) return followLink();
      answered();
      // The store's subscribers show it and fire removed_from_cart with the link.
      commitCart(result, { kind: 'removed', trigger: link });
      const message = link.getAttribute('data-success_message');
      if (message) announce(message);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) followLink();
    });
}

/** The mini-cart island on its claimed region (`div.widget_shopping_cart_content`). */
export default function MiniCartView({ element: region }: IslandProps): ReactNode {
  const cart = useStore($cart);
  const [removals, setRemovals] = useState<Removals>(() => new Map());

  useEffect(
    () =>
      listen(region, 'click', (event) => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTORS.removeFromCart) : null;
        if (!link || !ownedBy(region, link)) return;
        const key = link.getAttribute('data-cart_item_key');
        if (!key) return; // Without a key only the server link can remove it.
        event.preventDefault();
        event.stopPropagation();
        const item = link.closest<HTMLElement>(CART_PARTS.miniCartItem) ?? link;
        if (item.getAttribute('aria-busy') === 'true') return; // One removal per item.
        // Covered in the click's own task: a second click in the same frame must find the item busy.
        flushSync(() => setRemovals((current) => new Map(current).set(item, { link, key, from: $cart.get(), answered: false })));
        requestRemoval(link, key, () => setRemovals((current) => answer(current, item)));
      }),
    [region],
  );

  // An answered removal is over once `$cart` shows another cart (its answer): the fragments replaced
  // this region then, unless they carry none for it, and the item is uncovered instead.
  const covered = [...removals].filter(([, removal]) => !(removal.answered && removal.from !== cart));
  return covered.map(([item, removal]) => <ItemCover key={removal.key} item={item} />);
}

/**
 * The listing add-to-cart button (§4 "Add to cart"): normal → loading → added,
 * one 'View cart' link after the first success, the platform's events, and a
 * clear message when the add fails. Every click is one add; adds from every
 * button on the page go to the server one at a time, in click order.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { readDataset } from '../../dom-bridge/attrs.ts';
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { CART_PARTS } from '../../dom-bridge/cart-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { addToCart } from '../../protocol/cart.ts';
import { createHost, renderIsland } from '../../src/react-root.tsx';
import type { Unmount } from '../../src/island.ts';
import type { AddToCartProps } from './index.ts';
import { completeAdd, failedAdd } from '../../src/add-to-cart/add-flow.ts';
import { AddFeedback, useButtonState } from '../../src/add-to-cart/AddFeedback.tsx';

/** The platform puts one 'View cart' link after the button, unless one is there already or this is the cart page. */
function hasViewCartLink(button: HTMLElement): boolean {
  return button.parentElement?.querySelector(CART_PARTS.addedToCartLink) != null;
}

interface Props {
  button: HTMLElement;
  config: ShopConfig;
}

function AddToCartButton({ button, config }: Props): ReactNode {
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState('');
  const [viewCart, setViewCart] = useState(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const onClick = (event: MouseEvent): void => {
      event.preventDefault();
      // Coexistence: legacy jQuery handlers on body must not add the same product again.
      event.stopPropagation();
      const payload = readDataset(button);
      setError('');
      setAdded(false);
      setPending((count) => count + 1);
      emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, payload]);
      addToCart(payload)
        .then((result) => {
          const done = completeAdd(result, button, config, button.getAttribute('data-success_message') ?? '');
          if (!alive.current) return;
          if (done.kind === 'failed') setError(done.message);
          if (done.kind !== 'added') return;
          setAdded(true);
          // Once shown, the link stays, like the platform's.
          setViewCart((shown) => shown || (!config.isCart && !hasViewCartLink(button)));
        })
        .catch((reason: unknown) => {
          const done = failedAdd(reason);
          if (alive.current && done.kind === 'failed') setError(done.message);
        })
        .finally(() => {
          if (alive.current) setPending((count) => count - 1);
        });
    };
    const stopListening = listen(button, 'click', onClick);
    return () => {
      alive.current = false;
      stopListening();
    };
  }, [button, config]);

  useButtonState(button, pending, added);
  useEffect(() => {
    if (added && pending === 0) emit(ISLAND_PLATFORM_EVENTS.cartButtonUpdated, [button]);
  }, [button, pending, added]);

  return <AddFeedback config={config} viewCart={viewCart} error={error} />;
}

/** Mounts the island on a claimed button. */
export function mount(button: HTMLElement, _props: AddToCartProps): Promise<Unmount> {
  const config = readShopConfig();
  return renderIsland('add-to-cart', createHost(button, 'after'), <AddToCartButton button={button} config={config} />);
}

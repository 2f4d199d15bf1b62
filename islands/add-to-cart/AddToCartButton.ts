/**
 * The listing add-to-cart button (§4 "Add to cart"): normal → loading → added,
 * one 'View cart' link after the first success, the platform's events, and a
 * clear message when the add fails. Every click is one add; adds from every
 * button on the page go to the server one at a time, in click order (the cart
 * contract's queue). A plain controller: the first add never waits for React, nor for this chunk:
 * its request leaves from the entry at the click and is adopted here.
 */
import { readDataset } from '../../dom-bridge/attrs.ts';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { addToCart } from '../../protocol/cart.ts';
import type { Unmount } from '../../src/island.ts';
import type { AddToCartProps } from './index.ts';
import { completeAddPaintFirst, failedAdd } from '../../src/add-to-cart/add-flow.ts';
import { attachAddFeedback } from '../../src/add-to-cart/add-feedback.ts';
import { takeEarlyAdd } from '../../src/add-to-cart/adopt-early-add.ts';
import { expectAdd } from '../../src/cart/pending-count.ts';
import { fadeCartRegions } from '../../src/cart/cart-fade.ts';

/** Mounts the island on a claimed button: its clicks add, its feedback follows; the undo takes both back. */
export function mount(button: HTMLElement, _props: AddToCartProps): Promise<Unmount> {
  const config = readShopConfig();
  const feedback = attachAddFeedback(button, config, { name: 'add-to-cart', element: button });
  let alive = true;

  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    // Coexistence: legacy jQuery handlers on body must not add the same product again.
    event.stopPropagation();
    const payload = readDataset(button);
    // The page's first listing add was sent by the entry at this click (src/add-to-cart/early-add.ts): adopt its answer.
    const started = takeEarlyAdd(event);
    feedback.begin();
    // The header counts the add now; its answer settles that before its cart (or its failure) shows.
    const settleCount = expectAdd(Number(payload.quantity ?? 1));
    // §4: the cart's regions fade until the answer's fragments are in (or the add failed).
    const unfade = fadeCartRegions();
    // The platform fires this before its request; an adopted add has left already, so a listener can
    // no longer change its payload (README "Installing it in a shop").
    emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, payload]);
    addToCart(payload, started ? { started } : {})
      // The cart is committed even if the button left the page meanwhile: the add happened.
      .then((result) => {
        settleCount();
        // Commits the answer's cart in this task: the regions it replaced come in unfaded, the others are given back.
        const flow = completeAddPaintFirst(result, button, config, button.getAttribute('data-success_message') ?? '');
        unfade();
        return flow;
      })
      .catch((error: unknown) => {
        settleCount();
        unfade();
        return failedAdd(error);
      })
      .then((flow) => {
        if (alive && feedback.end(flow)) emit(ISLAND_PLATFORM_EVENTS.cartButtonUpdated, [button]);
      });
  };
  const stopListening = listen(button, 'click', onClick);

  return Promise.resolve(() => {
    alive = false;
    stopListening();
    feedback.remove();
  });
}

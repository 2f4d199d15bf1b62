/**
 * The items' quantity inputs in the drawer (§5 "Cart drawer"): edits go through quantity.ts
 * (debounced, validated, restored on failure) and a failure says why under the item. New
 * fragments print the items again: values typed but not sent yet come back, the errors go, and
 * focus stays on the same item's input (or in the drawer) when the old one went away.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { updateProductQuantity } from '../../protocol/cart-drawer.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { refreshCart } from '../../src/cart/cart-sync.ts';
import { quantityInput, type ItemErrors } from './item-errors.ts';
import type { DrawerDialog } from './open-close.ts';
import { createQuantityUpdater } from './quantity.ts';

export interface ItemEdits {
  /** An input or change event in the drawer. */
  onEdit(event: Event): void;
  /** Focus moved inside the drawer. */
  onFocusIn(event: FocusEvent): void;
  /** The platform's fragments events: the items were printed again. */
  afterFragments(): void;
  /** Stops every pending edit; nothing pending is sent. */
  dispose(): void;
}

/** The edits of the items in `root`; `errors` shows their failures. */
export function itemEdits(root: HTMLElement, dialog: DrawerDialog, errors: ItemErrors): ItemEdits {
  // The item whose input had focus last, to give it focus again after its input was replaced.
  let lastQuantityKey: string | null = null;
  const quantities = createQuantityUpdater({
    find: (key) => quantityInput(root, key),
    send: (key, quantity) => updateProductQuantity(key, quantity),
    refresh: () => refreshCart(),
    editing: (key) => errors.clear(key),
    failed: (key, error) => {
      if (!isAbort(error)) errors.show(key, failureText(error));
    },
  });

  return {
    onEdit(event) {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !target.matches(CART_DRAWER.quantityInput) || !root.contains(target)) return;
      quantities.edit(target, target.getAttribute('data-cart_item_key') ?? '');
    },
    onFocusIn(event) {
      const target = event.target;
      lastQuantityKey =
        target instanceof HTMLInputElement && target.matches(CART_DRAWER.quantityInput) ? target.getAttribute('data-cart_item_key') : null;
    },
    afterFragments() {
      for (const [key, value] of quantities.pending()) {
        const input = quantityInput(root, key);
        if (input) input.value = value;
      }
      errors.clearAll();
      if (!dialog.isOpen() || root.contains(document.activeElement)) return;
      const same = lastQuantityKey ? quantityInput(root, lastQuantityKey) : null;
      (same ?? dialog.panel).focus();
    },
    dispose: () => quantities.dispose(),
  };
}

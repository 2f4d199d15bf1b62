/**
 * The items' errors on the page (§4 "Cart drawer"): the platform's error notice as a paragraph at
 * the end of the item's row, rendered through a portal. A new text for the same row changes the
 * paragraph's text, so a screen reader hears the change, not a new alert.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ItemErrorMap } from './item-errors.ts';

/** The errors under the drawer's items. */
export function ItemErrorsView({ errors }: { errors: ItemErrorMap }): ReactNode {
  return [...errors].map(([key, { item, text }]) =>
    createPortal(
      <p className="fly-cart-item-error woocommerce-error" role="alert">
        {text}
      </p>,
      item,
      key,
    ),
  );
}

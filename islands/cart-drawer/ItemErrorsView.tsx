/**
 * The items' errors on the page (§4 "Cart drawer"): the platform's error notice as a paragraph at
 * the end of the item's row (the one `<Notice>`), rendered through a portal. A new text for the same row changes the
 * paragraph's text, so a screen reader hears the change, not a new alert.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Notice } from '../../src/ui/Notice.tsx';
import type { ItemErrorMap } from './item-errors.ts';

/** The errors under the drawer's items. */
export function ItemErrorsView({ errors }: { errors: ItemErrorMap }): ReactNode {
  return [...errors].map(([key, { item, text }]) =>
    createPortal(<Notice as="p" className="fly-cart-item-error woocommerce-error" text={text} />, item, key),
  );
}

/**
 * The error under a cart item after a failed quantity edit (§4 "Cart drawer", §8 texts): one per
 * item, at the end of the item's row (ItemErrorsView.tsx renders it). The item is found by cart item
 * key when the error is set: a fragment refresh replaces the rows.
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';
import { withEntry } from './entries.ts';

/** An error shown: the item row it went in, and its text. */
export interface PlacedError {
  item: HTMLElement;
  text: string;
}

/** The errors shown, by cart item key. */
export type ItemErrorMap = ReadonlyMap<string, PlacedError>;

/** What the quantity edits tell the items. */
export interface ItemErrors {
  /** Shows `text` under the item (replacing its earlier text). */
  show(key: string, text: string): void;
  /** Takes the item's error away. */
  clear(key: string): void;
  /** Takes every item error away (new fragments printed the items again). */
  clearAll(): void;
}

/** The quantity input of the item with `key` (inputs are replaced by each refresh). */
export function quantityInput(root: ParentNode, key: string): HTMLInputElement | null {
  return root.querySelector<HTMLInputElement>(`${CART_DRAWER.quantityInput}[data-cart_item_key="${CSS.escape(key)}"]`);
}

/** `text` under the row of the item `key` as printed now; null when the item is not on the page. */
export function placeError(root: ParentNode, key: string, text: string): PlacedError | null {
  const item = quantityInput(root, key)?.closest<HTMLElement>(CART_DRAWER.item);
  return item ? { item, text } : null;
}

/** The items' errors as the quantity edits show them, kept by `update` (the component's state setter). */
export function itemErrorSink(root: ParentNode, update: (change: (current: ItemErrorMap) => ItemErrorMap) => void): ItemErrors {
  return {
    show(key, text) {
      // Placed now, under the row as printed: the change may be applied later.
      const placed = placeError(root, key, text);
      update((current) => withEntry(current, key, placed));
    },
    clear: (key) => update((current) => withEntry(current, key, null)),
    clearAll: () => update(() => new Map()),
  };
}

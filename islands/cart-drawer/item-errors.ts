/**
 * The error under a cart item after a failed quantity edit (§4 "Cart drawer", §8 texts): the
 * platform's error notice as a paragraph at the end of the item's row. One per item, found
 * again by cart item key when shown (a fragment refresh replaces the rows).
 */
import { CART_DRAWER } from '../../dom-bridge/cart-constants.ts';

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

function errorParagraph(text: string): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'fly-cart-item-error woocommerce-error';
  paragraph.setAttribute('role', 'alert');
  paragraph.textContent = text;
  return paragraph;
}

export function itemErrors(root: HTMLElement): ItemErrors {
  const shown = new Map<string, HTMLElement>();
  const clear = (key: string): void => {
    shown.get(key)?.remove();
    shown.delete(key);
  };
  return {
    show(key, text) {
      const item = quantityInput(root, key)?.closest<HTMLElement>(CART_DRAWER.item) ?? null;
      const current = shown.get(key);
      // The same item: its paragraph says the new text (a screen reader hears the change, not a new alert).
      if (current && current.parentNode === item) {
        if (current.textContent !== text) current.textContent = text;
        return;
      }
      clear(key);
      if (!item) return;
      const paragraph = errorParagraph(text);
      item.append(paragraph);
      shown.set(key, paragraph);
    },
    clear,
    clearAll() {
      for (const key of Array.from(shown.keys())) clear(key);
    },
  };
}

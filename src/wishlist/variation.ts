/**
 * §4: on a product page, choosing a variation points the product's wishlist button at the
 * variation (reset: back at the parent), and its added state is checked again against the known
 * ids, where a parent shows as added when one of its variations is listed. Plain functions: the
 * wishlist-variation island's component keeps which product points at which id and applies it.
 */
import { on } from '../../dom-bridge/events.ts';
import { refreshButtons, type ListedIds } from '../../dom-bridge/wishlist-buttons.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';
import { undoAll } from '../../dom-bridge/listen.ts';

/** Product id → the id its buttons stand for (a chosen variation's, or the product's own). */
export type Pointing = ReadonlyMap<string, string>;

/** The product's own buttons (`.woosw-btn-{parent}`), wherever the theme prints them. */
function buttonsOf(productId: string): HTMLElement[] {
  // Matched by class name, not an escaped selector: an id starting with a digit needs CSS escapes jsdom misreads.
  const own = `woosw-btn-${productId}`;
  return Array.from(document.querySelectorAll<HTMLElement>(WISHLIST.button)).filter((button) => button.classList.contains(own));
}

/** Points the product's buttons at `id` and shows their state from `ids`. */
export function pointButtons(productId: string, id: string, ids: ListedIds): void {
  const buttons = buttonsOf(productId);
  for (const button of buttons) button.setAttribute('data-id', id);
  for (const button of buttons) refreshButtons(ids, readWishlistConfig(), button.parentElement ?? document);
}

function formProduct(source: EventTarget | null): string {
  return source instanceof Element ? (source.closest('[data-product_id]')?.getAttribute('data-product_id') ?? '') : '';
}

/** The variation the form shows now (the island may go live after its `found_variation`). */
function currentVariation(form: Element): string {
  const input = form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id');
  return input && Number(input.value) > 0 ? input.value : '';
}

/** What the page's variation forms show now, product by product. */
export function formsPointing(): Pointing {
  const pointing = new Map<string, string>();
  for (const form of Array.from(document.querySelectorAll('.variations_form[data-product_id]'))) {
    const productId = form.getAttribute('data-product_id') ?? '';
    if (productId) pointing.set(productId, currentVariation(form) || productId);
  }
  return pointing;
}

function variationId(variation: unknown): string {
  return typeof variation === 'object' && variation !== null && 'variation_id' in variation ? String(variation.variation_id) : '';
}

/**
 * Follows the page's variation forms: `point` hears a product's new id; after the add-on's
 * fragments (which may print the buttons again) it hears every form's current choice. Returns the undo.
 */
export function followVariations(point: (productId: string, id: string) => void, repoint: (pointing: Pointing) => void): () => void {
  return undoAll([
    on('found_variation', (args, source) => {
      const productId = formProduct(source);
      const id = variationId(args[0]);
      if (productId && id) point(productId, id);
    }),
    on('reset_data', (_args, source) => {
      const productId = formProduct(source);
      if (productId) point(productId, productId);
    }),
    on('woosw_fragments_refreshed', () => repoint(formsPointing())),
  ]);
}

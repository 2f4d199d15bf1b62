/**
 * §4: on a product page, choosing a variation points the product's wishlist button at the
 * variation (reset: back at the parent), and its added state is checked again against the known
 * ids, where a parent shows as added when one of its variations is listed.
 */
import { on } from '../../dom-bridge/events.ts';
import { refreshButtons } from '../../dom-bridge/wishlist-buttons.ts';
import { readWishlistConfig } from '../../dom-bridge/wishlist-config.ts';
import { WISHLIST } from '../../dom-bridge/wishlist-constants.ts';
import { ISLAND_WAKE_ATTR } from '../../dom-bridge/constants.ts';
import { $wishlist } from './wishlist-store.ts';
import { undoAll } from '../../dom-bridge/listen.ts';

/** The product's own buttons (`.woosw-btn-{parent}`), wherever the theme prints them. */
function buttonsOf(productId: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`${WISHLIST.button}.woosw-btn-${CSS.escape(productId)}`));
}

/** Points the product's buttons at `id` and shows their state from the known ids. */
export function pointButtons(productId: string, id: string): void {
  const buttons = buttonsOf(productId);
  for (const button of buttons) button.setAttribute('data-id', id);
  const ids = $wishlist.get().data?.ids ?? {};
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

function syncForms(): void {
  for (const form of Array.from(document.querySelectorAll('.variations_form[data-product_id]'))) {
    const productId = form.getAttribute('data-product_id') ?? '';
    if (productId) pointButtons(productId, currentVariation(form) || productId);
  }
}

/** Follows the page's variation forms; `woken` (the event that started the island) is caught up at once. */
export function followVariations(root: HTMLElement): () => void {
  if (root.hasAttribute(ISLAND_WAKE_ATTR)) syncForms();
  return undoAll([
    on('found_variation', (args, source) => {
      const productId = formProduct(source);
      const variation = args[0];
      const id = typeof variation === 'object' && variation !== null && 'variation_id' in variation ? String(variation.variation_id) : '';
      if (productId && id) pointButtons(productId, id);
    }),
    on('reset_data', (_args, source) => {
      const productId = formProduct(source);
      if (productId) pointButtons(productId, productId);
    }),
    on('woosw_fragments_refreshed', syncForms),
  ]);
}

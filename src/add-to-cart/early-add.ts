/**
 * Issue 10: the first listing add leaves at the click. The listing add-to-cart claim declares
 * `sendEarlyAdd` as its `atClick`: the first click the entry holds on a listing button whose island is
 * not live yet sends the platform's add request at once (the add-to-cart contract's endpoint), in
 * parallel with the island's chunk. That click's replay carries the answer, which the island adopts
 * (`takeEarlyAdd` in adopt-early-add.ts, then protocol's `started` call option) instead of sending it again. Once per page.
 * A shop that prints no `wc_add_to_cart_params.wc_ajax_url` gets no early add (the island's config
 * has fallbacks the entry does not read). Part of the entry: every byte here is paid on every page.
 */
import { globalRecord, str } from '../../dom-bridge/globals.ts';
import { ADD_TO_CART_ENDPOINT } from '../../protocol/cart-endpoints.ts';

let spent = false;

/**
 * The body the island sends (protocol/cart.ts addToCart(readDataset(button)), form-encoded): the
 * button's data-* fields keyed like `element.dataset`, which is what readDataset computes, less the
 * runtime's own marks (`data-island`, `data-island-state`). tests/runtime.test.ts holds the two equal.
 */
export function earlyAddBody(button: HTMLElement): URLSearchParams {
  const { island: _island, islandState: _state, ...fields } = button.dataset;
  return new URLSearchParams(fields as Record<string, string>);
}

/** Sends `button`'s add when it is the page's first early one; its answer, judged by whoever adopts it. */
export function sendEarlyAdd(button: HTMLElement): Promise<Response> | undefined {
  const template = str(globalRecord('wc_add_to_cart_params'), 'wc_ajax_url', '');
  if (spent || !template) return undefined;
  spent = true;
  // Accept and the rest of ky's request differ from the island's; wc-ajax reads none of it.
  const answer = fetch(template.replace('%%endpoint%%', ADD_TO_CART_ENDPOINT), { method: 'POST', body: earlyAddBody(button) });
  // Never an unhandled rejection while nobody has adopted it yet.
  answer.catch(() => {});
  return answer;
}

/** Tests: a new page, whose one early add is not sent yet. */
export function resetEarlyAddForTests(): void {
  spent = false;
}

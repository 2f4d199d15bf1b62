/**
 * Issue 10: the first listing add leaves at the click. The first held click on a listing
 * add-to-cart button whose island is not live yet sends the platform's add request from the entry
 * at once, in parallel with the island's chunk; the island, once live, adopts that answer
 * (`takeEarlyAdd`, then protocol's `started` call option) instead of sending it again. Once per
 * page, and only for the listing button: the product form chooses its endpoint in its own chunk.
 * A shop that prints no `wc_add_to_cart_params.wc_ajax_url` gets no early add (the island's config
 * has fallbacks the entry does not read). Part of the entry: every byte here is paid on every page.
 */
import { SELECTORS } from '../dom-bridge/constants.ts';
import { globalRecord, str } from '../dom-bridge/globals.ts';

/** 0 until the page's one early add is sent; then its button and answer until they are taken; then null. */
let pending: [button: Element, answer: Promise<Response>] | 0 | null = 0;

const ADD_PARAMS = 'wc_add_to_cart_params';

/**
 * The body the island sends (protocol/cart.ts addToCart(readDataset(button)), form-encoded): the
 * button's data-* fields keyed like `element.dataset`, which is what readDataset computes, less the
 * runtime's own marks (`data-island`, `data-island-state`). tests/runtime.test.ts holds the two equal.
 */
export function earlyAddBody(button: HTMLElement): URLSearchParams {
  const { island: _island, islandState: _state, ...fields } = button.dataset;
  return new URLSearchParams(fields as Record<string, string>);
}

/** Sends the add of `element`'s held click when it is the page's first listing add. */
export function sendEarlyAdd(element: HTMLElement): void {
  const template = str(globalRecord(ADD_PARAMS), 'wc_ajax_url', '');
  if (pending !== 0 || !template || !element.matches(SELECTORS.ajaxAddToCart)) return;
  // Accept and the rest of ky's request differ from the island's; wc-ajax reads none of it.
  const answer = fetch(template.replace('%%endpoint%%', 'add_to_cart'), { method: 'POST', body: earlyAddBody(element) });
  // Judged by whoever takes it (the island, or followEarlyAdd); never an unhandled rejection meanwhile.
  answer.catch(() => {});
  pending = [element, answer];
}

/** The early add's answer when it was sent for `button` and nobody took it yet; taking it spends it. */
export function takeEarlyAdd(button: Element): Promise<Response> | undefined {
  const answer = pending && pending[0] === button ? pending[1] : undefined;
  if (answer) pending = null;
  return answer;
}

/**
 * The island of `element` could not load after its add had left. Its held click must not go on to
 * the server link (`?add-to-cart=ID` would add a second time). Once the answer is in (or the request
 * failed: the add may still have happened), the page loads anew: the server's page is the one truth
 * about the cart, as after the platform's own link. Not the cart page in a shop that sends shoppers
 * there after an add: the bytes for that branch do not fit the entry, and there the platform's
 * handler has kept its "added to your cart" notice, with its View cart link, for the page loaded
 * anew. An add the server refused shows no change; that page can try again.
 * Returns undefined when no early add was sent for `element`.
 */
export function followEarlyAdd(element: Element): Promise<void> | undefined {
  const reload = (): void => location.reload();
  return takeEarlyAdd(element)?.then(reload, reload);
}

/** Tests: a new page, whose one early add is not sent yet. */
export function resetEarlyAddForTests(): void {
  pending = 0;
}

/**
 * The platform's cart and variation calls (§7 "Cart and catalogue").
 */
import type { Payload } from './client.ts';
import { ADD_TO_CART_ENDPOINT } from './cart-endpoints.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { wrongShape } from './errors.ts';
import { fragmentsMap, isRecord, readNonEmptyString, readString } from './validate.ts';
import { parseVariation, type Variation } from './variation.ts';

export { parseVariation, parseVariations, type Variation, type VariationImage } from './variation.ts';

export interface CartFragments {
  fragments: Record<string, string>;
  cartHash: string;
}

export type AddToCartResult =
  { kind: 'added'; fragments: Record<string, string>; cartHash: string } | { kind: 'redirect'; productUrl: string } | { kind: 'failed' };

/**
 * Adding and removing share one queue, as in the platform's own script: cart
 * changes reach the server one at a time, in the order the shopper made them (§4).
 * Each is sent with `keepalive`: a shopper who opens the cart right after a click still finds it there.
 */
export const CART_LANE = 'cart';

/** Fragments and cart hash (§3), or null when the answer carries no fragments. */
export function parseCartFragments(raw: unknown): CartFragments | null {
  if (!isRecord(raw)) return null;
  const fragments = fragmentsMap(raw.fragments);
  if (fragments === undefined) return null;
  return { fragments, cartHash: readString(raw.cart_hash) ?? '' };
}

function isEmptyAnswer(raw: unknown): boolean {
  if (raw === null || raw === false || raw === '') return true;
  if (Array.isArray(raw)) return raw.length === 0;
  return isRecord(raw) && Object.keys(raw).length === 0;
}

/** §3 add-to-cart response → outcome; also fits the theme's and the bundle's add-to-cart answers. */
export function parseAddToCart(raw: unknown): AddToCartResult {
  if (isEmptyAnswer(raw)) return { kind: 'failed' };
  if (!isRecord(raw)) throw wrongShape('add_to_cart', 'not an object');
  if (raw.error) {
    // §4 outcome 1: an error with product_url sends the shopper to the product page.
    const productUrl = readNonEmptyString(raw.product_url);
    return productUrl === undefined ? { kind: 'failed' } : { kind: 'redirect', productUrl };
  }
  const cart = parseCartFragments(raw);
  if (cart) return { kind: 'added', ...cart };
  if (raw.success === false) return { kind: 'failed' };
  throw wrongShape('add_to_cart', 'neither fragments nor an error');
}

function parseRefreshedFragments(raw: unknown): CartFragments {
  const cart = parseCartFragments(raw);
  if (!cart) throw wrongShape('get_refreshed_fragments', 'no fragments');
  return cart;
}

/** `/?wc-ajax=add_to_cart`: a listing button's data fields, or a product form's fields (protocol/product-add.ts). */
export const addToCartContract = defineContract<AddToCartResult, Payload>({
  name: 'add_to_cart',
  transport: { wcAjax: ADD_TO_CART_ENDPOINT },
  method: 'POST',
  body: 'form',
  concurrency: 'queue',
  lane: CART_LANE,
  keepalive: true,
  parse: parseAddToCart,
});

const removeFromCartContract = defineContract<CartFragments | null, { cart_item_key: string }>({
  name: 'remove_from_cart',
  transport: { wcAjax: 'remove_from_cart' },
  method: 'POST',
  body: 'form',
  concurrency: 'queue',
  lane: CART_LANE,
  keepalive: true,
  parse: parseCartFragments,
});

export const refreshedFragmentsContract = defineContract<CartFragments, { time: number }>({
  name: 'get_refreshed_fragments',
  transport: { wcAjax: 'get_refreshed_fragments' },
  method: 'POST',
  body: 'form',
  // §9: 5000 ms, as the page's wc_cart_fragments_params says.
  timeout: (config) => config.fragmentsTimeoutMs,
  parse: parseRefreshedFragments,
});

const getVariationContract = defineContract<Variation | null, Readonly<Record<string, string | number | Readonly<Record<string, string>>>>>(
  {
    name: 'get_variation',
    transport: { wcAjax: 'get_variation' },
    method: 'POST',
    body: 'form',
    concurrency: 'latest',
    // One lookup per product at a time: two different forms on a page never cancel each other.
    lane: (input) => `get_variation:${String(input.product_id)}`,
    parse: parseVariation,
  },
);

/**
 * Adds to the cart with the button's data as payload (§7); queued behind every other cart change.
 * `options.started`: the entry already sent this add (src/add-to-cart/early-add.ts); its answer is adopted in the queue's turn.
 */
export function addToCart(payload: Record<string, string | number>, options?: CallOptions): Promise<AddToCartResult> {
  return call(addToCartContract, payload, options);
}

/** Removes one cart item; null when the answer has no fragments (then follow the remove link, §4). */
export function removeFromCart(cartItemKey: string, options?: CallOptions): Promise<CartFragments | null> {
  return call(removeFromCartContract, { cart_item_key: cartItemKey }, options);
}

/** Fresh cart fragments; times out after the configured fragments time-out (§9). */
export function getRefreshedFragments(options?: CallOptions): Promise<CartFragments> {
  return call(refreshedFragmentsContract, { time: Date.now() }, options);
}

/**
 * Asks the server for the variation matching the chosen attributes; null when
 * none matches. A newer lookup for the same product aborts this one (§4).
 */
export function getVariation(
  payload: { productId: number; attributes: Record<string, string>; customData?: Record<string, string> },
  options?: CallOptions,
): Promise<Variation | null> {
  const input = {
    ...payload.attributes,
    product_id: payload.productId,
    ...(payload.customData ? { custom_data: payload.customData } : {}),
  };
  return call(getVariationContract, input, options);
}

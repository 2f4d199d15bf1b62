/**
 * The bought-together add-on's calls (§7 "Bought-together bundle"), on the endpoint its settings
 * name (wc-ajax in this version, admin-ajax in older ones), each with its nonce:
 * `woobt_add_all_to_cart` with the section's fields answers like the platform's add (an empty answer
 * is ignored, §8); `woobt_get_variation_items` answers the section of a chosen variation that has a
 * bundle of its own ('' for none). A wrong nonce is answered with the plain text 'Permissions check
 * failed!': it rejects as a ProtocolError with that text.
 */
import { BUNDLE_TEXTS } from '../dom-bridge/bought-together-constants.ts';
import { CART_LANE, parseAddToCart, type AddToCartResult } from './cart.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { ProtocolError } from './errors.ts';

export interface AddAllInput {
  [key: string]: string | number | Readonly<Record<string, string>>;
  quantity: string;
  product_id: string;
  variation_id: string;
  /** The serialized bundle (§3). */
  woobt_ids: string;
  /** The main product's chosen attributes. */
  variation: Readonly<Record<string, string>>;
  nonce: string;
}

/** An empty answer (the add-on's `if (!response) return;`) is its own outcome: nothing happens. */
export type AddAllResult = AddToCartResult | { kind: 'empty' };

const ACTION = 'woobt_add_all_to_cart';
const VARIATION_ITEMS = 'woobt_get_variation_items';

/** The add-on's refusal of its nonce: a 200 with plain text, a failure with its own words. */
function refuse(name: string, raw: unknown): void {
  if (typeof raw === 'string' && raw.trim() === BUNDLE_TEXTS.badNonce)
    throw new ProtocolError('http_error', { message: BUNDLE_TEXTS.badNonce, cause: `${name}: nonce refused` });
}

function parseAddAll(raw: unknown): AddAllResult {
  refuse(ACTION, raw);
  if (raw === '' || raw === null || raw === undefined || raw === false || raw === 0 || raw === '0') return { kind: 'empty' };
  return parseAddToCart(raw);
}

function parseVariationItems(raw: unknown): string {
  refuse(VARIATION_ITEMS, raw);
  return typeof raw === 'string' ? raw.trim() : '';
}

const common = {
  name: ACTION,
  method: 'POST',
  body: 'form',
  // One cart change at a time, behind the page's other adds (§4).
  concurrency: 'queue',
  lane: CART_LANE,
  keepalive: true,
  response: 'json-or-text',
  parse: parseAddAll,
} as const;

const wcAjaxContract = defineContract<AddAllResult, AddAllInput>({ ...common, transport: { wcAjax: ACTION } });
const adminAjaxContract = defineContract<AddAllResult, AddAllInput>({ ...common, transport: { adminAjax: ACTION } });

const items = {
  name: VARIATION_ITEMS,
  method: 'POST',
  body: 'form',
  // A newer choice of the product's variation supersedes the section asked for an older one.
  concurrency: 'latest',
  response: 'text',
  parse: parseVariationItems,
} as const;
const wcAjaxItems = defineContract<string, { variation_id: string; nonce: string }>({ ...items, transport: { wcAjax: VARIATION_ITEMS } });
const adminAjaxItems = defineContract<string, { variation_id: string; nonce: string }>({
  ...items,
  transport: { adminAjax: VARIATION_ITEMS },
});

/** The section (its contents) of `variationId`'s own bundle, or '' when it has none. */
export function getVariationItems(variationId: number, nonce: string, wcAjax: boolean, options?: CallOptions): Promise<string> {
  const input = { variation_id: String(variationId), nonce };
  return wcAjax ? call(wcAjaxItems, { ...input, action: VARIATION_ITEMS }, options) : call(adminAjaxItems, input, options);
}

/** Adds the main product and the bundle; `wcAjax` picks the add-on's endpoint. */
export function addAllToCart(input: AddAllInput, wcAjax: boolean, options?: CallOptions): Promise<AddAllResult> {
  // The add-on posts its action name in the body on both endpoints.
  return wcAjax ? call(wcAjaxContract, { ...input, action: ACTION }, options) : call(adminAjaxContract, input, options);
}

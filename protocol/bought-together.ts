/**
 * The bought-together add-on's add-all call (§7 "Bought-together bundle"): `woobt_add_all_to_cart`
 * with the section's fields, on the endpoint the add-on's settings name (wc-ajax in this version,
 * admin-ajax in older ones). It answers like the platform's add; an empty answer is ignored (§8).
 */
import { CART_LANE, parseAddToCart, type AddToCartResult } from './cart.ts';
import { call, defineContract, type CallOptions } from './contract.ts';

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

function parseAddAll(raw: unknown): AddAllResult {
  if (raw === '' || raw === null || raw === undefined || raw === false || raw === 0 || raw === '0') return { kind: 'empty' };
  return parseAddToCart(raw);
}

const common = {
  name: ACTION,
  method: 'POST',
  body: 'form',
  // One cart change at a time, behind the page's other adds (§4).
  concurrency: 'queue',
  lane: CART_LANE,
  response: 'json-or-text',
  parse: parseAddAll,
} as const;

const wcAjaxContract = defineContract<AddAllResult, AddAllInput>({ ...common, transport: { wcAjax: ACTION } });
const adminAjaxContract = defineContract<AddAllResult, AddAllInput>({ ...common, transport: { adminAjax: ACTION } });

/** Adds the main product and the bundle; `wcAjax` picks the add-on's endpoint. */
export function addAllToCart(input: AddAllInput, wcAjax: boolean, options?: CallOptions): Promise<AddAllResult> {
  // The add-on posts its action name in the body on both endpoints.
  return wcAjax ? call(wcAjaxContract, { ...input, action: ACTION }, options) : call(adminAjaxContract, input, options);
}

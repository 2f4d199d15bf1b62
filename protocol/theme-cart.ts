/**
 * The theme's two add-to-cart calls (§7 "Theme"). Both answer like the platform's
 * add_to_cart (error + product_url, or fragments + cart_hash) and share its queue,
 * so every add on the page reaches the server one at a time, in click order (§4).
 */
import { CART_LANE, parseAddToCart, type AddToCartResult } from './cart.ts';
import { shopConfig, type FieldValue, type Payload } from './client.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';

/** Form fields in document order, as a cart form serializes them (`[name, value]` pairs). */
export type FormFields = ReadonlyArray<readonly [string, string]>;

/**
 * The fields as a payload, the way PHP reads the posted form: a name ending in `[]`
 * collects every value into a list (§7), any other name keeps its last value.
 */
export function fieldsToPayload(fields: FormFields): Payload {
  const payload: Record<string, FieldValue> = {};
  const lists = new Map<string, string[]>();
  for (const [name, value] of fields) {
    if (name.endsWith('[]')) {
      const list = lists.get(name) ?? [];
      list.push(value);
      lists.set(name, list);
      payload[name] = list;
    } else {
      payload[name] = value;
    }
  }
  return payload;
}

/** `/?{theme}-ajax=woocommerce_add_to_cart`: attribute_* fields, quantity, product_id holding the variation id. */
const woocommerceAddToCartContract = defineContract<AddToCartResult, Payload>({
  name: 'theme woocommerce_add_to_cart',
  transport: { themeAjax: 'woocommerce_add_to_cart' },
  method: 'POST',
  body: 'form',
  concurrency: 'queue',
  lane: CART_LANE,
  keepalive: true,
  parse: parseAddToCart,
});

const themeContracts = new Map<string, Contract<AddToCartResult, Payload>>();

/** `/?wc-ajax={theme}_add_to_cart`: its endpoint name carries the configured theme, so it is made per theme. */
function themeAddToCartContract(theme: string): Contract<AddToCartResult, Payload> {
  let contract = themeContracts.get(theme);
  if (!contract) {
    contract = defineContract<AddToCartResult, Payload>({
      name: `${theme}_add_to_cart`,
      transport: { wcAjax: `${theme}_add_to_cart` },
      method: 'POST',
      body: 'form',
      concurrency: 'queue',
      lane: CART_LANE,
      keepalive: true,
      parse: parseAddToCart,
    });
    themeContracts.set(theme, contract);
  }
  return contract;
}

/**
 * `/?wc-ajax={theme}_add_to_cart` with the cart form's fields (product_id, variation_id,
 * quantity and the rest; `name[]` fields become lists). Queued behind every other cart change.
 */
export function themeAddToCart(fields: FormFields, options?: CallOptions): Promise<AddToCartResult> {
  return call(themeAddToCartContract(shopConfig().vendors.theme), fieldsToPayload(fields), options);
}

/**
 * `/?{theme}-ajax=woocommerce_add_to_cart` with attribute_* fields, quantity and product_id
 * (the variation's id for a variable product). Queued behind every other cart change.
 */
export function themeWoocommerceAddToCart(fields: FormFields, options?: CallOptions): Promise<AddToCartResult> {
  return call(woocommerceAddToCartContract, fieldsToPayload(fields), options);
}

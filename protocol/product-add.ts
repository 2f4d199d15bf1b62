/**
 * The product form's add to cart on any shop (§4 "Add to cart", §7): which in-place call the page
 * offers, the platform's own `/?wc-ajax=add_to_cart` with the form's fields, and how to tell an
 * answer from an endpoint that is not there (then the form posts the plain way).
 */
import type { ShopConfig } from '../dom-bridge/config.ts';
import { addToCartContract, type AddToCartResult } from './cart.ts';
import { call, type CallOptions } from './contract.ts';
import { ProtocolError } from './errors.ts';
import { fieldsToPayload, themeAddToCart, type FormFields } from './theme-cart.ts';

/** `theme`: `/?wc-ajax={theme}_add_to_cart`; `platform`: `/?wc-ajax=add_to_cart`; `form`: the plain form post. */
export type ProductAddEndpoint = 'theme' | 'platform' | 'form';

/**
 * The add the product form uses, from what the page offers: the theme's call where its endpoints
 * exist, else the platform's, else (no wc-ajax URL printed at all) the plain form post.
 */
export function productAddEndpoint(offer: Pick<ShopConfig, 'themeEndpoints' | 'platformAjax'>): ProductAddEndpoint {
  if (offer.themeEndpoints) return 'theme';
  return offer.platformAjax ? 'platform' : 'form';
}

/**
 * The fields as the platform's add reads them: it takes product_id as the product to add, so for a
 * variation it must hold the chosen variation's id (it then reads that variation's attributes itself).
 */
export function platformAddFields(fields: FormFields): FormFields {
  const variationId = fields.find(([name]) => name === 'variation_id')?.[1];
  if (!variationId || variationId === '0') return fields;
  return fields.map(([name, value]) => (name === 'product_id' ? ['product_id', variationId] : [name, value]));
}

/**
 * Sends the product form's fields (product_id, quantity, …; `add-to-cart` already left out) to the
 * chosen in-place call. Queued behind every other cart change (§4).
 */
export function productAdd(
  endpoint: Exclude<ProductAddEndpoint, 'form'>,
  fields: FormFields,
  options?: CallOptions,
): Promise<AddToCartResult> {
  if (endpoint === 'theme') return themeAddToCart(fields, options);
  return call(addToCartContract, fieldsToPayload(platformAddFields(fields)), options);
}

/**
 * True when a rejected add says the endpoint is not there rather than that the add failed: a page
 * or an empty 4xx instead of JSON (WordPress answers an unknown query with a page, a missing route
 * with 404/400, a refused nonce with `-1`), or JSON that is no add answer at all (`-1`, `0`).
 * A 5xx, offline and a time-out are failures the plain form post would meet too.
 */
export function endpointMissing(error: unknown): boolean {
  if (!(error instanceof ProtocolError)) return false;
  if (error.code === 'unknown_error') return true;
  if (error.code !== 'invalid_json' && error.code !== 'http_error') return false;
  return error.status === undefined || error.status < 500;
}

/**
 * ProductX's add to cart (§7 "Product blocks"): admin-ajax `wopb_addcart` with the
 * product (`postid`), the quantity (default 1) and ProductX's nonce (`wpnonce`). It
 * reads `success` only; an empty answer (ProductX's reply to a bad nonce) is a failure.
 * It shares the cart queue with every other add (§4).
 */
import { CART_LANE } from './cart.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { isRecord } from './validate.ts';
import { WOPB_NONCE } from './wopb.ts';

/** `{success: true}` → true; anything else (false, empty, `0`) → false. */
export function parseWopbAddCart(raw: unknown): boolean {
  return isRecord(raw) && raw.success === true;
}

const wopbAddCartContract = defineContract<boolean, { postid: number; quantity: number }>({
  name: 'wopb_addcart',
  transport: { adminAjax: 'wopb_addcart' },
  method: 'POST',
  body: 'form',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'json-or-text',
  concurrency: 'queue',
  lane: CART_LANE,
  keepalive: true,
  parse: parseWopbAddCart,
});

/** Adds `quantity` (default 1) of product `postid`; resolves whether the server says it worked. */
export function wopbAddToCart(postid: number, quantity = 1, options?: CallOptions): Promise<boolean> {
  return call(wopbAddCartContract, { postid, quantity: quantity > 0 ? quantity : 1 }, options);
}

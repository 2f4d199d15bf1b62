/**
 * ProductX's quick view (its `quick_view` add-on, issue 25): POST `/?wc-ajax=wopb_quickview` with the
 * product (`postid`), the ids of the listing it was opened from (`postList`, for its previous/next
 * arrows) and ProductX's nonce in `wpnonce`. It answers the modal's markup: header, body with the
 * gallery, summary and cart form, and the arrows. A bad nonce answers an empty 200 (`StaleNonce`:
 * the caller renews the nonce and asks again); a product it cannot find, a 500. A newer quick view
 * supersedes an older one still on its way.
 *
 * Its "Buy now" is ProductX's add to cart with `cartType: 'buy_now'` (the cart is emptied first),
 * in the cart queue with every other add (§4).
 */
import { CART_LANE } from './cart.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { html } from './wopb-listing.ts';
import { parseWopbAddCart } from './wopb-cart.ts';
import { WOPB_NONCE } from './wopb.ts';

export const WOPB_QUICK_VIEW_ACTION = 'wopb_quickview';
/** ProductX's cart type for "Buy now": the cart is emptied before the add. */
const BUY_NOW = 'buy_now';

/** What a quick view asks for: the product and the listing's ids (comma-separated, as the trigger prints them). */
export type WopbQuickViewInput = {
  postid: number;
  postList: string;
};

const quickViewContract = defineContract<string, WopbQuickViewInput & { action: string }>({
  name: WOPB_QUICK_VIEW_ACTION,
  transport: { wcAjax: WOPB_QUICK_VIEW_ACTION },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'text',
  concurrency: 'latest',
  parse: html(WOPB_QUICK_VIEW_ACTION),
});

/** The modal's markup for `input.postid`; rejects with `StaleNonce` on ProductX's empty answer. */
export function fetchWopbQuickView(input: WopbQuickViewInput, options?: CallOptions): Promise<string> {
  // ProductX's own script sends the action too (wc-ajax does not need it, admin-ajax would).
  return call(quickViewContract, { action: WOPB_QUICK_VIEW_ACTION, ...input }, options);
}

/** The "Buy now" add: the product, the chosen variation and its attributes, the quantity. */
export type WopbBuyNowInput = {
  postid: number;
  quantity: number;
  variationId: number;
  /** `attribute_pa_color` → `blue`. */
  variation: Record<string, string>;
};

const buyNowContract = defineContract<boolean, WopbBuyNowInput & { cartType: string }>({
  name: 'wopb_addcart',
  transport: { adminAjax: 'wopb_addcart' },
  method: 'POST',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  response: 'json-or-text',
  concurrency: 'queue',
  lane: CART_LANE,
  parse: parseWopbAddCart,
});

/** Empties the cart and adds the product (ProductX's `buy_now`); resolves whether the server says it worked. */
export function wopbBuyNow(input: WopbBuyNowInput, options?: CallOptions): Promise<boolean> {
  return call(buyNowContract, { ...input, cartType: BUY_NOW }, options);
}

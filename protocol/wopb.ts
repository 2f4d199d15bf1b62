/**
 * ProductX (wopb) calls of the product page (§7 "Product blocks (wopb)"): the
 * view ping and the share count. Both carry ProductX's own nonce
 * (`wopb_core.security`, config key `wopb`) in the `wpnonce` field.
 */
import { shopConfig } from './client.ts';
import { call, defineContract, type CallOptions } from './contract.ts';
import { wrongShape } from './errors.ts';
import { isRecord, readNumber } from './validate.ts';

/** `ShopConfig.nonces` key of ProductX's nonce. */
export const WOPB_NONCE = 'wopb';

/**
 * POST REST /wopb/views {postID, wpnonce}, JSON like the platform's apiFetch, with the
 * REST nonce in X-WP-Nonce (a stale one is refreshed and the call retried, §6).
 * §7: the response is not read.
 */
const productViewContract = defineContract<void, { postID: number; wpnonce: string }>({
  name: 'wopb_views',
  transport: { rest: '/wopb/views' },
  method: 'POST',
  body: 'json',
  nonce: { header: 'X-WP-Nonce', key: 'rest' },
  response: 'json-or-text',
  parse: () => undefined,
});

/** `{success: true, data: {count}}` → count (ProductX also puts `success` inside `data`). */
export function parseShareCount(raw: unknown): number {
  if (!isRecord(raw) || raw.success !== true || !isRecord(raw.data)) throw wrongShape('wopb_share_count', 'not {success: true, data}');
  const count = readNumber(raw.data.count);
  if (count === undefined) throw wrongShape('wopb_share_count', 'no data.count');
  return count;
}

/** POST admin-ajax {action 'wopb_share_count', shareCount, postId, wpnonce}; reads data.count (§7). */
const shareCountContract = defineContract<number, { shareCount: number; postId: number }>({
  name: 'wopb_share_count',
  transport: { adminAjax: 'wopb_share_count' },
  method: 'POST',
  body: 'form',
  nonce: { field: 'wpnonce', key: WOPB_NONCE },
  parse: parseShareCount,
});

/** Records one view of `postId` (§7: sent 3 s after a product page loads). */
export function recordProductView(postId: number, options?: CallOptions): Promise<void> {
  // The REST call carries two nonces: ProductX's in the body, WordPress's in the header (above).
  return call(productViewContract, { postID: postId, wpnonce: shopConfig().nonces[WOPB_NONCE] ?? '' }, options);
}

/** Adds one share of `postId`, whose page showed `shareCount`; resolves with the new count. */
export function addShareCount(input: { postId: number; shareCount: number }, options?: CallOptions): Promise<number> {
  return call(shareCountContract, input, options);
}

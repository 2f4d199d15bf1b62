/**
 * ProductX's (wopb) endpoints of the product page (§7 "Product blocks (wopb)"):
 * REST `/wopb/views` and admin-ajax `wopb_share_count`. Both check ProductX's
 * `wopb-nonce` in `wpnonce`; a bad one is ignored the way ProductX ignores it (its
 * handler returns early): REST answers 200 `null`, admin-ajax falls through to
 * admin-ajax.php's closing `wp_die( '0' )`.
 */
import type { Context } from 'hono';
import { resolveId } from '../catalogue.ts';
import { absint, readRequest, sendJson, wpDie } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';

function wopbNonceValid(c: Context, shop: Shop, nonce: unknown): boolean {
  return typeof nonce === 'string' && verifyNonce(shop.store.secret(), NONCE_ACTIONS.wopb, readSessionId(c, shop.store) ?? '', nonce);
}

/** The product a request names, if it is one of the shop's (not a variation). */
function productId(shop: Shop, raw: unknown): number | null {
  const id = absint(typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined);
  const found = id ? resolveId(shop.catalogue, id) : null;
  return found && found.variation === null ? id : null;
}

/** POST /wp-json/wopb/views {postID, wpnonce} (JSON, as apiFetch sends it): counts one view. */
export async function wopbViews(c: Context, shop: Shop): Promise<Response> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await c.req.json();
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // An unreadable body names no product: nothing is counted.
  }
  const id = productId(shop, body.postID);
  if (!wopbNonceValid(c, shop, body.wpnonce) || id === null) return sendJson(c, null);
  const views = shop.store.countProductView(id);
  return sendJson(c, { success: true, views });
}

/** admin-ajax `wopb_share_count` {shareCount, postId, wpnonce}: counts one share, answers the new count. */
export async function wopbShareCount(c: Context, shop: Shop): Promise<Response> {
  const request = await readRequest(c);
  const id = productId(shop, request.postId);
  if (!wopbNonceValid(c, shop, request.wpnonce) || id === null) return wpDie(c, '0');
  // ProductX stores the posted count + 1; here the server's own count is the truth, so pages never race it back.
  const count = shop.store.countProductShare(id);
  return sendJson(c, { success: true, data: { success: true, count } });
}

/**
 * ProductX's quick view (issue 25): `/?wc-ajax=wopb_quickview` (what its script calls) and the
 * admin-ajax action of the same name, {postid, postList, wpnonce}. As the add-on answers: a bad
 * or missing nonce returns early (wc-ajax's empty 200; admin-ajax's closing `0`); `postid` is read
 * from the POST body only, and one that names no product of the shop fails halfway through the
 * answer with PHP's fatal error (500, the answer's head, then WordPress's critical-error text).
 */
import type { Context } from 'hono';
import { resolveId } from '../catalogue.ts';
import { absint, htmlResponse, readForm, readRequest, wpDie } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { wopbQuickViewAnswer, wopbQuickViewHead } from '../render/wopb-quick-view.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
import type { AjaxHandler } from './types.ts';

/** WordPress's words when a request dies of a PHP fatal error. */
const CRITICAL_ERROR =
  '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>';

async function answer(c: Context, shop: Shop, refused: () => Response): Promise<Response> {
  const request = await readRequest(c);
  const nonce = request.wpnonce ?? '';
  if (!nonce || !verifyNonce(shop.store.secret(), NONCE_ACTIONS.wopb, readSessionId(c, shop.store) ?? '', nonce)) return refused();
  const form = await readForm(c);
  const postId = (form.postid ?? '').trim();
  // ProductX reads the id as text: "17abc" is no product (wc_get_product() would take 17 only from an int).
  const found = /^\d+$/.test(postId) ? resolveId(shop.catalogue, absint(postId)) : null;
  if (!found) return htmlResponse(c, `${wopbQuickViewHead(postId)}${CRITICAL_ERROR}`, 500);
  return htmlResponse(c, wopbQuickViewAnswer(shop.catalogue, found.product, found.variation, postId, (form.postList ?? '').trim()));
}

/** `/?wc-ajax=wopb_quickview`: a refused request ends in WooCommerce's wp_die() (empty 200). */
const wopb_quickview: AjaxHandler = (c, shop) => answer(c, shop, () => wpDie(c));

export const WOPB_QUICK_VIEW_WC_AJAX: Record<string, AjaxHandler> = { wopb_quickview };

/** admin-ajax `wopb_quickview` (ProductX registers the guest action too): a refused request ends in admin-ajax's `0`. */
export function wopbQuickViewAdminAjax(c: Context, shop: Shop): Promise<Response> {
  return answer(c, shop, () => wpDie(c, '0'));
}

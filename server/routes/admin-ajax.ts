/**
 * `/wp-admin/admin-ajax.php`: WordPress core's ajax entry. `rest-nonce` and
 * ProductX's `wopb_share_count` are registered here; anything else answers core's `0` with status 400.
 */
import type { Context } from 'hono';
import { readRequest, wpDie } from '../http.ts';
import { readSessionId } from '../session.ts';
import { nonceFor, type Shop } from '../shop.ts';
import { NONCE_ACTIONS, VENDORS } from '../site.ts';
import { wopbShareCount } from './wopb.ts';
import { woobtAddAllToCart, woobtGetVariationItems } from './bought-together.ts';
import { wopbAddCart } from './cart-ajax.ts';
import { wopbCheckoutLogin } from './checkout-routes.ts';
import { WISHLIST_ADMIN_AJAX } from './wishlist-ajax.ts';
import { wopbGetNonce } from './wopb-discovery.ts';
import { wopbQuickViewAdminAjax } from './wopb-quick-view.ts';
import { marketingIdentify } from '../tracking/identify.ts';
import { ACCOUNT_ACTIONS, cookieAccepted, userLogin, userLostPassword, userRegister } from '../users.ts';

type AdminAjaxAction = (c: Context, shop: Shop) => Response | Promise<Response>;

const ACTIONS: Record<string, AdminAjaxAction> = {
  /** wp_ajax_rest_nonce(): a fresh wp_rest nonce as plain text, what the client refetches after rest_cookie_invalid_nonce. */
  'rest-nonce': (c, shop) => wpDie(c, nonceFor(shop, NONCE_ACTIONS.rest, readSessionId(c, shop.store))),
  wopb_share_count: wopbShareCount,
  wopb_addcart: wopbAddCart,
  wopb_checkout_login: wopbCheckoutLogin,
  [`${VENDORS.marketing}_identify`]: marketingIdentify,
  woobt_add_all_to_cart: woobtAddAllToCart,
  woobt_get_variation_items: woobtGetVariationItems,
  ...WISHLIST_ADMIN_AJAX,
  wopb_get_nonce: wopbGetNonce,
  wopb_quickview: wopbQuickViewAdminAjax,
  [ACCOUNT_ACTIONS.login]: userLogin,
  [ACCOUNT_ACTIONS.register]: userRegister,
  [ACCOUNT_ACTIONS.lostPassword]: userLostPassword,
  [ACCOUNT_ACTIONS.cookieAccepted]: cookieAccepted,
};

export async function adminAjax(c: Context, shop: Shop): Promise<Response> {
  const request = await readRequest(c);
  const action = request.action ? ACTIONS[request.action] : undefined;
  // admin-ajax.php: a missing or unhooked action is wp_die( '0', 400 ).
  if (!action) return wpDie(c, '0', 400);
  return action(c, shop);
}

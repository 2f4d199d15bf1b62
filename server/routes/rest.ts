/**
 * `/wp-json/…`: the REST routes the client calls, with WordPress's cookie-auth
 * nonce check. A bad or missing X-WP-Nonce answers the exact core error the
 * client's nonce-refresh retry keys on.
 */
import type { Context } from 'hono';
import { sendJson } from '../http.ts';
import { verifyNonce } from '../nonce.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { NONCE_ACTIONS } from '../site.ts';
import { wopbViews } from './wopb.ts';
import { wopbProductFilter } from './wopb-discovery.ts';
import { salesNotification, updateCurrentUser, USERS_ME_ROUTE } from '../users.ts';
import { wopbProductSearch } from './search.ts';

type RestHandler = (c: Context, shop: Shop) => Response | Promise<Response>;

interface RestRoute {
  method: 'GET' | 'POST';
  path: string;
  handler: RestHandler;
}

const ROUTES: RestRoute[] = [
  { method: 'GET', path: '/shop-islands/v1/ping', handler: (c) => sendJson(c, { ok: true }) },
  { method: 'POST', path: '/wopb/views', handler: wopbViews },
  { method: 'POST', path: '/wopb/product-filter', handler: wopbProductFilter },
  { method: 'POST', path: USERS_ME_ROUTE, handler: updateCurrentUser },
  { method: 'POST', path: '/sales/v1/notification', handler: salesNotification },
  { method: 'POST', path: '/wopb/product-search', handler: wopbProductSearch },
];

/** rest_cookie_check_errors(): the nonce from the X-WP-Nonce header or the _wpnonce parameter. */
function nonceValid(c: Context, shop: Shop): boolean {
  const nonce = c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce');
  return verifyNonce(shop.store.secret(), NONCE_ACTIONS.rest, readSessionId(c, shop.store) ?? '', nonce);
}

/** Dispatches `route` (the path after /wp-json). */
export function rest(c: Context, shop: Shop, route: string): Response | Promise<Response> {
  const match = ROUTES.find(
    (r) => r.path === route.replace(/\/$/, '') && (r.method === c.req.method || (r.method === 'GET' && c.req.method === 'HEAD')),
  );
  if (!match) {
    return sendJson(
      c,
      { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
      404,
    );
  }
  // Stricter than core, which treats a request without any nonce as logged out: here every route needs one.
  if (!nonceValid(c, shop)) {
    return sendJson(c, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);
  }
  return match.handler(c, shop);
}

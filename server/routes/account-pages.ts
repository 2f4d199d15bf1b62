/**
 * The account area's page routes: the page that requires login is its committed fixture for a
 * guest (the login modal opens by itself) and rendered on the fly for a logged-in visitor, whose body
 * says `logged-in` as WordPress's does, so nothing opens.
 */
import type { Context } from 'hono';
import { loggedInCustomer } from '../checkout.ts';
import { LOGIN_REQUIRED_ROUTE, loginRequiredPage } from '../render/site-account-pages.ts';
import type { Shop } from '../shop.ts';
import type { ResolvedPage } from './types.ts';

export function resolveAccountPage(c: Context, shop: Shop, path: string): ResolvedPage | null {
  if (path !== LOGIN_REQUIRED_ROUTE || !loggedInCustomer(c, shop)) return null;
  return { spec: loginRequiredPage(true), fixture: null, status: 200 };
}

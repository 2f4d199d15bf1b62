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
import { COMING_SOON_META, userMeta } from '../users.ts';

export function resolveAccountPage(c: Context, shop: Shop, path: string): ResolvedPage | null {
  if (path !== LOGIN_REQUIRED_ROUTE || !loggedInCustomer(c, shop)) return null;
  return { spec: loginRequiredPage(true), fixture: null, status: 200 };
}

/** Whether the logged-in visitor dismissed the coming-soon banner (§3 user meta): it is then no longer printed for them. */
export function comingSoonDismissed(c: Context, shop: Shop): boolean {
  const customer = loggedInCustomer(c, shop);
  return customer !== null && userMeta(shop.store, customer.id, COMING_SOON_META) === 'yes';
}

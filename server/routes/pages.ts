/**
 * HTML pages. A route with a committed fixture is served from that file with
 * the visitor's regions swapped in (header and footer cart links, notices, the
 * REST nonce, the cart page's table); other routes render on the fly through
 * the same PageSpecs. Non-JS form actions run first, as the platform runs them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { htmlResponse } from '../http.ts';
import {
  apiSettingsRegion,
  cartPageRegion,
  footerCartRegion,
  headerCartRegion,
  noticesRegion,
  renderDocument,
  wishlistVarsRegion,
} from '../render/layout.ts';
import { parseOrderBy } from '../render/listing.ts';
import { WOPB_CORE_ID, wopbCoreRegion } from '../render/wopb-core.ts';
import { bundleNonceRegion } from '../render/bought-together.ts';
import { categoryPage, fixturePages, notFoundPage, productPageBySlug, shopPage } from '../render/pages.ts';
import { checkoutRegions } from '../render/checkout-page.ts';
import { requestCheckoutVisitor, resolveOrderReceived } from './checkout-routes.ts';
import { staticVisitor } from '../fixtures.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import type { PageSpec, VisitorState } from '../views.ts';
import { visitorState } from '../visitor.ts';
import { handleForms } from './form-handler.ts';
import { cartRegions, storeNoticeHidden } from './cart-pages.ts';
import type { ResolvedPage } from './types.ts';
import { resolveWishlistPage } from './wishlist-pages.ts';
import { comingSoonDismissed, resolveAccountPage } from './account-pages.ts';
import { accountModalsRegion, comingSoonRegion } from '../render/site-account.ts';
import { headerAccountRegion } from '../render/site-header.ts';
import { loggedInCustomer } from '../checkout.ts';
import { isSearchQuery, searchResultsPage } from '../render/search-page.ts';
import { isXssCatalogue } from '../security/xss-catalogue.ts';

/** A page route (with trailing slash) → what to serve; null when it is not a page of this shop. */
export function resolvePage(shop: Shop, path: string, query: Record<string, string>): ResolvedPage | null {
  const orderBy = parseOrderBy(query.orderby);
  const fixture = fixturePages(shop.catalogue).find((page) => page.route === path);
  // Sorted listings differ from the committed default order, so they render on the fly.
  if (fixture && !(fixture.file.startsWith('shop') && orderBy !== 'menu_order')) {
    return { spec: fixture.spec, fixture: fixture.file, status: 200 };
  }
  if (path === '/shop/') return { spec: shopPage(shop.catalogue, orderBy), fixture: null, status: 200 };
  if (path === '/shop-jquery/') return { spec: shopPage(shop.catalogue, orderBy, true), fixture: null, status: 200 };
  const orderReceived = resolveOrderReceived(shop, path, query);
  if (orderReceived) return orderReceived;
  const product = /^\/product\/([a-z0-9-]+)\/$/.exec(path);
  if (product?.[1]) {
    const spec = productPageBySlug(shop.catalogue, product[1]);
    return spec ? { spec, fixture: null, status: 200 } : null;
  }
  const category = /^\/product-category\/([a-z0-9-]+)\/$/.exec(path);
  if (category?.[1]) {
    const spec = categoryPage(shop.catalogue, category[1], orderBy);
    return spec ? { spec, fixture: null, status: 200 } : null;
  }
  if (path === '/' && isSearchQuery(query)) return { spec: searchResultsPage(shop.catalogue, query, orderBy), fixture: null, status: 200 };
  return null;
}

export class FixtureOutOfDateError extends Error {}

/** Replaces the single occurrence of `from`; a missing or repeated region means the fixture no longer matches the renderer. */
function swapOnce(html: string, from: string, to: string, file: string, region: string): string {
  const at = html.indexOf(from);
  if (at === -1 || html.indexOf(from, at + 1) !== -1) {
    throw new FixtureOutOfDateError(
      `fixtures-html/${file}: the ${region} region is not where the renderer puts it; run npx tsx server/build-fixtures.ts`,
    );
  }
  return html.slice(0, at) + to + html.slice(at + from.length);
}

/** The committed page with this visitor's regions in place of the static visitor's. */
export function personalise(html: string, file: string, spec: PageSpec, visitor: VisitorState): string {
  const base = staticVisitor();
  const regions: Array<[string, (v: VisitorState) => string]> = [
    ['header cart', headerCartRegion],
    ['footer cart', footerCartRegion],
    ['notices', noticesRegion],
    ['wpApiSettings', apiSettingsRegion],
  ];
  if (spec.isCart) regions.push(['cart table', cartPageRegion]);
  regions.push(...cartRegions(spec));
  regions.push(...checkoutRegions(file));
  if (html.includes(`id="${WOPB_CORE_ID}"`)) regions.push(['wopb_core', wopbCoreRegion]);
  if (html.includes('id="woosw-frontend-js-extra"')) regions.push(['woosw_vars', (v) => wishlistVarsRegion(spec, v)]);
  if (html.includes('id="modal-user-login"')) regions.push(['account modals', accountModalsRegion]);
  if (html.includes('id="coming-soon-footer-banner"')) regions.push(['coming-soon banner', comingSoonRegion]);
  if (html.includes('class="header-icon header-account')) regions.push(['header account', headerAccountRegion]);
  if (html.includes('id="woobt-frontend-js-extra"')) regions.push(['woobt_vars', bundleNonceRegion]);
  let out = html;
  for (const [name, region] of regions) out = swapOnce(out, region(base), region(visitor), file, name);
  return out;
}

export interface PageOptions {
  fixturesDir: string;
}

/** GET or POST of any page path (already normalised to end in "/"). */
export async function servePage(c: Context, shop: Shop, path: string, options: PageOptions): Promise<Response> {
  const query = c.req.query();
  const outcome = await handleForms(c, shop, readSessionId(c, shop.store));
  if (outcome.redirect) return c.redirect(outcome.redirect, 302);

  const page = resolveAccountPage(c, shop, path) ??
    resolveWishlistPage(c, shop, path) ??
    resolvePage(shop, path, query) ?? { spec: notFoundPage(), fixture: null, status: 404 };
  const queued = outcome.sessionId ? shop.store.transaction(() => shop.store.takeNotices(outcome.sessionId ?? '')) : [];
  const visitor = {
    ...visitorState(shop, outcome.sessionId, [...queued, ...outcome.notices]),
    storeNoticeHidden: storeNoticeHidden(c),
    checkout: await requestCheckoutVisitor(c, shop, outcome.sessionId),
    comingSoonDismissed: comingSoonDismissed(c, shop),
    loggedIn: loggedInCustomer(c, shop) !== null,
  };

  // The XSS switch's catalogue differs from the committed fixtures': its pages render live.
  const html =
    page.fixture && !isXssCatalogue(shop.catalogue)
      ? personalise(await readFile(join(options.fixturesDir, page.fixture), 'utf8'), page.fixture, page.spec, visitor)
      : renderDocument(page.spec, visitor);
  return htmlResponse(c, html, page.status);
}

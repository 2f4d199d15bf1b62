/**
 * The real shop's pages: the committed fixture (fixtures-html/real-shop/) with this visitor's
 * regions in place of the captured ones — the header and footer cart links, the notices, the
 * cart page's form and totals, the checkout's review table. The header mini-cart stays the
 * empty `div.widget_shopping_cart_content` the platform prints for the fragments to fill.
 * Form posts without script run first, as WC_Form_Handler runs them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Notice } from '../db.ts';
import { htmlResponse } from '../http.ts';
import { noticesHtml } from '../render/notices.ts';
import { FixtureOutOfDateError } from '../routes/pages.ts';
import { thankYou } from '../render/order-received.ts';
import type { Shop } from '../shop.ts';
import { loadRealCart, type RealTotals } from './cart-state.ts';
import { receivedOrder } from './checkout.ts';
import { handleRealForms } from './forms.ts';
import { REAL_PAGES } from './page-list.ts';
import { cartPageContent, footerCartLink, headerCartLink } from './render-cart.ts';
import { reviewTable } from './render-checkout.ts';
import { REAL_PREFIX, REAL_URLS } from './shop.ts';

/** Handled like our own shop's stale fixtures (server/app.ts answers its message with a 500). */
export class RealPageOutOfDate extends FixtureOutOfDateError {}

/** Replaces the one match of `pattern`; none or several means the fixture no longer has the region. */
function swap(html: string, pattern: RegExp, to: string, region: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1)
    throw new RealPageOutOfDate(`real shop page: the ${region} region is missing or repeated; run npx tsx server/real-shop/build-pages.ts`);
  return html.replace(pattern, () => to);
}

const HEADER_LINK = /<a class="cart-contents"[\s\S]*?<\/a>/;
const FOOTER_LINK = /<a class="footer-cart-contents"[\s\S]*?<\/a>/;
/** storefront_shop_messages(): the notices area above the content on every page but the checkout. */
const MESSAGES_AREA = /<div class="woocommerce"><\/div>/;
const CHECKOUT_NOTICES = /<div class="woocommerce-notices-wrapper"><\/div>(?=<div class="woocommerce-form-coupon-toggle">)/;
const CART_CONTENT =
  /<div class="woocommerce"><div class="woocommerce-notices-wrapper"><\/div>\r?\n<form class="woocommerce-cart-form"[\s\S]*?(?=\r?\n\t+<\/div><!-- \.entry-content -->)/;
const REVIEW_TABLE = /<table class="shop_table woocommerce-checkout-review-order-table">[\s\S]*?<\/table>/;
const ENTRY_CONTENT = /(?<=<div class="entry-content">\s*)<div class="woocommerce">[\s\S]*?(?=\r?\n\t+<\/div><!-- \.entry-content -->)/;

/** The regions every page shares. */
function personalise(html: string, totals: RealTotals, notices: Notice[], checkout: boolean): string {
  let out = swap(html, HEADER_LINK, headerCartLink(totals), 'header cart');
  out = swap(out, FOOTER_LINK, footerCartLink(totals), 'footer cart');
  if (notices.length === 0) return out;
  if (checkout) return swap(out, CHECKOUT_NOTICES, `<div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>`, 'notices');
  return swap(out, MESSAGES_AREA, `<div class="woocommerce">${noticesHtml(notices)}</div>`, 'notices');
}

async function fixture(dir: string, file: string): Promise<string> {
  return readFile(join(dir, file), 'utf8');
}

interface Rendered {
  html: string;
  status: 200 | 404;
}

/** The page at `route` (under the prefix) for this visitor; a redirect URL when the platform sends them elsewhere. */
async function renderRoute(
  c: Context,
  shop: Shop,
  dir: string,
  route: string,
  totals: RealTotals,
  notices: Notice[],
): Promise<Rendered | string> {
  const empty = totals.view.items.length === 0;
  if (route === '/cart/') {
    if (empty) return { html: personalise(await fixture(dir, 'cart-empty.html'), totals, notices, false), status: 200 };
    const page = swap(await fixture(dir, 'cart.html'), CART_CONTENT, cartPageContent(shop.catalogue, totals), 'cart form');
    return { html: personalise(page, totals, notices, false), status: 200 };
  }
  if (route === '/checkout/') {
    // The platform sends a visitor with an empty cart back to the cart.
    if (empty) return REAL_URLS.cart;
    const page = swap(await fixture(dir, 'checkout.html'), REVIEW_TABLE, reviewTable(totals), 'review table');
    return { html: personalise(page, totals, notices, true), status: 200 };
  }
  const received = /^\/checkout\/order-received\/(\d+)\/$/.exec(route);
  if (received?.[1]) {
    const order = receivedOrder(shop, Number(received[1]), c.req.query('key'));
    let page = swap(await fixture(dir, 'checkout.html'), ENTRY_CONTENT, thankYou(order), 'checkout content');
    page = page.replace('<h1 class="entry-title">Checkout</h1>', '<h1 class="entry-title">Order received</h1>');
    page = page.replace('woocommerce-checkout ', 'woocommerce-checkout woocommerce-order-received ');
    // The thank-you page has no notices area of its own (the checkout's went with the form).
    return { html: personalise(page, totals, [], false), status: 200 };
  }
  const page = REAL_PAGES.find((p) => p.route === route);
  if (page) return { html: personalise(await fixture(dir, page.file), totals, notices, false), status: 200 };
  // Pages nobody captured (the Cap, the Sold Out Mug): the shop's frame with a short note.
  const frame = swap(await fixture(dir, 'cart-empty.html'), ENTRY_CONTENT, notCaptured(route), 'cart content');
  return { html: personalise(frame, totals, notices, false), status: 404 };
}

function notCaptured(route: string): string {
  return `<div class="woocommerce"><div class="woocommerce-info">This page of the real shop was not captured (${REAL_PREFIX}${route.replace(/[<>&"]/g, '')}). <a href="${REAL_URLS.shop}">Return to shop</a></div></div>`;
}

/** GET or POST of a page of the real shop; `route` is the path under the prefix, ending in "/". */
export async function serveRealPage(c: Context, shop: Shop, route: string, dir: string): Promise<Response> {
  const outcome = await handleRealForms(c, shop, route);
  if (outcome.redirect) return c.redirect(outcome.redirect, 302);
  const sessionId = outcome.sessionId;
  const queued = sessionId ? shop.store.transaction(() => shop.store.takeNotices(sessionId)) : [];
  const rendered = await renderRoute(c, shop, dir, route, loadRealCart(shop, sessionId), [...queued, ...outcome.notices]);
  if (typeof rendered === 'string') return c.redirect(rendered, 302);
  return htmlResponse(c, rendered.html, rendered.status);
}

/** The QA index's section for the real shop (server/fixtures.ts prints it after our own pages). */
import { escHtml } from '../formatting/escape.ts';
import { REAL_FIXTURES_DIR, REAL_PAGES } from './page-list.ts';
import { REAL_PREFIX } from './shop.ts';

/** The real shop's routes, each once, as the index links them. */
export function realShopRoutes(): string[] {
  return [...new Set(REAL_PAGES.map((page) => `${REAL_PREFIX}${page.route}`))];
}

export function realShopSection(): string {
  const rows = REAL_PAGES.map((page, i) => {
    const url = `${REAL_PREFIX}${page.route}`;
    // One link per route: the empty cart is the same URL as the cart, for another visitor.
    const first = REAL_PAGES.findIndex((other) => other.route === page.route) === i;
    const route = first ? `<a href="${escHtml(url)}">${escHtml(url)}</a>` : `<code>${escHtml(url)}</code>`;
    return `    <tr>\n      <td>${route}</td>\n      <td><code>${REAL_FIXTURES_DIR}/${page.file}</code></td>\n      <td>${escHtml(page.note)}</td>\n    </tr>\n`;
  }).join('');
  return (
    `  <h2>The real shop (captured WooCommerce 9.9 + Storefront)</h2>\n` +
    `  <p>The captured pages of a stock shop (<code>fixtures-html/captures/</code>), with the legacy scripts taken off as the WordPress plugin takes them off ` +
    `(<code>npx tsx server/real-shop/build-pages.ts</code>), served under <code>${REAL_PREFIX}/</code> with their own cart and only the platform's endpoints ` +
    `(<code>${REAL_PREFIX}/?wc-ajax=…</code>; no theme endpoints). Coupons: <code>summer10</code>, <code>save5</code>; shipping: a $5.00 flat rate.</p>\n` +
    `  <table>\n    <caption>Real shop pages, their routes and what to try</caption>\n` +
    `    <thead>\n    <tr><th scope="col">Route</th><th scope="col">File</th><th scope="col">What to try</th></tr>\n    </thead>\n    <tbody>\n${rows}    </tbody>\n  </table>\n`
  );
}

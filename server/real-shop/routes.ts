/**
 * The real shop's routes, mounted under REAL_PREFIX by server/app.ts: the platform's
 * `?wc-ajax=` endpoints on any path (WordPress reads them from the query string), the files
 * its pages load here (jQuery, the stand-in stylesheet, the placeholder image), and its pages.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ShopStore } from '../db.ts';
import { wpDie } from '../http.ts';
import { unknownAjaxEndpoint } from '../routes/wc-ajax.ts';
import { serveFile } from '../routes/static.ts';
import { realWcAjax } from './ajax.ts';
import { REAL_FIXTURES_DIR } from './page-list.ts';
import { serveRealPage } from './pages.ts';
import { REAL_PREFIX, REAL_URLS, realShop } from './shop.ts';

const JQUERY_DIR = join(createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), '..');

/** WooCommerce's placeholder image, drawn here: the captured site's PNGs are not in the project. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="324" height="324" viewBox="0 0 324 324"><rect width="324" height="324" fill="#eee"/><path d="M132 120h60v84h-60z" fill="none" stroke="#bbb" stroke-width="6"/></svg>';

/** The real shop over `store`; `root` is the repository root (its fixture pages are read from there). */
export function realShopRoutes(store: ShopStore, root: string): Hono {
  const shop = realShop(store);
  const pagesDir = join(root, REAL_FIXTURES_DIR);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const endpoint = c.req.query('wc-ajax');
    if (endpoint) return realWcAjax(c, shop, endpoint);
    // Storefront registers no endpoints of its own: a theme's `?{theme}-ajax=` finds nobody here.
    if (Object.keys(c.req.query()).some((key) => key.endsWith('-ajax'))) return unknownAjaxEndpoint(c);
    await next();
  });

  app.get('/wp-includes/js/jquery/jquery.min.js', (c) => serveFile(c, JQUERY_DIR, 'jquery.min.js'));
  app.get('/real-shop.css', (c) => serveFile(c, pagesDir, 'real-shop.css'));
  app.get('/wp-content/uploads/*', (c) => c.body(PLACEHOLDER_SVG, 200, { 'Content-Type': 'image/svg+xml' }));
  // admin-ajax without a registered action: WordPress answers `0` with status 400.
  app.all('/wp-admin/admin-ajax.php', (c) => wpDie(c, '0', 400));

  app.on(['GET', 'POST'], '*', (c) => {
    const route = c.req.path.slice(REAL_PREFIX.length) || '/';
    if (route === '/') return c.redirect(REAL_URLS.shop, 302);
    // WordPress's canonical redirect: page paths end in a slash.
    if (!route.endsWith('/')) return c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301);
    return serveRealPage(c, shop, route, pagesDir);
  });
  return app;
}

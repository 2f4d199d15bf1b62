/**
 * The reference backend: a Hono app standing in for WordPress + WooCommerce.
 * Routing mirrors where WordPress decides things: `?wc-ajax=` / `?{theme}-ajax=`
 * on any path first, then admin-ajax, REST, static files, and pages.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { loadCatalogue } from './catalogue.ts';
import { ShopStore } from './db.ts';
import { FIXTURES_DIR, UPLOADS_DIR } from './fixtures.ts';
import { adminAjax } from './routes/admin-ajax.ts';
import { delayCartCalls } from './routes/cart-delay.ts';
import { faultSwitch } from './routes/faults.ts';
import { FixtureOutOfDateError, servePage } from './routes/pages.ts';
import { realShopRoutes } from './real-shop/routes.ts';
import { strictCspPages, strictCspRoutes } from './security/strict-csp.ts';
import { REAL_PREFIX } from './real-shop/shop.ts';
import { rest } from './routes/rest.ts';
import { serveBundleFile, serveFile } from './routes/static.ts';
import type { AjaxHandler } from './routes/types.ts';
import { THEME_AJAX, unknownAjaxEndpoint, WC_AJAX } from './routes/wc-ajax.ts';
import { trackingPages, trackingRoutes } from './tracking/routes.ts';
import type { Shop } from './shop.ts';
import { VENDORS } from './site.ts';

export interface AppOptions {
  /** SQLite file for sessions and carts (':memory:' for a throwaway store). */
  dbPath: string;
  /** The built bundle served at /dist/ (default: the repo's dist/). */
  distDir?: string;
  /** How long the cart calls wait before they are answered, as on a shared host (routes/cart-delay.ts; default 0). */
  cartDelayMs?: number;
  /** Serve every page under the strict CSP, nothing inline (security/strict-csp.ts; issue 18's e2e project). */
  strictCsp?: boolean;
  /** Let a visitor's `shop_faults` cookie fault the endpoints it names (routes/faults.ts; issue 18's e2e fault matrix). */
  faults?: boolean;
}

export interface ShopApp {
  fetch: (req: Request) => Promise<Response>;
  /** Closes the database; the app must not be used afterwards. */
  close(): void;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLUGIN_DIST = '/wp-content/plugins/shop-islands/dist/';
const JQUERY_FILE = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');

/** `?{prefix}-ajax=endpoint` on any path, as WordPress reads it from the query string. */
function ajaxEndpoint(c: Context, table: Record<string, AjaxHandler>, param: string, shop: Shop): Promise<Response> | null {
  const endpoint = c.req.query(param);
  if (endpoint === undefined || endpoint === '') return null;
  const handler = Object.hasOwn(table, endpoint) ? table[endpoint] : undefined;
  return handler ? handler(c, shop) : Promise.resolve(unknownAjaxEndpoint(c));
}

export function createApp(options: AppOptions): ShopApp {
  const store = new ShopStore(options.dbPath);
  const shop: Shop = { catalogue: loadCatalogue(), store };
  const distDir = options.distDir ?? join(ROOT, 'dist');
  const fixturesDir = join(ROOT, FIXTURES_DIR);
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof FixtureOutOfDateError) return c.text(err.message, 500);
    console.error(err);
    return c.text('Internal server error', 500);
  });

  // Outermost: it rewrites what every other layer produced (pages, the JSON answers' markup).
  if (options.strictCsp) {
    app.use('*', strictCspPages());
    app.route('/', strictCspRoutes());
  }
  // First, so every cart call is held, under any path (a second shop mounted under another path too).
  app.use('*', delayCartCalls(options.cartDelayMs ?? 0));
  if (options.faults) app.use('*', faultSwitch());
  // Tracking visitors' pages get the marketing and pixel snippets (and, when asked, a strict CSP).
  app.use('*', trackingPages(shop));

  // The captured real shop (server/real-shop/), before our own shop's endpoints: it answers its own `?wc-ajax=`.
  app.route(REAL_PREFIX, realShopRoutes(store, ROOT));

  app.use('*', async (c, next) => {
    const handled = ajaxEndpoint(c, WC_AJAX, 'wc-ajax', shop) ?? ajaxEndpoint(c, THEME_AJAX, `${VENDORS.theme}-ajax`, shop);
    if (handled) return handled;
    await next();
  });

  app.route('/', trackingRoutes(shop));
  app.all('/wp-admin/admin-ajax.php', (c) => adminAjax(c, shop));
  app.all('/wp-json/*', (c) => rest(c, shop, c.req.path.slice('/wp-json'.length)));

  app.get('/dist/*', (c) => serveBundleFile(c, distDir, c.req.path.slice('/dist/'.length)));
  // Where the WordPress plugin puts the bundle: the same files under another path prove the entry's chunks load relative to it.
  app.get(`${PLUGIN_DIST}*`, (c) => serveBundleFile(c, distDir, c.req.path.slice(PLUGIN_DIST.length)));
  app.get(`/${FIXTURES_DIR}/*`, (c) => serveFile(c, fixturesDir, c.req.path.slice(`/${FIXTURES_DIR}/`.length)));
  app.get('/wp-content/uploads/*', (c) => serveFile(c, join(ROOT, UPLOADS_DIR), c.req.path.slice('/wp-content/uploads/'.length)));
  app.get('/wp-includes/js/jquery/jquery.min.js', (c) => serveFile(c, join(JQUERY_FILE, '..'), 'jquery.min.js'));
  // The QA index, unless it is WordPress's search (`/?s=`): then the product search results page below.
  app.get('/', async (c, next) => {
    if (c.req.query('s') === undefined) return serveFile(c, ROOT, 'index.html');
    await next();
  });
  // Browsers ask for it on every page; an empty answer keeps their consoles free of 404s.
  app.get('/favicon.ico', (c) => c.body(null, 204));

  app.on(['GET', 'POST'], '*', async (c) => {
    const path = c.req.path;
    // WordPress's canonical redirect: page paths end in a slash.
    if (!path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) {
      const url = new URL(c.req.url);
      return c.redirect(`${path}/${url.search}`, 301);
    }
    return servePage(c, shop, path, { fixturesDir });
  });

  return {
    fetch: async (req) => app.fetch(req),
    close: () => store.close(),
  };
}

/**
 * The reference backend's tracking side (issue 17): the Store API product reads, the stand-ins for
 * the marketing provider's loader and the pixel (served from here, recording what they receive),
 * the recorded calls for tests, the media endpoints of the upload's retry path, and the page middleware that puts each visitor's
 * tracking settings in every page and, when asked, serves the page under a strict Content-Security-Policy.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sendJson } from '../http.ts';
import { readSessionId } from '../session.ts';
import type { Shop } from '../shop.ts';
import { identifyNonce } from './identify.ts';
import { CSP_REPORT_PATH, strictCsp, withTrackingSnippets } from './page-snippets.ts';
import { LOADER_PATH, PIXEL_PATH } from '../render/tracking-snippets.ts';
import { recorder, trackingRun, type Recorded } from './recorder.ts';
import { storeApiProducts } from './store-api.ts';
import { mediaItemRoute, uploadMediaRoute } from './media.ts';
import { CONTACT_FORM_SCRIPT, contactFeedbackRoute, contactPageRoute } from './contact-form.ts';

/** Test knobs, as cookies the e2e sets next to the run cookie. */
export const KNOB_COOKIES = {
  csp: 'shop_islands_csp',
  loaderUrl: 'shop_islands_loader_url',
  noProductParams: 'shop_islands_no_product_params',
} as const;

const STAND_INS = { [LOADER_PATH]: 'marketing-loader.js', [PIXEL_PATH]: 'pixel.js', [CONTACT_FORM_SCRIPT]: 'contact-form-7.js' } as const;

async function standIn(c: Context, file: string): Promise<Response> {
  const run = trackingRun(c);
  // The loader's own fetch is part of what the page sent (its brandID and cache-bust parameter).
  if (run && file === STAND_INS[LOADER_PATH])
    recorder.add(run, { kind: 'loader', page: c.req.header('referer') ?? '', command: c.req.query() });
  const source = await readFile(fileURLToPath(new URL(`./stand-ins/${file}`, import.meta.url)), 'utf8');
  return c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
}

async function collect(c: Context, kind?: Recorded['kind']): Promise<Response> {
  const run = trackingRun(c);
  const body: unknown = await c.req.json().catch(() => null);
  if (run && typeof body === 'object' && body !== null) {
    const entry = body as Partial<Recorded>;
    const recordedKind = kind ?? (entry.kind === 'pixel' ? 'pixel' : 'marketing');
    recorder.add(run, {
      kind: recordedKind,
      page: typeof entry.page === 'string' ? entry.page : '',
      command: kind ? body : (entry.command ?? null),
    });
  }
  return c.body(null, 204);
}

/** The stand-ins, the recorded calls and the Store API product reads. */
export function trackingRoutes(shop: Shop): Hono {
  const routes = new Hono();
  for (const [path, file] of Object.entries(STAND_INS)) routes.get(path, (c) => standIn(c, file));
  routes.post('/stand-ins/collect', (c) => collect(c));
  routes.post(CSP_REPORT_PATH, (c) => collect(c, 'csp'));
  routes.get('/stand-ins/recorded', (c) => sendJson(c, recorder.read(trackingRun(c) ?? '')));
  routes.get('/wp-json/wc/store/v1/products', (c) => storeApiProducts(c, shop.catalogue, '/wc/store/v1/products'));
  routes.get('/wp-json/wc/store/v1/products/:id', (c) => storeApiProducts(c, shop.catalogue, c.req.path.slice('/wp-json'.length)));
  routes.post('/wp-json/wp/v2/media', (c) => uploadMediaRoute(c, shop));
  routes.get('/contact/', (c) => contactPageRoute(c, shop));
  routes.post('/wp-json/contact-form-7/v1/contact-forms/:id/feedback', (c) => contactFeedbackRoute(c));
  routes.on(['POST', 'DELETE'], '/wp-json/wp/v2/media/:id', (c) => mediaItemRoute(c, shop));
  routes.post('/wp-json/wp/v2/media/:id/post-process', (c) => mediaItemRoute(c, shop));
  return routes;
}

/**
 * Puts each visitor's tracking settings in every page (its origin, its identify nonce, a run's test
 * knobs), and the strict CSP when asked. The run cookie only names what the stand-ins record.
 */
export function trackingPages(shop: Shop): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const html = await c.res.text();
    const page = withTrackingSnippets(html, {
      origin: new URL(c.req.url).origin,
      identifyNonce: identifyNonce(shop, readSessionId(c, shop.store)),
      loaderUrl: getCookie(c, KNOB_COOKIES.loaderUrl),
      productParams: getCookie(c, KNOB_COOKIES.noProductParams) === undefined,
    });
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    if (getCookie(c, KNOB_COOKIES.csp) === '1') headers.set('Content-Security-Policy', strictCsp(page));
    c.res = new Response(page, { status: c.res.status, headers });
  };
}

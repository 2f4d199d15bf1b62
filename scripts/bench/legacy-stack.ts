/**
 * The legacy baseline: the same listing page with the platform's jQuery stack in place of our entry,
 * as a stock WooCommerce 9.9 + Storefront shop page loads it (fixtures-html/captures/…/shop.html).
 * jQuery, jQuery Migrate, blockUI and js-cookie are the real libraries (npm); the platform's
 * add-to-cart.js and cart-fragments.js are bench-only stand-ins (scripts/bench/legacy/), because
 * WooCommerce's files are not on npm. Served minified, as WordPress serves them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'vite';

/** Where the bench serves the baseline's files (jQuery comes from the backend, at WordPress's path). */
export const LEGACY_PREFIX = '/__bench/legacy/';
const JQUERY_URL = '/wp-includes/js/jquery/jquery.min.js?ver=3.7.1';

interface LegacyScript {
  /** WordPress's handle (the script tag's id is `{handle}-js`). */
  handle: string;
  what: string;
  file: string;
  /** Deferred, as WooCommerce 9.9 registers its frontend scripts; jQuery and Migrate block, as in core. */
  defer: boolean;
  /** Shipped unminified on npm (or ours): minified before serving. */
  minify: boolean;
  /** Served by the backend instead of the bench. */
  url?: string;
}

const require = createRequire(import.meta.url);
/** A file of an installed package (by its folder: js-cookie's exports hide its dist/ files). */
const resolve = (file: string): string => {
  const [name, ...rest] = file.split('/');
  return join(dirname(require.resolve(`${name}/package.json`)), ...rest);
};
const own = (name: string): string => new URL(`./legacy/${name}`, import.meta.url).pathname;

export const LEGACY_SCRIPTS: LegacyScript[] = [
  { handle: 'jquery-core', what: 'jQuery 3.7.1', file: resolve('jquery/dist/jquery.min.js'), defer: false, minify: false, url: JQUERY_URL },
  {
    handle: 'jquery-migrate',
    what: 'jQuery Migrate 3.4.1',
    file: resolve('jquery-migrate/dist/jquery-migrate.min.js'),
    defer: false,
    minify: false,
  },
  { handle: 'jquery-blockui', what: 'blockUI 2.7.0', file: resolve('jquery-blockui/jquery.blockUI.js'), defer: true, minify: true },
  { handle: 'wc-add-to-cart', what: 'add-to-cart.js (stand-in)', file: own('add-to-cart.js'), defer: true, minify: true },
  {
    handle: 'js-cookie',
    what: 'js-cookie 3.0.8 (the platform bundles 2.1.4)',
    file: resolve('js-cookie/dist/js.cookie.min.js'),
    defer: true,
    minify: false,
  },
  { handle: 'wc-cart-fragments', what: 'cart-fragments.js (stand-in)', file: own('cart-fragments.js'), defer: true, minify: true },
];

/** What the captured Storefront shop page loads, gzip -9 per file, summed (fixtures-html/captures/README.md). */
export const CAPTURED_SHOP_JS_KB = 53.4;

export interface LegacyAssets {
  /** Served by the bench: path under LEGACY_PREFIX → the file's text. */
  files: Map<string, string>;
  /** gzip -9 per file, summed, of every script of the baseline. */
  gzipBytes: number;
}

const fileName = (script: LegacyScript): string => `${script.handle}.js`;

/** Reads (and minifies where needed) every script of the baseline. */
export async function prepareLegacyAssets(): Promise<LegacyAssets> {
  const files = new Map<string, string>();
  let gzipBytes = 0;
  for (const script of LEGACY_SCRIPTS) {
    const source = readFileSync(script.file, 'utf8');
    const text = script.minify ? (await minify(fileName(script), source)).code : source;
    if (!script.url) files.set(fileName(script), text);
    gzipBytes += gzipSync(text, { level: 9 }).length;
  }
  return { files, gzipBytes };
}

/** One line saying what the baseline is made of, for the bench's output. */
export function describeBaseline(assets: LegacyAssets): string {
  const kb = (assets.gzipBytes / 1024).toFixed(1);
  return (
    `legacy baseline: ${LEGACY_SCRIPTS.map((s) => s.what).join(', ')} = ${kb} KB gzip -9 ` +
    `(the captured Storefront shop page loads ${CAPTURED_SHOP_JS_KB} KB: also woocommerce.js, sourcebuster, order attribution and Storefront's own scripts, none on the money path)`
  );
}

const tag = (script: LegacyScript): string =>
  `<script src="${script.url ?? LEGACY_PREFIX + fileName(script)}" id="${script.handle}-js"${script.defer ? ' defer' : ''}></script>`;

// Our entry, and any platform or theme script a captured page still names: the baseline brings its own.
const REPLACED_SCRIPT =
  /<script\b[^>]*\bsrc=["'][^"']*(shop-islands\.js|\/wp-includes\/js\/|\/wp-content\/(plugins|themes)\/)[^"']*["'][^>]*>\s*<\/script>\s*/g;

/** The page's HTML with the legacy stack instead of our entry (the inline config globals stay). */
export function withLegacyStack(html: string): string {
  const stripped = html.replace(REPLACED_SCRIPT, '');
  const stack = LEGACY_SCRIPTS.map(tag).join('\n');
  return stripped.includes('</head>') ? stripped.replace('</head>', `${stack}\n</head>`) : `${stack}\n${stripped}`;
}

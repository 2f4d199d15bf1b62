/**
 * A captured page of the real shop → a fixture page of the reference backend, as the shop
 * would print it with the WordPress plugin active (integrations/wordpress/shop-islands.php):
 *
 * - the script handles the plugin replaces leave (their `-js-extra` config globals stay: the
 *   plugin prints them itself), and with them the libraries only they needed;
 * - the scripts this project cannot serve leave too: every other file of the captured site
 *   (Storefront's own scripts, the add-ons', WordPress's emoji loader, selectWoo …) and any
 *   inline code that calls them (`-js-after` / `-js-before`); their config globals stay, as data.
 *   jQuery stays: on the live shop the platform's `woocommerce` script, the country selects and
 *   the add-ons keep it on the page, and our islands fire the platform's events through it;
 * - the captured site's stylesheets cannot load here: one small local stylesheet stands in;
 * - the speculation rules leave (hover prefetches would make the request log nondeterministic);
 * - every URL of the captured site becomes root-relative under REAL_PREFIX;
 * - the entry is enqueued as the plugin enqueues it, after the config it prints in the footer.
 */
import { readFileSync } from 'node:fs';
import { CAPTURED_SITE_URL, REAL_PREFIX } from './shop.ts';

/** Libraries only the replaced scripts needed: the plugin lets them go with them (config included). */
const DEPENDENCIES_ONLY_THEY_NEEDED = ['jquery-blockui', 'js-cookie', 'underscore', 'wp-util'] as const;

/** The one script file kept: WordPress's jQuery, which the backend serves from its own copy. */
const KEPT_SCRIPTS = ['jquery-core'] as const;

/** The plugin's footer config with its default filter value, as it prints it. */
export const PLUGIN_CONFIG =
  '<script type="application/json" id="shop-islands-config">{"vendors":{"theme":"minimog","platform":"woocommerce","builder":"elementor","marketing":"omnisend"}}</script>';

export const ENTRY_TAG = '<script type="module" src="/dist/shop-islands.js"></script>';
export const REAL_STYLESHEET = `${REAL_PREFIX}/real-shop.css`;

/** The handle of a `<script id="{handle}-js…">` tag (and which kind of tag it is). */
function scriptHandle(attributes: string): { handle: string; part: 'file' | 'extra' | 'code' } | null {
  const id = /\bid=["']([^"']+)["']/.exec(attributes)?.[1];
  if (!id) return null;
  const match = /^(.+?)-js(?:-(extra|after|before))?$/.exec(id);
  if (!match?.[1]) return null;
  const part = match[2] === 'extra' ? 'extra' : match[2] ? 'code' : 'file';
  return { handle: match[1], part };
}

function keepScript(attributes: string, body: string): boolean {
  if (/type=["']speculationrules["']/.test(attributes)) return false;
  // WordPress's emoji loader: its settings and the module that loads the captured site's file.
  if (/id=["']wp-emoji-settings["']/.test(attributes) || body.includes('wp-emoji-loader')) return false;
  const found = scriptHandle(attributes);
  const hasSrc = /\bsrc=/.test(attributes);
  if (!found) return !hasSrc;
  const { handle, part } = found;
  if ((DEPENDENCIES_ONLY_THEY_NEEDED as readonly string[]).includes(handle)) return false;
  if (part === 'extra') return true;
  return (KEPT_SCRIPTS as readonly string[]).includes(handle);
}

/** Drops the script tags the live shop would not print or this project cannot serve. */
export function removeScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>\n?/g, (tag, attributes: string, body: string) =>
    keepScript(attributes, body) ? tag : '',
  );
}

/** Drops the captured site's stylesheets (they cannot load here). */
export function removeStylesheets(html: string): string {
  return html.replace(/<link\b[^>]*rel=["']stylesheet["'][^>]*>\n?/g, '');
}

/** Every URL of the captured site, absolute or root-relative, under REAL_PREFIX. */
export function rewriteUrls(html: string): string {
  const escapedSite = CAPTURED_SITE_URL.replaceAll('/', '\\/');
  return (
    html
      .replaceAll(escapedSite, REAL_PREFIX.replaceAll('/', '\\/'))
      .replaceAll(CAPTURED_SITE_URL, REAL_PREFIX)
      // Root-relative attribute values (`href="/product/…"`, `_wp_http_referer`).
      .replace(/(\b(?:href|src|action|value)=["'])\/(?![/])(?!real(?![\w-]))/g, `$1${REAL_PREFIX}/`)
      // Root-relative JSON strings in the config globals (`"wc_ajax_url":"/?wc-ajax=…"`), plain or escaped.
      .replace(/(":")\/(?![/])(?!real(?![\w-]))/g, `$1${REAL_PREFIX}/`)
      .replace(/(":")\\\/(?!\\\/)(?!real(?![\w-]))/g, `$1\\/real\\/`)
  );
}

/** The jQuery API's recording stubs the plugin prints right after jQuery (wp_add_inline_script on jquery-core). */
const JQUERY_API_STUB = readFileSync(new URL('../../integrations/wordpress/jquery-api-stub.js', import.meta.url), 'utf8');

/** After jQuery's tag, its inline `-js-after` script, as WordPress prints one. */
function addJQueryApiStub(html: string): string {
  return html.replace(
    /(<script\b[^>]*\bid=["']jquery-core-js["'][^>]*><\/script>)/,
    `$1\n<script id="jquery-core-js-after">\n${JQUERY_API_STUB}</script>`,
  );
}

/** The plugin's additions: the jQuery API stubs, the stand-in stylesheet in the head, the config and the entry before `</body>`. */
export function enqueueEntry(html: string): string {
  const styled = addJQueryApiStub(html).replace(
    '</head>',
    `<link rel='stylesheet' id='shop-islands-real-shop-css' href='${REAL_STYLESHEET}' media='all' />\n</head>`,
  );
  return styled.replace('</body>', `${PLUGIN_CONFIG}\n${ENTRY_TAG}\n</body>`);
}

/** The mark at the top of every generated page. */
export function generatedMark(source: string): string {
  return `<!-- generated by server/real-shop/build-pages.ts from fixtures-html/captures/${source}; edit the generator, not this file -->`;
}

/** A captured page → its fixture. */
export function fixtureFromCapture(html: string, source: string): string {
  const page = enqueueEntry(rewriteUrls(removeStylesheets(removeScripts(html))));
  return `${generatedMark(source)}\n${page}`;
}

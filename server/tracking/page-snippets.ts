/**
 * The tracking snippets a shop with the marketing add-on and the pixel prints, as the WordPress
 * plugin prints them for the islands: the settings as JSON (`#shop-islands-tracking`, allowed by a
 * strict CSP) and, on a product page, the provider's product parameters (`{marketing}_product`,
 * captured in product-hoodie-omnisend-connected.html). Added for visitors whose run cookie turns
 * tracking on, so the other pages' "no request after load" stays true for everyone else. Issue 17
 * asks for them "on every page"; every page type does print them for such a visitor (the e2e reads a
 * page view per page), but not for every visitor: the tracking chunk (3.5 KB gz) imports the
 * protocol client and so the money-path group (~15 KB gz), fetched at idle, which the 8 KB
 * page-at-load budget (it counts idle chunks) cannot hold on every page, and the provider's loader
 * and pixel are requests after load by nature (§7).
 */
import { createHash } from 'node:crypto';
import { jsonForScript } from '../formatting/escape.ts';
import { VENDORS } from '../site.ts';

/** The captured shop's brand id and an example pixel id. */
export const BRAND_ID = '5f00000000000000000000aa';
export const PIXEL_ID = '100000000000001';
export const LOADER_PATH = '/stand-ins/marketing/loader.js';
export const PIXEL_PATH = '/stand-ins/pixel/fbevents.js';
export const CSP_REPORT_PATH = '/stand-ins/csp-report';

export interface SnippetOptions {
  origin: string;
  identifyNonce: string;
  /** Test knob: another loader URL (an invalid one shows §8's 'Invalid script URL'). */
  loaderUrl?: string | undefined;
  /** Test knob: leave the product parameters out (the id then comes from the URL slug). */
  productParams: boolean;
}

function productParams(html: string, origin: string): string {
  if (!/<body[^>]*\bsingle-product\b/.test(html)) return '';
  const id = /<body[^>]*\bpostid-(\d+)\b/.exec(html)?.[1];
  if (!id) return '';
  // The add-on prints more (variants, prices); the islands read only productID.
  const params = { productID: id, productUrl: `${origin}${/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''}` };
  return `<script id="${VENDORS.marketing}-product-js">\nvar ${VENDORS.marketing}_product = ${jsonForScript(params)};\n</script>\n`;
}

/** `html` with the tracking settings in its head and, on a product page, the product parameters. */
export function withTrackingSnippets(html: string, options: SnippetOptions): string {
  const settings = {
    marketing: {
      brand_id: BRAND_ID,
      home_url: options.origin,
      script_url: options.loaderUrl ?? `${options.origin}${LOADER_PATH}`,
      identify_nonce: options.identifyNonce,
    },
    pixel: { id: PIXEL_ID, script_url: `${options.origin}${PIXEL_PATH}` },
  };
  const json = `<script type="application/json" id="shop-islands-tracking">${jsonForScript(settings)}</script>\n`;
  const product = options.productParams ? productParams(html, options.origin) : '';
  return html.replace('</head>', `${json}</head>`).replace('</body>', `${product}</body>`);
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * A strict policy for `html`: scripts from this origin (where the stand-ins are served) and the
 * page's own inline scripts by hash; no 'unsafe-inline', no 'unsafe-eval'. Violations are reported.
 */
export function strictCsp(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return `script-src 'self' ${[...hashes].join(' ')}; object-src 'none'; base-uri 'self'; report-uri ${CSP_REPORT_PATH}`;
}

/**
 * What a shop with the marketing add-on (Omnisend) and the advertising pixel prints on every page,
 * as the WordPress plugin leaves it for the islands (issue 17, "Replace, don't stack"): the add-on's
 * site-verification meta, the tracking settings as JSON (`#shop-islands-tracking`, which a strict CSP
 * allows; the plugin prints it from `omnisend_snippet_vars`, the identify nonce and the pixel's
 * settings in place of the add-on's loader and front-end scripts) and, on a product page, the
 * add-on's product parameters (`{marketing}_product`). Captured: woocommerce-9.9-addons/
 * product-hoodie-omnisend-connected.html and checkout-omnisend-connected.html.
 *
 * The committed pages print the settings for the static visitor with the stand-ins' paths; the
 * backend puts each visitor's own in their place (server/tracking/page-snippets.ts: the site origin,
 * the visitor's identify nonce, test knobs).
 */
import { jsonForScript } from '../formatting/escape.ts';
import { createNonce, FIXTURE_SECRET } from '../nonce.ts';
import { VENDORS } from '../site.ts';
import type { PageSpec } from '../views.ts';

/** The element the islands read (dom-bridge/tracking-constants.ts TRACKING_CONFIG_ID; server/ imports no client code). */
export const TRACKING_SETTINGS_ID = 'shop-islands-tracking';
/** The captured shop's brand id and an example pixel id. */
export const BRAND_ID = '5f00000000000000000000aa';
export const PIXEL_ID = '100000000000001';
/** The backend's stand-ins for the provider's loader and the pixel's script (server/tracking/routes.ts). */
export const LOADER_PATH = '/stand-ins/marketing/loader.js';
export const PIXEL_PATH = '/stand-ins/pixel/fbevents.js';

/** The values one visitor's settings carry. */
export interface TrackingSettingsView {
  /** The site origin ('' in the committed pages, whose origin is not known: the paths are then relative). */
  origin: string;
  identifyNonce: string;
  /** The loader URL without its query; default: the stand-in's. */
  loaderUrl?: string | undefined;
}

/** `<script type="application/json" id="shop-islands-tracking">` for `view`. */
export function trackingSettingsScript(view: TrackingSettingsView): string {
  const settings = {
    marketing: {
      brand_id: BRAND_ID,
      home_url: view.origin,
      identify_nonce: view.identifyNonce,
      script_url: view.loaderUrl ?? `${view.origin}${LOADER_PATH}`,
    },
    pixel: { id: PIXEL_ID, script_url: `${view.origin}${PIXEL_PATH}` },
  };
  return `<script type="application/json" id="${TRACKING_SETTINGS_ID}">${jsonForScript(settings)}</script>`;
}

/** The add-on's meta and the tracking settings, for `<head>`. */
export function trackingHead(view: TrackingSettingsView): string {
  return `<meta name="${VENDORS.marketing}-site-verification" content="${BRAND_ID}"/>\n${trackingSettingsScript(view)}\n`;
}

/** The add-on's product parameters on a product page (it prints more: variants, prices; the islands read productID). */
export function trackingProductParams(spec: PageSpec): string {
  const id = /\bsingle-product\b.*\bpostid-(\d+)\b/.exec(spec.bodyClass)?.[1];
  if (!id) return '';
  const params = { title: spec.title, productID: id };
  return `<script id="${VENDORS.marketing}-product-js">\nvar ${VENDORS.marketing}_product = ${jsonForScript(params)};\n</script>\n`;
}

/** The add-on's identify nonce action (server/tracking/identify.ts checks it). */
export const IDENTIFY_NONCE_ACTION = `${VENDORS.marketing}-identify`;

/** The head snippets as the committed pages print them: the static visitor's nonce, the stand-ins' paths. */
export function staticTrackingHead(): string {
  return trackingHead({ origin: '', identifyNonce: createNonce(FIXTURE_SECRET, IDENTIFY_NONCE_ACTION, '') });
}

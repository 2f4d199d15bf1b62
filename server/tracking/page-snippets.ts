/**
 * Every page prints the tracking snippets (server/render/tracking-snippets.ts, committed in the
 * fixture pages as the static visitor sees them). Here each visitor gets their own in their place:
 * the settings with the site's origin (the add-on prints absolute URLs) and the visitor's identify
 * nonce, and the test knobs an e2e run sets (another loader URL, no product parameters). The provider
 * and pixel URLs stay on this backend's stand-ins: no test reaches the network.
 */
import { createHash } from 'node:crypto';
import { TRACKING_SETTINGS_ID, trackingSettingsScript, type TrackingSettingsView } from '../render/tracking-snippets.ts';
import { VENDORS } from '../site.ts';

export const CSP_REPORT_PATH = '/stand-ins/csp-report';

export interface SnippetOptions extends TrackingSettingsView {
  /** Test knob: leave the product parameters out (the id then comes from the URL slug). */
  productParams: boolean;
}

const SETTINGS = new RegExp(`<script type="application/json" id="${TRACKING_SETTINGS_ID}">[^<]*</script>`);
const PRODUCT_PARAMS = new RegExp(`<script id="${VENDORS.marketing}-product-js">[^<]*</script>\\n`);

/** `html` with this visitor's tracking settings; unchanged when the page prints none (a captured page). */
export function withTrackingSnippets(html: string, options: SnippetOptions): string {
  // A function replacement: the settings' JSON may hold `$` sequences replace() would read.
  const out = html.replace(SETTINGS, () => trackingSettingsScript(options));
  return options.productParams ? out : out.replace(PRODUCT_PARAMS, '');
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

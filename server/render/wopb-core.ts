/**
 * ProductX's localised config, `wopb_core` (its wopb-script-js-extra), with the
 * visitor's `wopb-nonce` in `security`: a visitor region, swapped into committed pages.
 */
import { SITE_URL, URLS } from '../site.ts';
import { jsonForScript } from '../formatting/escape.ts';

/** The element id the region is found by. */
export const WOPB_CORE_ID = 'wopb-script-js-extra';

export function wopbCoreRegion(visitor: { wopbNonce: string }): string {
  const core = {
    url: `${SITE_URL}/wp-content/plugins/product-blocks/`,
    ajax: `${SITE_URL}${URLS.adminAjax}`,
    security: visitor.wopbNonce,
    rest: `${SITE_URL}${URLS.restRoot}`,
    page_id: 'single_product',
  };
  return `<script id="${WOPB_CORE_ID}">\nvar wopb_core = ${jsonForScript(core)};\n//# sourceURL=${WOPB_CORE_ID}\n</script>\n`;
}

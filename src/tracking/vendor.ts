/**
 * The spec's `{marketing}` token, read from the integrator's config as dom-bridge/config.ts reads it
 * but without that module: it belongs to the protocol client's chunk (≈9 KB gz), which the tracking
 * chunk fetches only when a call to the shop is due (the Store API product, identify).
 */
import { CONFIG_ELEMENT_ID, CONFIG_GLOBAL } from '../../dom-bridge/island-constants.ts';
import { globalRecord, isRecord } from '../../dom-bridge/globals.ts';
import { DEFAULT_MARKETING } from '../../dom-bridge/tracking-constants.ts';

function integratorVendors(): unknown {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return globalRecord(CONFIG_GLOBAL).vendors;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed.vendors : undefined;
  } catch {
    // Unreadable JSON is config.ts's to report; here it means the defaults, as there.
    return undefined;
  }
}

/** `vendors.marketing` of the page's config, else the default. */
export function marketingToken(): string {
  const vendors = integratorVendors();
  const marketing = isRecord(vendors) ? vendors.marketing : undefined;
  return typeof marketing === 'string' && marketing ? marketing : DEFAULT_MARKETING;
}

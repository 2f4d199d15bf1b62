/**
 * The spec's `{theme}` token for widgets that run at idle on every page (the cookie notice): read from
 * the integrator's config as dom-bridge/config.ts reads it, but without that module, which is part
 * of the money path's chunk group (≈15 KB) and would load with it.
 */
import { CONFIG_ELEMENT_ID, CONFIG_GLOBAL } from '../../dom-bridge/island-constants.ts';
import { globalRecord, isRecord } from '../../dom-bridge/globals.ts';
import { DEFAULT_THEME } from '../../dom-bridge/notice-constants.ts';

function integratorVendors(): unknown {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      // Unreadable JSON is config.ts's to report; here it means the defaults, as there.
      if (isRecord(parsed)) return parsed.vendors;
    } catch {
      return undefined;
    }
  }
  return globalRecord(CONFIG_GLOBAL).vendors;
}

/** `vendors.theme` of the page's config, else the default. */
export function themeToken(): string {
  const vendors = integratorVendors();
  const theme = isRecord(vendors) ? vendors.theme : undefined;
  return typeof theme === 'string' && theme ? theme : DEFAULT_THEME;
}

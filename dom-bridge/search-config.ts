/**
 * The popup search's settings in the theme's page configuration (§3 "Page configuration":
 * `{theme}_params.search` with `ajax_disable` and `delay`). Never throws.
 */
import { globalRecord, isRecord } from './globals.ts';
import { POPUP_DEFAULT_DELAY_MS } from './search-constants.ts';

export interface PopupSearchSettings {
  /** Live search is off: the form submits to the results page. */
  ajaxDisabled: boolean;
  /** Typing debounce in ms (§9: default 1000). */
  delayMs: number;
}

/** WordPress prints settings as strings: '1', 'yes', 'on' and true switch live search off. */
function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' && ['1', 'yes', 'on', 'true'].includes(value.trim().toLowerCase());
}

export function readPopupSearchSettings(theme: string): PopupSearchSettings {
  const params = globalRecord(`${theme}_params`);
  const search = isRecord(params.search) ? params.search : {};
  // The theme's own reading: parseInt, and the default for anything that is not a number.
  const delay = Number.parseInt(String(search.delay ?? ''), 10);
  return { ajaxDisabled: truthy(search.ajax_disable), delayMs: Number.isFinite(delay) && delay >= 0 ? delay : POPUP_DEFAULT_DELAY_MS };
}

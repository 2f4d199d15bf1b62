/**
 * The marketing provider's loader (§7, §8, §9): fetched with a cache-bust parameter of the ISO
 * date-hour, then waited for by polling every 100 ms up to 3000 ms. Nothing is sent to the
 * provider before its API is there: until then the page has no queue of ours to read.
 */
import { DEFAULT_LOADER_URL, INVALID_SCRIPT_URL_LOG, LOADER_POLL } from '../../dom-bridge/tracking-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { pollFor } from './poll.ts';

/** The provider's API once its loader ran: commands are pushed as `[name, ...args]`. */
export interface MarketingApi {
  push(command: readonly unknown[]): unknown;
}

/**
 * The loader's URL for `brandId` at `now`, or null when `scriptUrl` is not an http(s) URL
 * (§8: the caller logs 'Invalid script URL' and stops). A relative URL is read against `base`.
 */
export function loaderUrl(scriptUrl: string | undefined, brandId: string, now: Date, base: string): string | null {
  let url: URL;
  try {
    url = new URL(scriptUrl ?? DEFAULT_LOADER_URL, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('brandID', brandId);
  // §9: the cache-bust parameter is the ISO date-hour (the captured page: v=2026-11-22T00).
  url.searchParams.set('v', now.toISOString().slice(0, 13));
  return url.href;
}

/** The provider's API under `window[name]` once its loader has replaced the plain queue array. */
function readyApi(name: string): MarketingApi | null {
  const api: unknown = (window as unknown as Record<string, unknown>)[name];
  if (typeof api !== 'object' || api === null || Array.isArray(api)) return null;
  return typeof (api as { push?: unknown }).push === 'function' ? (api as MarketingApi) : null;
}

/**
 * Adds the loader script and resolves with the provider's API, or null: an invalid URL (logged,
 * §8), or no API within 3000 ms.
 */
export function loadMarketing(globalName: string, scriptUrl: string | undefined, brandId: string): Promise<MarketingApi | null> {
  const src = loaderUrl(scriptUrl, brandId, new Date(), location.href);
  if (src === null) {
    warn(INVALID_SCRIPT_URL_LOG);
    return Promise.resolve(null);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
  return pollFor(() => readyApi(globalName), LOADER_POLL.everyMs, LOADER_POLL.upToMs);
}

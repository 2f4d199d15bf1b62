/**
 * The tracking settings the page prints as JSON (`#shop-islands-tracking`; the WordPress plugin
 * writes it from the marketing plugin's `{marketing}_snippet_vars` and the pixel's settings):
 *
 *   { "marketing": { "brand_id", "home_url", "script_url"?, "identify_nonce"? },
 *     "pixel": { "id", "script_url" } }
 *
 * home_url is not read: the Store API product is read under the page's REST root, as every call is.
 *
 * Never throws: a missing or broken element is "no tracking".
 */
import { TRACKING_CONFIG_ID } from '../../dom-bridge/tracking-constants.ts';
import { isRecord, type Json } from '../../dom-bridge/globals.ts';
import { warn } from '../../dom-bridge/warn.ts';

export interface MarketingSettings {
  /** '' when the page names none: §8, the provider is then left alone silently. */
  brandId: string;
  /** The loader URL before its cache-bust query; validated when used (§8 'Invalid script URL'). */
  scriptUrl: string | undefined;
  identifyNonce: string;
}

export interface PixelSettings {
  id: string;
  scriptUrl: string;
}

export interface TrackingSettings {
  marketing: MarketingSettings | null;
  pixel: PixelSettings | null;
}

function text(source: Json, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function readJson(doc: Document): Json {
  const content = doc.getElementById(TRACKING_CONFIG_ID)?.textContent;
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return isRecord(parsed) ? parsed : {};
  } catch (error) {
    warn(`#${TRACKING_CONFIG_ID} is not valid JSON; nothing is tracked.`, error);
    return {};
  }
}

/** The page's tracking settings. */
export function readTrackingSettings(doc: Document = document): TrackingSettings {
  const json = readJson(doc);
  const marketing = isRecord(json.marketing) ? json.marketing : null;
  const pixel = isRecord(json.pixel) ? json.pixel : null;
  return {
    marketing: marketing && {
      brandId: text(marketing, 'brand_id'),
      scriptUrl: typeof marketing.script_url === 'string' ? marketing.script_url : undefined,
      identifyNonce: text(marketing, 'identify_nonce'),
    },
    pixel: pixel && text(pixel, 'id') && text(pixel, 'script_url') ? { id: text(pixel, 'id'), scriptUrl: text(pixel, 'script_url') } : null,
  };
}

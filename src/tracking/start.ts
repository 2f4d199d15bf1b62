/**
 * The tracking chunk (§1 "behind the scenes"): loaded by the entry after the page's load event,
 * when the browser is idle, and only on pages that print tracking settings — it never blocks the
 * page. Starts the marketing provider, the advertising pixel and the checkout identify.
 */
import { readShopConfig } from '../../dom-bridge/config.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { readTrackingSettings } from './config.ts';
import { startIdentify } from './identify.ts';
import { startMarketing } from './marketing.ts';
import { startPixel } from './pixel.ts';

/** Starts everything the page's settings name. */
export function startTracking(): void {
  const { marketing, pixel } = readTrackingSettings();
  const vendor = readShopConfig().vendors.marketing;
  if (pixel) startPixel(pixel);
  if (marketing?.identifyNonce) startIdentify(vendor, marketing.identifyNonce);
  if (marketing) startMarketing(vendor, marketing).catch((error: unknown) => warn('marketing tracking stopped.', error));
}

/**
 * The tracking chunk's start (§1 "behind the scenes"): run by the tracking island after the page's
 * load event, on idle, and only on pages that print tracking settings — it never blocks the page.
 * Starts the advertising pixel and the marketing provider (third-party scripts: nothing of ours
 * beyond this small chunk). The code that calls the shop loads only where a call can be due: the
 * Store API product read on a product page (marketing.ts), identify on a checkout form.
 */
import { CHECKOUT_FORMS } from '../../dom-bridge/tracking-constants.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { readTrackingSettings } from './config.ts';
import { startMarketing } from './marketing.ts';
import { startPixel } from './pixel.ts';
import { marketingToken } from './vendor.ts';

/** Starts everything the page's settings name. */
export function startTracking(): void {
  const { marketing, pixel } = readTrackingSettings();
  const vendor = marketingToken();
  if (pixel) startPixel(pixel);
  const nonce = marketing?.identifyNonce;
  // Only a checkout form feeds $billingEmail; identify's store and client stay off every other page.
  if (nonce && document.querySelector(CHECKOUT_FORMS))
    void import('./identify.ts').then((identify) => identify.startIdentify(vendor, nonce));
  if (marketing) startMarketing(vendor, marketing).catch((error: unknown) => warn('marketing tracking stopped.', error));
}

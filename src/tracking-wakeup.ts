/**
 * Loads the tracking chunk (src/tracking/start.ts) after the page's load event, when the browser
 * is idle, on pages that print tracking settings: the provider's loader and the pixel never
 * compete with the page, and a page without them fetches nothing.
 */
import { onIdle } from './strategies/idle.ts';
import { warn } from '../dom-bridge/warn.ts';

export function startTrackingAfterLoad(): void {
  // The id is spelled here, not imported from tracking-constants.ts: a module the entry shares with a chunk is bundled whole into the entry.
  if (!document.getElementById('shop-islands-tracking')) return;
  // The entry runs before the load event (a module script, or DOMContentLoaded at the latest).
  addEventListener('load', () => onIdle(() => void import('./tracking/start.ts').then((tracking) => tracking.startTracking(), warn)), {
    once: true,
  });
}

/**
 * 'viewed product' pushed to the provider (§4, §7): loaded by marketing.ts on a product page only,
 * with the product view and the protocol client it reads the Store API through.
 */
import { EVENT_ORIGIN, EVENT_VERSION, VIEWED_PRODUCT } from '../../dom-bridge/tracking-product-constants.ts';
import { MARKETING_COMMANDS } from '../../dom-bridge/tracking-constants.ts';
import type { MarketingApi } from './loader.ts';
import { trackProductViews } from './product-view.ts';

/** Sends 'viewed product' for this page and each new variation through `api`; resolves with the undo. */
export function trackViewedProducts(marketing: string, api: MarketingApi): Promise<() => void> {
  return trackProductViews(marketing, (product) => api.push([MARKETING_COMMANDS.track, VIEWED_PRODUCT, viewedProductEvent(product)]));
}

/**
 * The 'viewed product' event as the provider documents it for its JavaScript API: version v4, origin
 * 'api', a unique event id, the product under `properties.product` (api-docs.omnisend.com, "viewed
 * product" and "event tracking"; checked for issue 17). `accountID` and `["track", "$pageViewed"]` are
 * what the add-on's own snippet pushes (omnisend-connect, assets/js/omnisend-snippet-script.js).
 * `disableAutoProductViewed` and the `fromInshop` flag appear in no public source we could read (the
 * provider's loader is served by it, not published): they stay as the spec names them.
 */
export function viewedProductEvent(product: unknown): ViewedProductEvent {
  return { eventVersion: EVENT_VERSION, origin: EVENT_ORIGIN, eventID: eventId(), properties: { product } };
}

export interface ViewedProductEvent {
  eventVersion: string;
  origin: string;
  eventID: string;
  properties: { product: unknown };
}

/** A random v4 UUID (crypto.randomUUID exists only in a secure context; a shop may still be served over http). */
function eventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

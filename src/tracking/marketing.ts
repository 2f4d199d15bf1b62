/**
 * The marketing provider (§4, §7): its loader, the account and shop type, `$pageViewed` (unless
 * the page came from the provider's in-shop flow) and, on a product page, 'viewed product' in
 * place of the provider's own automatic product view.
 */
import {
  EVENT_ORIGIN,
  EVENT_VERSION,
  FROM_INSHOP_PARAM,
  MARKETING_COMMANDS,
  PAGE_VIEWED,
  PRODUCT_PAGE_CLASS,
  SHOP_TYPE,
  VIEWED_PRODUCT,
} from '../../dom-bridge/tracking-constants.ts';
import type { MarketingSettings } from './config.ts';
import { loadMarketing } from './loader.ts';
import { trackProductViews } from './product-view.ts';

/** Starts the provider; resolves when the page's events are sent (or there is nothing to send). */
export async function startMarketing(marketing: string, settings: MarketingSettings): Promise<void> {
  // §8: a missing brand id stops silently.
  if (!settings.brandId) return;
  const api = await loadMarketing(marketing, settings.scriptUrl, settings.brandId);
  if (!api) return;
  const { account, shopType, noAutoProductView, track } = MARKETING_COMMANDS;
  api.push([account, settings.brandId]);
  api.push([shopType, SHOP_TYPE]);
  const productPage = document.body.classList.contains(PRODUCT_PAGE_CLASS);
  if (productPage) api.push([noAutoProductView, true]);
  if (!new URLSearchParams(location.search).has(FROM_INSHOP_PARAM)) api.push([track, PAGE_VIEWED]);
  if (productPage) await trackProductViews(marketing, (product) => api.push([track, VIEWED_PRODUCT, viewedProductEvent(product)]));
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

/**
 * The marketing provider (§4, §7): its loader, the account and shop type, `$pageViewed` (unless
 * the page came from the provider's in-shop flow) and, on a product page, 'viewed product' in
 * place of the provider's own automatic product view. The product view's code (the Store API read
 * through the protocol client) is fetched only on a product page, once the provider is there.
 */
import { FROM_INSHOP_PARAM, MARKETING_COMMANDS, PAGE_VIEWED, PRODUCT_PAGE_CLASS, SHOP_TYPE } from '../../dom-bridge/tracking-constants.ts';
import type { MarketingSettings } from './config.ts';
import { loadMarketing } from './loader.ts';

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
  if (productPage) await import('./product-events.ts').then((events) => events.trackViewedProducts(marketing, api));
}

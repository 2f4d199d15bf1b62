/**
 * ProductX's social-share block on a product page: the share count, then one link
 * per network with the share URL in its `url` attribute and `href="javascript:"`,
 * as ProductX prints them (its script opens the popup), and the product id and
 * count in `postId` / `count` attributes.
 */
import { permalink, type Product } from '../catalogue.ts';
import { SHARE_NETWORKS } from '../product-media.ts';
import { SITE_URL } from '../site.ts';
import { escAttr, escHtml } from '../formatting/escape.ts';

/** The share block; `count` is the stored share count at render time. */
export function shareButtons(product: Product, count = 0): string {
  const link = `${SITE_URL}${permalink(product)}`;
  const items = SHARE_NETWORKS.map(
    (network, index) =>
      `<div class="wopb-share-item wopb-repeat-${index} wopb-social-${network.key}">` +
      `<a href="javascript:" class="wopb-share-item-${network.key}" url="${escAttr(network.url(link))}">` +
      `<span class="wopb-share-item-label">${escHtml(network.label)}</span></a></div>`,
  ).join('');
  return (
    `<div class="wp-block-product-blocks-social-share wopb-block-share"><div class="wopb-product-wrapper"><div class="wopb-share">` +
    `<div class="wopb-share-layout wopb-inline-true">` +
    `<div class="wopb-share-count-section wopb-share-count-section-style1"><span class="wopb-share-count">${count}</span> <span class="wopb-share-label">Shares</span></div>` +
    `<div class="wopb-share-item-inner-block" postId="${product.id}" count="${count}">${items}</div>` +
    `</div></div></div></div>\n`
  );
}

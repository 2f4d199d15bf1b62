/**
 * The theme's sticky add-to-cart bar on product pages (§2): hidden until the shopper has
 * scrolled past `data-sticky-offset` pixels (it needs JavaScript, so it starts hidden);
 * its button presses the main form's button.
 */
import { isInStock, isPurchasable, maxPurchaseQuantity, type Product } from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { quantityStepper } from './product-form-extras.ts';
import { productPriceHtml } from './product-price.ts';

/** Pixels scrolled before the bar shows: about where the product form leaves the screen. */
export const STICKY_BAR_OFFSET = 600;

export function stickyAddToCart(product: Product): string {
  if (!isPurchasable(product) || !isInStock(product)) return '';
  const max = product.type === 'variable' ? (product.sold_individually ? 1 : null) : maxPurchaseQuantity(product, null);
  const quantity = quantityStepper({
    idSeed: `sticky-${product.id}`,
    name: 'sticky_quantity',
    value: 1,
    productName: product.name,
    min: 1,
    max,
  });
  return (
    `<section class="sticky-add-to-cart" data-sticky-offset="${STICKY_BAR_OFFSET}" aria-label="${escAttr(`Quick add: ${product.name}`)}" hidden>\n` +
    `\t<div class="sticky-add-to-cart__inner">\n` +
    `\t\t<img class="sticky-add-to-cart__image" width="48" height="48" src="${escUrl(product.image)}" alt="" decoding="async" loading="lazy" />\n` +
    `\t\t<div class="sticky-add-to-cart__summary">\n` +
    `\t\t\t<p class="sticky-add-to-cart__title">${escHtml(product.name)}</p>\n` +
    `\t\t\t<p class="price sticky-add-to-cart__price">${productPriceHtml(product)}</p>\n` +
    (product.type === 'variable' ? `\t\t\t<p class="sticky-add-to-cart__selection"></p>\n` : '') +
    `\t\t</div>\n` +
    `\t\t${quantity}` +
    `\t\t<button type="button" class="button alt sticky-add-to-cart__button">Add to cart</button>\n` +
    `\t</div>\n` +
    `</section>\n`
  );
}

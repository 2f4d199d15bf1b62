/**
 * ProductX's product slider block as the cart page shows it ("You may also like"): a
 * scrollable row of cards whose action area (`.wopb-cart-action[data-postid]`) holds a
 * quantity input, an add button and a 'View Cart' link. With script the add button posts
 * `wopb_addcart` (§7) and, on success, the action area becomes active: 'View Cart' shows,
 * the button and quantity go (§4). Without script the button is the platform's
 * `?add-to-cart=` link.
 */
import { isInStock, isPurchasable, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { URLS } from '../site.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { thumbnailImg } from './image.ts';
import { productPriceHtml } from './product-price.ts';

/** The products the cart page suggests, by slug. */
export const SLIDER_PRODUCTS = [
  'printed-colour-checker-card',
  'complete-preset-library-usb-edition',
  'preset-sticker-sheet',
  'neon-cyberpunk-pack',
] as const;

function card(product: Product): string {
  const name = escHtml(product.name);
  const qtyId = `wopb-slider-qty-${product.id}`;
  return (
    `<li class="wopb-block-item"><div class="wopb-block-content-wrap">` +
    // The image repeats the title's link: out of the tab order and hidden from screen readers.
    `<a href="${escUrl(permalink(product))}" class="wopb-block-image" tabindex="-1" aria-hidden="true">${thumbnailImg(product.image, { size: 160 })}</a>` +
    `<h3 class="wopb-block-title"><a href="${escUrl(permalink(product))}">${name}</a></h3>` +
    `<div class="wopb-product-price">${productPriceHtml(product)}</div>` +
    `<div class="wopb-product-btn"><div class="wopb-cart-action" data-postid="${product.id}">` +
    `<div class="quantity"><label class="screen-reader-text" for="${qtyId}">${name} quantity</label>` +
    `<input type="number" id="${qtyId}" class="input-text qty text" name="quantity" value="1" min="1" step="1" inputmode="numeric" autocomplete="off" /></div>` +
    `<a href="?add-to-cart=${product.id}" class="wopb-add-to-cart button" rel="nofollow" aria-label="Add to cart: &ldquo;${escAttr(product.name)}&rdquo;">Add to cart</a>` +
    `<a href="${URLS.cart}" class="wopb-cart-active">View Cart</a>` +
    `</div></div></div></li>`
  );
}

export function productSlider(catalogue: Catalogue): string {
  const products = SLIDER_PRODUCTS.map((slug) => catalogue.products.find((p) => p.slug === slug)).filter(
    (p): p is Product => p !== undefined && isPurchasable(p) && isInStock(p) && p.type === 'simple',
  );
  return (
    `<section class="wopb-product-slider wopb-block-wrapper" aria-labelledby="wopb-slider-title">` +
    `<h2 class="wopb-heading" id="wopb-slider-title">You may also like</h2>` +
    `<ul class="wopb-slider-items">${products.map(card).join('')}</ul></section>\n`
  );
}

/**
 * The theme's quick-view template (content-quick-view.php): the product page's own gallery, price,
 * short description and add-to-cart form (variation form with its data, quantity) inside the
 * theme's popup content, so the client hydrates the same islands as on the product page. The form's
 * ids are prefixed: a quick view opened on a product page must not repeat that page's ids.
 */
import { isOnSale, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { escHtml, escUrl } from '../formatting/escape.ts';
import { productClasses } from './product-card.ts';
import { productGallery } from './product-gallery.ts';
import { productForm } from './product-page.ts';
import { productPriceHtml } from './product-price.ts';
import { wishlistButton } from './wishlist-button.ts';

const ID_PREFIX = 'quick-view-';

/** `id="x"` → `id="quick-view-x"`, and the `for=` that point at them. */
function prefixIds(html: string): string {
  return html.replace(/ (id|for)="([^"]+)"/g, (_all, attr: string, id: string) => ` ${attr}="${ID_PREFIX}${id}"`);
}

/** The `template` the quick-view call answers for `product`. */
export function quickViewTemplate(catalogue: Catalogue, product: Product): string {
  const link = escUrl(permalink(product));
  return (
    `<div id="popup-product-quick-view-content-${product.id}" class="popup-product-quick-view-content">\n` +
    `\t<div class="woocommerce single-product">\n` +
    `\t\t<div class="${productClasses(catalogue, product, '').join(' ')} product-container">\n` +
    `\t\t\t<div class="woo-single-images">\n` +
    (isOnSale(product) ? `\t\t\t\t<span class="onsale">Sale!</span>\n` : '') +
    `\t\t\t\t${productGallery(product)}` +
    `\t\t\t</div>\n` +
    `\t\t\t<div class="summary entry-summary"><div class="inner-content"><div class="inner">\n` +
    `\t\t\t\t<h2 class="product_title entry-title title-with-link"><a href="${link}">${escHtml(product.name)}</a></h2>\n` +
    `\t\t\t\t<p class="price">${productPriceHtml(product)}</p>\n` +
    `\t\t\t\t<div class="woocommerce-product-details__short-description">\n\t${product.short_description}\n</div>\n` +
    prefixIds(productForm(catalogue, product)) +
    wishlistButton(product) +
    `\n\t\t\t\t<p class="quick-view-actions"><a href="${link}" class="button quick-view-continue">View full details</a></p>\n` +
    `\t\t\t</div></div></div>\n` +
    `\t\t</div>\n\t</div>\n</div>\n`
  );
}

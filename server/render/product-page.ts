/**
 * A single product's `main` content: gallery, summary with the add-to-cart form
 * (simple: `form.cart`; variable: `form.variations_form` with its attribute
 * selects and variation data), meta and related products. The form posts to the
 * product page itself, which is the platform's non-JS add-to-cart path.
 */
import { wishlistButton } from './wishlist-button.ts';
import {
  attributeDef,
  categoryById,
  isInStock,
  isOnSale,
  isPurchasable,
  maxPurchaseQuantity,
  permalink,
  type Catalogue,
  type Product,
} from '../catalogue.ts';
import { escAttr, escHtml, escUrl, wpJsonEncode } from '../formatting/escape.ts';
import { cardView, productCard, productClasses } from './product-card.ts';
import { productGallery } from './product-gallery.ts';
import { productPriceHtml } from './product-price.ts';
import { buyNowButton, nameYourPriceField, quantityStepper } from './product-form-extras.ts';
import { bundleAfterForm, bundleBeforeForm, bundleIdsField, bundlePriceClass } from './bought-together.ts';
import { stickyAddToCart } from './sticky-add-to-cart.ts';
import { shareButtons } from './share.ts';
import { sizeChart } from './size-chart.ts';
import { availabilityHtml, availableVariations } from './variation.ts';

function simpleForm(catalogue: Catalogue, product: Product): string {
  if (!isPurchasable(product)) return '';
  const stock = availabilityHtml(product.stock_status, product.stock_quantity).replace('\r\n', '\n');
  if (!isInStock(product)) return stock;
  const max = maxPurchaseQuantity(product, null);
  return (
    `${stock}\n\t\n` +
    bundleBeforeForm(catalogue, product) +
    `\t<form class="cart" action="${escUrl(permalink(product))}" method="post" enctype='multipart/form-data'>\n\t\t\n` +
    bundleIdsField(catalogue, product) +
    nameYourPriceField(product) +
    `\t\t${quantityStepper({ idSeed: `product-${product.id}`, name: 'quantity', value: 1, productName: product.name, min: 1, max })}\n` +
    `\t\t<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button>\n` +
    `${buyNowButton(product)}\n` +
    `\t\t\t</form>\n\n\t\n` +
    bundleAfterForm(catalogue, product)
  );
}

function attributeSelect(catalogue: Catalogue, product: Product, attribute: string, isLast: boolean): string {
  const def = attributeDef(catalogue, attribute);
  const field = `attribute_${attribute}`;
  const used = new Set(product.variations.map((v) => v.attributes[field] ?? ''));
  // Every term when a variation accepts "any" value; otherwise the terms some variation uses, in term order.
  const terms = (def?.terms ?? []).filter((t) => used.has('') || used.has(t.slug));
  const options = terms.map((t) => `<option value="${escAttr(t.slug)}" >${escHtml(t.name)}</option>`).join('');
  const reset = isLast ? '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>' : '';
  return (
    `\t\t\t\t\t\t\t\t\t<tr>\n` +
    `\t\t\t\t\t\t<th class="label"><label for="${escAttr(attribute)}">${escHtml(def?.label ?? attribute)}</label></th>\n` +
    `\t\t\t\t\t\t<td class="value">\n` +
    `\t\t\t\t\t\t\t<select id="${escAttr(attribute)}" class="" name="${escAttr(field)}" data-attribute_name="${escAttr(field)}" data-show_option_none="yes">` +
    `<option value="">Choose an option</option>${options}</select>${reset}\t\t\t\t\t\t</td>\n` +
    `\t\t\t\t\t</tr>\n`
  );
}

function variableForm(catalogue: Catalogue, product: Product): string {
  if (!isPurchasable(product)) return '';
  const variations = product.ajax_variations ? 'false' : escAttr(wpJsonEncode(availableVariations(product)));
  const rows = product.attributes.map((a, i) => attributeSelect(catalogue, product, a, i === product.attributes.length - 1)).join('');
  return (
    bundleBeforeForm(catalogue, product) +
    `\n<form class="variations_form cart" action="${escUrl(permalink(product))}" method="post" enctype='multipart/form-data' ` +
    `data-product_id="${product.id}" data-product_variations="${variations}">\n\t\n` +
    `\t\t\t<table class="variations" cellspacing="0" role="presentation">\n\t\t\t<tbody>\n${rows}\t\t\t\t\t\t\t</tbody>\n\t\t</table>\n` +
    `\t\t<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>\n\t\t\n` +
    `\t\t<div class="single_variation_wrap">\n` +
    `\t\t\t<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>` +
    `<div class="woocommerce-variation-add-to-cart variations_button">\n\t\n` +
    bundleIdsField(catalogue, product) +
    `\t${quantityStepper({ idSeed: `product-${product.id}`, name: 'quantity', value: 1, productName: product.name, min: 1, max: product.sold_individually ? 1 : null })}\n` +
    `\t<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>\n` +
    `${buyNowButton(product)}\n\t\n` +
    `\t<input type="hidden" name="add-to-cart" value="${product.id}" />\n` +
    `\t<input type="hidden" name="product_id" value="${product.id}" />\n` +
    `\t<input type="hidden" name="variation_id" class="variation_id" value="0" />\n` +
    `</div>\n\t\t</div>\n\t\n\t</form>\n\n` +
    bundleAfterForm(catalogue, product)
  );
}

function productMeta(catalogue: Catalogue, product: Product): string {
  const cats = product.categories
    .map((id) => categoryById(catalogue, id))
    .filter((c) => c !== null)
    .map((c) => `<a href="/product-category/${escAttr(c.slug)}/" rel="tag">${escHtml(c.name)}</a>`);
  const label = cats.length === 1 ? 'Category' : 'Categories';
  return (
    wishlistButton(product) +
    `<div class="product_meta">\n\n\t\n\t\n\t\t<span class="sku_wrapper">SKU: <span class="sku">${escHtml(product.sku)}</span></span>\n\n\t\n` +
    (cats.length ? `\t<span class="posted_in">${label}: ${cats.join(', ')}</span>\n` : '') +
    `\t\n\t\n</div>\n`
  );
}

/** Up to three other products sharing the first category, in catalogue order. */
export function relatedProducts(catalogue: Catalogue, product: Product): Product[] {
  const category = product.categories[0];
  return catalogue.products.filter((p) => p.id !== product.id && category !== undefined && p.categories.includes(category)).slice(0, 3);
}

/** The product page's `main` content. */
export function productMain(catalogue: Catalogue, product: Product): string {
  const price = productPriceHtml(product);
  const related = relatedProducts(catalogue, product);
  const form = product.type === 'variable' ? variableForm(catalogue, product) : simpleForm(catalogue, product);
  return (
    `\t\t\n\t\t\t\t\t\n` +
    `\t\t\t<div class="woocommerce-notices-wrapper"></div><div id="product-${product.id}" class="${productClasses(catalogue, product, 'first').join(' ')}">\n\n\t\n` +
    (isOnSale(product) ? `\t<span class="onsale">Sale!</span>\n` : '') +
    `\t${productGallery(product)}\n` +
    `\t<div class="summary entry-summary">\n` +
    `\t\t<h1 class="product_title entry-title">${escHtml(product.name)}</h1><p class="price${bundlePriceClass(product)}">${price}</p>\n` +
    `<div class="woocommerce-product-details__short-description">\n\t${product.short_description}\n</div>\n` +
    sizeChart(product) +
    form +
    productMeta(catalogue, product) +
    shareButtons(product) +
    `\t</div>\n\n` +
    stickyAddToCart(product) +
    (related.length
      ? `\n\t<section class="related products">\n\n\t\t\t\t\t<h2>Related products</h2>\n\t\t\t\t<ul class="products columns-3">\n\n\t\t\t\n\t\t\t\t\t` +
        related.map((p, i) => productCard(cardView(catalogue, p, i))).join('') +
        `\t\t\t</ul>\n\n\t</section>\n\t`
      : '') +
    `</div>\n\n\n\t\t\n\t`
  );
}

/** The add-to-cart form alone (simple or variable), as the theme's quick view prints it too. */
export function productForm(catalogue: Catalogue, product: Product): string {
  return product.type === 'variable' ? variableForm(catalogue, product) : simpleForm(catalogue, product);
}

/** The platform's variation templates and texts, printed on variable product pages. */
export const VARIATION_TEMPLATES =
  `\t<script type="text/template" id="tmpl-variation-template">\n` +
  `\t<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>\n` +
  `\t<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>\n` +
  `\t<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>\n` +
  `</script>\n` +
  `<script type="text/template" id="tmpl-unavailable-variation-template">\n` +
  `\t<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>\n` +
  `</script>\n`;

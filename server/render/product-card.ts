/**
 * A loop product card (`li.product`) exactly as content-product.php prints it,
 * with the add-to-cart link whose classes and data-* attributes decide how the
 * client treats it: ajax add (simple, purchasable, in stock), "Select options"
 * (variable) or "Read more" (sold out / not purchasable).
 */
import { wishlistButton } from './wishlist-button.ts';
import { cardSwatches } from './card-swatches.ts';
import { categoryById, isInStock, isOnSale, isPurchasable, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { thumbnailImg } from './image.ts';
import { productPriceHtml } from './product-price.ts';
import { quickViewTrigger } from './quick-view-trigger.ts';

export interface CardButton {
  href: string;
  className: string;
  /** Trusted HTML (contains &ldquo; entities). */
  ariaLabel: string;
  text: string;
  /** Trusted HTML; null = no data-success_message attribute (variable products). */
  successMessage: string | null;
  /** The aria-describedby span's text. */
  description: string;
}

export interface CardView {
  id: number;
  sku: string;
  name: string;
  permalink: string;
  classes: string[];
  /** Ready-made `<img>` markup ('' for none). */
  imageHtml: string;
  onSale: boolean;
  /** Inner HTML of `span.price`; '' prints no price. */
  priceHtml: string;
  /** Ready-made variation swatches (card-swatches.ts); '' or absent for none. */
  swatchesHtml?: string;
  /** The wishlist add-on's button (server/render/wishlist.ts). */
  wishlistHtml?: string;
  /** The theme's quick-view trigger (server/render/quick-view-trigger.ts). */
  quickViewHtml?: string;
  button: CardButton;
}

/** wc_get_product_class(): post classes in the platform's order. `loopClass` is first/last/''. */
export function productClasses(catalogue: Catalogue, product: Product, loopClass: string): string[] {
  const purchasable = isPurchasable(product);
  return [
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    loopClass,
    isInStock(product) ? 'instock' : 'outofstock',
    ...product.categories.map((id) => `product_cat-${categoryById(catalogue, id)?.slug ?? id}`),
    product.image ? 'has-post-thumbnail' : '',
    isOnSale(product) ? 'sale' : '',
    // Presets are files: downloadable and virtual, so never shipping-taxable (taxes are off); physical goods are neither.
    product.virtual ? 'downloadable' : '',
    product.virtual ? 'virtual' : '',
    product.sold_individually ? 'sold-individually' : '',
    purchasable ? 'purchasable' : '',
    `product-type-${product.type}`,
  ].filter(Boolean);
}

/** woocommerce_template_loop_add_to_cart()'s link for a product. */
export function cardButton(product: Product): CardButton {
  const name = escHtml(product.name);
  const buyable = isPurchasable(product) && isInStock(product);
  if (product.type === 'variable') {
    return {
      href: permalink(product),
      className: `button product_type_variable${buyable ? ' add_to_cart_button' : ''}`,
      ariaLabel: buyable ? `Select options for &ldquo;${name}&rdquo;` : `Read more about &ldquo;${name}&rdquo;`,
      text: buyable ? 'Select options' : 'Read more',
      successMessage: null,
      description: 'This product has multiple variants. The options may be chosen on the product page',
    };
  }
  if (buyable) {
    return {
      href: `?add-to-cart=${product.id}`,
      className: 'button product_type_simple add_to_cart_button ajax_add_to_cart',
      ariaLabel: `Add to cart: &ldquo;${name}&rdquo;`,
      text: 'Add to cart',
      successMessage: `&ldquo;${name}&rdquo; has been added to your cart`,
      description: '',
    };
  }
  return {
    href: permalink(product),
    className: 'button product_type_simple',
    ariaLabel: `Read more about &ldquo;${name}&rdquo;`,
    text: 'Read more',
    successMessage: '',
    description: '',
  };
}

/** The loop position class for 3 columns. */
export function loopClass(index: number, columns = 3): string {
  if (index % columns === 0) return 'first';
  if (index % columns === columns - 1) return 'last';
  return '';
}

export function cardView(catalogue: Catalogue, product: Product, index: number): CardView {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    permalink: permalink(product),
    classes: productClasses(catalogue, product, loopClass(index)),
    imageHtml: product.image ? thumbnailImg(product.image, { priority: index === 0 ? 'high' : index < 3 ? 'auto' : 'lazy' }) : '',
    onSale: isOnSale(product),
    priceHtml: productPriceHtml(product),
    button: cardButton(product),
    swatchesHtml: cardSwatches(catalogue, product),
    wishlistHtml: wishlistButton(product),
    quickViewHtml: quickViewTrigger(product),
  };
}

/** One `li.product`. */
export function productCard(card: CardView): string {
  const { button } = card;
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${card.id}`;
  const successAttr = button.successMessage === null ? '' : ` data-success_message="${button.successMessage}"`;
  const link =
    `<a href="${escUrl(button.href)}" aria-describedby="${describedBy}" data-quantity="1" class="${button.className}" ` +
    `data-product_id="${card.id}" data-product_sku="${escAttr(card.sku)}" aria-label="${button.ariaLabel}" rel="nofollow"${successAttr}>${button.text}</a>`;
  return (
    `<li class="${card.classes.join(' ')}">\n` +
    `\t<a href="${escUrl(card.permalink)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${card.imageHtml}` +
    `<h2 class="woocommerce-loop-product__title">${escHtml(card.name)}</h2>` +
    (card.onSale ? `\n\t<span class="onsale">Sale!</span>\n\t` : '') +
    (card.priceHtml ? `\n\t<span class="price">${card.priceHtml}</span>\n` : '') +
    `</a>${card.swatchesHtml ?? ''}${link}\t<span id="${describedBy}" class="screen-reader-text">\n\t\t${button.description}\t</span>\n${card.wishlistHtml ?? ''}${card.quickViewHtml ?? ''}</li>\n`
  );
}

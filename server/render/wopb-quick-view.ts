/**
 * ProductX's quick view (its quick_view add-on, layout 1 with its default contents): the answer of
 * `wopb_quickview` as the add-on prints it — header with the close link, body naming the product, the gallery (its own
 * slider markup inside the platform's gallery wrapper), title, price, short description, stock, the
 * shop's cart form with ProductX's quantity buttons, "Buy Now", meta, the product link, share links,
 * and the previous/next arrows over the listing's ids. Shapes read off the real shop's answers.
 */
import {
  categoryById,
  isInStock,
  permalink,
  toCents,
  variationName,
  variationPermalink,
  type Catalogue,
  type Product,
  type Variation,
} from '../catalogue.ts';
import { escAttr, escHtml, escUrl } from '../formatting/escape.ts';
import { productMedia } from '../product-media.ts';
import { SITE_URL, URLS } from '../site.ts';
import { buyNowButton } from './product-form-extras.ts';
import { productForm } from './product-page.ts';
import { productPriceHtml, variationPriceHtml } from './product-price.ts';
import { WOPB_QUICK_VIEW_SETTINGS as SETTINGS } from './wopb-quick-view-trigger.ts';

/** Our own icons (ProductX prints its SVG set; only their place matters here). */
const ICONS = {
  close: '<svg width="24" height="24" viewBox="0 0 24 24" fill="none"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" /></svg>',
  minus: '<svg width="18" height="18" viewBox="0 0 18 18" fill="none"><path d="M4 9h10" stroke="currentColor" /></svg>',
  plus: '<svg width="18" height="18" viewBox="0 0 18 18" fill="none"><path d="M4 9h10M9 4v10" stroke="currentColor" /></svg>',
  left: '<svg viewBox="0 0 24 24"><path d="M15 4l-8 8 8 8" stroke="currentColor" fill="none" /></svg>',
  right: '<svg viewBox="0 0 24 24"><path d="M9 4l8 8-8 8" stroke="currentColor" fill="none" /></svg>',
} as const;

const SHARE = ['facebook', 'linkedin', 'twitter', 'pinterest', 'skype'] as const;

/** The answer's beginning, printed before the product is looked up (a missing one fails after it). */
export function wopbQuickViewHead(postId: string): string {
  return (
    `\t\t<div class="wopb-modal-header">\n\t\t\t\t\t\t\t<a class="wopb-modal-close">\n                    ${ICONS.close} \n\t\t\t\t</a>\n\t\t\t\t\t</div>\n` +
    `\t\t<div\n\t\t\tclass="wopb-modal-body"\n\t\t\tdata-outside_click="yes"\n\t\t\tdata-product_id="${escAttr(postId)}"\n` +
    `\t\t\tdata-modal_close_after_cart="${SETTINGS.closeAfterCart}"\n\t\t>\n\t\t\t<div class="woocommerce-message wopb-d-none" role="alert"></div>\n\t\t\t`
  );
}

/** The gallery: ProductX's slider (main images and, with more than one, thumbnails) in the platform's wrapper. */
function gallery(product: Product, variation: Variation | null): string {
  const images = [
    { src: variation?.image || product.image, alt: '' },
    ...(variation ? [] : productMedia(product).gallery.map((image) => ({ src: image.src, alt: image.alt }))),
  ];
  const many = images.length > 1;
  const main = images
    .map(
      (i) =>
        `<div><a><img class="wopb-main-image" src="${escUrl(i.src)}" alt="${escAttr(i.alt)}" data-width="324" data-height="324"/></a></div>`,
    )
    .join('');
  const thumbs = images.map((i) => `<div><img src="${escUrl(i.src)}" alt="${escAttr(i.alt)}" /></div>`).join('');
  const regular = toCents(product.regular_price);
  const sale = toCents(product.price);
  const onSale = product.type === 'simple' && regular !== null && sale !== null && sale < regular;
  return (
    `<div class="wopb-quick-view-image  wopb-image-sticky">\n            <div class=" wopb-image-sticky">\n` +
    `                            <div class="wopb-zoom-image-outer wopb-zoom-1">\n                    <div class="wopb-zoom-image-inner">\n` +
    `                        <img alt="Zoom Image">\n                    </div>\n                </div>\n` +
    `            <div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">\n` +
    `\t<div class="woocommerce-product-gallery__wrapper">\n` +
    `\t\t                <div class="wopb-quick-view-gallery image_with_gallery wopb-default${many ? ' wopb-bottom' : ''}">\n` +
    `                    <div class="wopb-thumbnail">\n                        <div\n                            class="${many ? 'wopb-quick-slider' : ''}"\n` +
    `                            ${many ? 'data-arrow="1" data-dots=""' : ''}\n                        >\n                            ${main}\n                        </div>\n` +
    (onSale
      ? `                                                    <span class="wopb-quick-view-sale">-\n                                <span>Sale!</span>\n                            </span>\n`
      : '') +
    `                                            </div>\n` +
    (many
      ? `                                            <div\n                            class="wopb-quick-slider-nav wopb-bottom"\n                            data-arrow="true"\n` +
        `                            data-collg="4"\n                            data-colmd="4"\n                            data-colsm="3"\n                            data-colxs="3"\n` +
        `                            data-position=bottom\n                        >\n\t\t\t\t\t${thumbs}                        </div>\n`
      : '') +
    `                                    </div>\n            </div>\n        \t</div>\n</div>\n        </div>\n`
  );
}

/** The cart form as the shop prints it, with ProductX's minus/plus around the quantity instead of the theme's, and no theme "Buy now". */
function cartForm(catalogue: Catalogue, product: Product): string {
  return productForm(catalogue, product)
    .replace(buyNowButton(product), '')
    .replace(
      /<button type="button" class="quantity-button minus"[^>]*>[^<]*<\/button>/,
      `<span class="wopb-add-to-cart-minus">${ICONS.minus}</span>`,
    )
    .replace(
      /<button type="button" class="quantity-button plus"[^>]*>[^<]*<\/button>/,
      `<span class="wopb-add-to-cart-plus">${ICONS.plus}</span>`,
    );
}

function stockStatus(inStock: boolean): string {
  const line = inStock ? '<span class="wopb-product-in-stock">In Stock</span>' : '<span class="wopb-product-out-stock">Out of stock</span>';
  return `        <div class="wopb-product-stock-status">\n            ${line}        </div>\n    `;
}

function meta(catalogue: Catalogue, product: Product, sku: string): string {
  const cats = product.categories
    .map((id) => categoryById(catalogue, id))
    .filter((c) => c !== null)
    .map((c) => `<a href="/product-category/${escAttr(c.slug)}/" rel="tag">${escHtml(c.name)}</a>`);
  return (
    `<div class="product_meta">\n\t<span class="sku_wrapper">SKU: <span class="sku">${escHtml(sku)}</span></span>\n` +
    (cats.length ? `\t<span class="posted_in">${cats.length === 1 ? 'Category' : 'Categories'}: ${cats.join(', ')}</span>\n` : '') +
    `</div>\n`
  );
}

function share(link: string): string {
  const hrefs: Record<(typeof SHARE)[number], string> = {
    facebook: `http://www.facebook.com/sharer.php?u=${link}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    twitter: `http://twitter.com/share?url=${link}`,
    pinterest: `http://pinterest.com/pin/create/link/?url=${link}`,
    skype: `https://web.skype.com/share?url=${link}`,
  };
  const links = SHARE.map(
    (network) => `            <a href="${escUrl(hrefs[network])}" target="_blank" class="wopb-share-${network}">${ICONS.right}</a>\n`,
  );
  return `        <div class="wopb-product-social-share">\n            <span>Social Share</span>\n${links.join('')}        </div>\n`;
}

/** The previous/next arrows over the listing's ids (none past either end, none without a list). */
function navigation(catalogue: Catalogue, postId: number, postList: string): string {
  const ids = postList.split(',').map((id) => id.trim());
  const at = ids.indexOf(String(postId));
  const arrows = (['previous', 'next'] as const).flatMap((side) => {
    const id = at === -1 ? (side === 'next' ? ids[0] : undefined) : ids[side === 'previous' ? at - 1 : at + 1];
    const found = id ? catalogue.products.find((p) => String(p.id) === id) : undefined;
    if (!found) return [];
    return [
      `\t\t\t\t\t<div\n\t\t\t\t\t\tclass="wopb-nav-arrow wopb-quick-view-${side}"\n\t\t\t\t\t\tdata-list="${escAttr(postList)}"\n` +
        `\t\t\t\t\t\tdata-postid="${found.id}"\n\t\t\t\t\t\tdata-modal-loader="${SETTINGS.loader}">\n` +
        `\t\t\t\t\t\t<span class="wopb-nav-icon">\n\t\t\t\t\t\t\t${side === 'previous' ? ICONS.left : ICONS.right}\t\t\t\t\t\t</span>\n` +
        `\t\t\t\t\t\t<div class="wopb-quick-view-btn-image">\n\t\t\t\t\t\t\t\t\t<img src="${escUrl(found.image)}" />\n` +
        `\t\t\t\t\t\t\t<span class="wopb-nav-title">${escHtml(found.name)}</span>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n`,
    ];
  });
  return `\t\t<div class="wopb-quick-view-navigation wopb-d-none">\n${arrows.join('')}\t\t</div>\n\t\t`;
}

/**
 * The whole answer for `product` (or one of its variations, which ProductX shows as a product of its
 * own: no cart form), opened from a listing of `postList`.
 */
export function wopbQuickViewAnswer(
  catalogue: Catalogue,
  product: Product,
  variation: Variation | null,
  postId: string,
  postList: string,
): string {
  const link = variation ? variationPermalink(product, variation) : permalink(product);
  const title = variation ? variationName(catalogue, product, variation) : product.name;
  const price = variation ? variationPriceHtml(variation) : productPriceHtml(product);
  const inStock = variation ? variation.stock_status !== 'outofstock' : isInStock(product);
  const regular = toCents(product.regular_price);
  const sale = toCents(product.price);
  const save =
    !variation && product.type === 'simple' && regular && sale !== null && sale < regular
      ? Math.round(((regular - sale) / regular) * 100)
      : 0;
  return (
    wopbQuickViewHead(postId) +
    `\n\t\t<div class="wopb-main-section">\n\t\t\t        ${gallery(product, variation)}` +
    `    \t\t\t<div class="wopb-quick-view-content  wopb-${variation ? 'variation' : product.type}-product">\n` +
    `\t\t\t\t<h1 class="product_title entry-title">${escHtml(title)}</h1>` +
    (price ? `<div><p class="price">${price}</p>\n${save ? `<span class="wopb-discount-percentage">${save}%</span>` : ''}</div>` : '') +
    `<div class="woocommerce-product-details__short-description">\n\t${product.short_description}\n</div>\n` +
    stockStatus(inStock) +
    `<div>${variation ? '' : cartForm(catalogue, product)}<div class="wopb-cart-bottom"></div>        <div>\n` +
    `            <a\n                class="wopb-quickview-buy-btn single_add_to_cart_button button alt"\n` +
    `                data-cart_type="buy_now"\n                data-redirect="${escUrl(`${SITE_URL}${URLS.checkout}`)}"\n            >\n                Buy Now            </a>\n        </div>\n    ` +
    `</div>` +
    meta(catalogue, product, variation?.sku ?? product.sku) +
    `<a class="wopb-product-details" href="${escUrl(link)}">View Full Product Details</a>` +
    share(link) +
    `            </div>\n        </div>\n        \t\t</div>\n\t\t` +
    (postList ? navigation(catalogue, variation ? variation.id : product.id, postList) : '')
  );
}

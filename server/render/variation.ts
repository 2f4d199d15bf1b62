/**
 * WC_Product_Variable::get_available_variation(): one variation as the client
 * sees it in `data-product_variations` and in the get_variation response.
 * Keys in the platform's (alphabetical) order.
 */
import { isVariationPurchasable, maxPurchaseQuantity, toCents, variationPriceRange, type Product, type Variation } from '../catalogue.ts';
import { variationGalleryFields } from './product-gallery.ts';
import { variationPriceHtml } from './product-price.ts';
import { bundleThumbnail } from './image.ts';

/** wc_get_product_attachment_props() for one of our SVG images (no intermediate sizes, so no srcset). */
export interface VariationImage {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string | false;
  sizes: string | false;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
}

export interface AvailableVariation {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: VariationImage;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  /** The theme's variation gallery (product-media.ts), for variations with their own images. */
  variation_gallery_main_slides_html?: string;
  variation_gallery_thumb_slides_html?: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
  /** The bought-together add-on's mark: 'yes' when the variation has a bundle of its own (its section is fetched), on a product with a bundle. */
  woobt_items?: 'yes' | 'no';
  /** The bought-together add-on's thumbnail of the variation, which its section's row shows once it is chosen. */
  woobt_image?: string;
}

/** Our SVGs are drawn at 324×324; every "size" is the same file. */
const IMAGE_SIZE = 324;

export function imageProps(src: string, alt: string): VariationImage {
  return {
    title: alt,
    caption: '',
    url: src,
    alt,
    src,
    srcset: false,
    sizes: false,
    full_src: src,
    full_src_w: IMAGE_SIZE,
    full_src_h: IMAGE_SIZE,
    gallery_thumbnail_src: src,
    gallery_thumbnail_src_w: 100,
    gallery_thumbnail_src_h: 100,
    thumb_src: src,
    thumb_src_w: IMAGE_SIZE,
    thumb_src_h: IMAGE_SIZE,
    src_w: IMAGE_SIZE,
    src_h: IMAGE_SIZE,
  };
}

/** A stable attachment id for an image path (the platform's ids are posts; ours are derived). */
export function imageId(src: string): number {
  let hash = 0;
  for (const ch of src) hash = (hash * 31 + ch.charCodeAt(0)) % 900_000;
  return 1000 + hash;
}

/** wc_get_stock_html() text for a variation ('' when stock is not tracked and it is in stock). */
export function availabilityHtml(stockStatus: Variation['stock_status'], stockQuantity: number | null): string {
  if (stockStatus === 'outofstock') return '<p class="stock out-of-stock">Out of stock</p>\r\n';
  if (stockQuantity !== null) return `<p class="stock in-stock">${stockQuantity} in stock</p>\r\n`;
  return '';
}

export function availableVariation(product: Product, variation: Variation): AvailableVariation {
  const price = toCents(variation.price);
  const regular = toCents(variation.regular_price) ?? price;
  const range = variationPriceRange(product);
  // The platform prints a variation's price only when the variations' prices differ.
  const showPrice = price === null || !range || range.min !== range.max || range.minRegular !== range.maxRegular;
  const max = maxPurchaseQuantity(product, variation);
  const src = variation.image || product.image;
  return {
    attributes: { ...variation.attributes },
    availability_html: availabilityHtml(variation.stock_status, variation.stock_quantity),
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/A',
    display_price: (price ?? 0) / 100,
    display_regular_price: (regular ?? 0) / 100,
    image: imageProps(src, product.name),
    image_id: imageId(src),
    is_downloadable: true,
    is_in_stock: variation.stock_status === 'instock',
    is_purchasable: isVariationPurchasable(variation),
    is_sold_individually: product.sold_individually || variation.sold_individually ? 'yes' : 'no',
    is_virtual: true,
    max_qty: max === null ? '' : max,
    min_qty: product.sold_individually || variation.sold_individually ? 1 : variation.min_qty,
    price_html: showPrice ? `<span class="price">${variationPriceHtml(variation)}</span>` : '',
    sku: variation.sku,
    variation_description: variation.description ? `<p>${variation.description}</p>\n` : '',
    ...variationGalleryFields(product, variation),
    variation_id: variation.id,
    variation_is_active: true,
    // A variation without a price is hidden, as the platform hides it.
    variation_is_visible: price !== null,
    weight: '',
    weight_html: 'N/A',
    ...(product.woobt ? { woobt_items: variation.woobt ? 'yes' : 'no', woobt_image: bundleThumbnail(src, product.name) } : {}),
  };
}

/** The form's `data-product_variations` list: every visible variation. */
export function availableVariations(product: Product): AvailableVariation[] {
  return product.variations.map((v) => availableVariation(product, v)).filter((v) => v.variation_is_visible);
}

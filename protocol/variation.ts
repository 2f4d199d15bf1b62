/**
 * §3 Variation, as the platform sends it from `get_variation` and prints in a
 * form's `data-product_variations`. Field names are the platform's own, so the
 * spec, the markup and this type read alike. No HTTP here: islands that only
 * parse page data import this module without pulling in the client.
 */
import { wrongShape } from './errors.ts';
import { isRecord, readNumber, readString, readStringMap } from './validate.ts';

export interface VariationImage {
  title?: string;
  caption?: string;
  alt?: string;
  url?: string;
  src?: string;
  src_w?: number;
  src_h?: number;
  /** Absent when the platform sends `false` (no responsive sources). */
  srcset?: string;
  sizes?: string;
  full_src?: string;
  full_src_w?: number;
  full_src_h?: number;
  gallery_thumbnail_src?: string;
}

export interface Variation {
  // Identity.
  variation_id: number;
  /** Attribute name → value; an empty value means 'any' (§3). */
  attributes: Record<string, string>;
  // Details.
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: Record<string, string>;
  dimensions_html?: string;
  variation_description?: string;
  // Image: `image` is always an object; its fields are absent when the variation has none.
  image_id?: number;
  image: VariationImage;
  // Flags: read by truthiness, as the platform's own script does, so absent means false.
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  backorders_allowed: boolean;
  is_downloadable: boolean;
  is_virtual: boolean;
  is_sold_individually: 'yes' | 'no';
  // Quantity limits: `max_qty` is absent when there is no maximum (the platform sends '').
  min_qty?: number;
  max_qty?: number;
  // Gallery (theme).
  variation_gallery_main_slides_html?: string;
  variation_gallery_thumb_slides_html?: string;
  // Pricing.
  price_html?: string;
  display_price?: number;
  display_regular_price?: number;
  availability_html?: string;
  sale_flash_html?: string;
}

function parseImage(raw: unknown): VariationImage {
  if (!isRecord(raw)) return {};
  return {
    title: readString(raw.title),
    caption: readString(raw.caption),
    alt: readString(raw.alt),
    url: readString(raw.url),
    src: readString(raw.src),
    src_w: readNumber(raw.src_w),
    src_h: readNumber(raw.src_h),
    srcset: readString(raw.srcset),
    sizes: readString(raw.sizes),
    full_src: readString(raw.full_src),
    full_src_w: readNumber(raw.full_src_w),
    full_src_h: readNumber(raw.full_src_h),
    gallery_thumbnail_src: readString(raw.gallery_thumbnail_src),
  };
}

/**
 * One variation, or null when the answer means "no match" (`false` or nothing, §7).
 * Throws ProtocolError('unknown_error') when the value is not a variation.
 */
export function parseVariation(raw: unknown): Variation | null {
  if (raw === false || raw === null || raw === undefined || raw === '') return null;
  if (!isRecord(raw)) throw wrongShape('variation', 'not an object');
  const variationId = readNumber(raw.variation_id);
  const attributes = readStringMap(raw.attributes);
  if (variationId === undefined) throw wrongShape('variation', 'no variation_id');
  if (attributes === undefined) throw wrongShape('variation', 'no attributes');
  return {
    variation_id: variationId,
    attributes,
    sku: readString(raw.sku),
    weight: readString(raw.weight),
    weight_html: readString(raw.weight_html),
    dimensions: readStringMap(raw.dimensions),
    dimensions_html: readString(raw.dimensions_html),
    variation_description: readString(raw.variation_description),
    image_id: readNumber(raw.image_id),
    image: parseImage(raw.image),
    variation_is_visible: Boolean(raw.variation_is_visible),
    variation_is_active: Boolean(raw.variation_is_active),
    is_in_stock: Boolean(raw.is_in_stock),
    is_purchasable: Boolean(raw.is_purchasable),
    backorders_allowed: Boolean(raw.backorders_allowed),
    is_downloadable: Boolean(raw.is_downloadable),
    is_virtual: Boolean(raw.is_virtual),
    is_sold_individually: raw.is_sold_individually === 'yes' ? 'yes' : 'no',
    min_qty: readNumber(raw.min_qty),
    max_qty: readNumber(raw.max_qty),
    variation_gallery_main_slides_html: readString(raw.variation_gallery_main_slides_html),
    variation_gallery_thumb_slides_html: readString(raw.variation_gallery_thumb_slides_html),
    price_html: readString(raw.price_html),
    display_price: readNumber(raw.display_price),
    display_regular_price: readNumber(raw.display_regular_price),
    availability_html: readString(raw.availability_html),
    sale_flash_html: readString(raw.sale_flash_html),
  };
}

/**
 * A form's `product_variations` (§3): the list, or null for `false`, which
 * means the variations must be looked up from the server.
 */
export function parseVariations(raw: unknown): Variation[] | null {
  if (raw === false) return null;
  if (!Array.isArray(raw)) throw wrongShape('product_variations', 'neither a list nor false');
  return raw.map(parseVariation).filter((variation): variation is Variation => variation !== null);
}

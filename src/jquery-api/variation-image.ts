/**
 * The platform's image swap for a variation (`wc_variations_image_update`), for a gallery none of
 * our islands runs (a product without images shows the placeholder): the first slide's image, its
 * link and thumbnail take the variation's image, keeping the originals in `data-o_*` for the reset.
 * A gallery our island runs is handed the variation instead (routing.ts).
 */
import { isRecord } from '../../dom-bridge/globals.ts';
import { JQUERY_API } from '../../dom-bridge/jquery-api-constants.ts';
import { PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { resetVariationAttr, setVariationAttr, type VariationAttrValue } from './dom-helpers.ts';

/** The image attributes the platform sets, with the variation image's field each comes from. */
const IMAGE_FIELDS: ReadonlyArray<[attr: string, field: string]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

function attrValue(value: unknown): VariationAttrValue {
  return typeof value === 'string' || typeof value === 'number' || value === false ? value : undefined;
}

/** The variation's image, when it has one to show (the platform's test: a src of at least 2 characters). */
export function variationImage(variation: unknown): Record<string, unknown> | null {
  const image = isRecord(variation) ? variation.image : undefined;
  return isRecord(image) && typeof image.src === 'string' && image.src.length > 1 ? image : null;
}

/** The parts of the product's gallery the swap touches. */
function galleryParts(element: JQuery) {
  const product = element.closest(PRODUCT_SELECTORS.product);
  const slide = product.find(JQUERY_API.gallery).find(JQUERY_API.slide).eq(0);
  return {
    image: slide.find(JQUERY_API.mainImage),
    slide,
    link: slide.find('a').eq(0),
    thumbnail: product.find(JQUERY_API.thumbnailNav).find('li').eq(0).find('img'),
  };
}

/** Shows `variation`'s image in the gallery of `element`'s product, or the server's image back. */
export function showVariationImage(element: JQuery, variation: unknown): void {
  const parts = galleryParts(element);
  const image = variationImage(variation);
  if (!image) {
    for (const [attr] of IMAGE_FIELDS) resetVariationAttr.call(parts.image, attr);
    resetVariationAttr.call(parts.slide, 'data-thumb');
    resetVariationAttr.call(parts.thumbnail, 'src');
    resetVariationAttr.call(parts.link, 'href');
    return;
  }
  for (const [attr, field] of IMAGE_FIELDS) setVariationAttr.call(parts.image, attr, attrValue(image[field]));
  setVariationAttr.call(parts.slide, 'data-thumb', attrValue(image.src));
  setVariationAttr.call(parts.thumbnail, 'src', attrValue(image.gallery_thumbnail_src));
  setVariationAttr.call(parts.link, 'href', attrValue(image.full_src));
}

/**
 * `wc_maybe_trigger_slide_position_reset(variation)`: remembers the variation's image on the form
 * and, when it changed, tells the product's gallery to go back to its first slide.
 */
export function maybeResetSlidePosition(form: JQuery, variation: unknown, fire: (gallery: Element) => void): void {
  const imageId = isRecord(variation) && variation.image_id ? String(variation.image_id) : '';
  const changed = form.attr(JQUERY_API.currentImageAttr) !== imageId;
  form.attr(JQUERY_API.currentImageAttr, imageId);
  if (changed)
    form
      .closest(PRODUCT_SELECTORS.product)
      .find(JQUERY_API.gallery)
      .each((_, gallery) => fire(gallery));
}

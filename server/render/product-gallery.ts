/**
 * The product gallery as the platform prints it (product-image.php and
 * wc_get_gallery_image_html): the main image, then the gallery images, each a
 * `.woocommerce-product-gallery__image` with `data-thumb` and an `<img>` carrying
 * `data-large_image*`; a preview video as a slide of its own (the theme's video
 * gallery). Also the theme's variation slides (`variation_gallery_*_slides_html`).
 */
import type { Product, Variation } from '../catalogue.ts';
import { productMedia, variationGalleryImages, type GalleryImage, type GalleryVideo } from '../product-media.ts';
import { escAttr, escUrl } from '../formatting/escape.ts';

/** Our SVGs are drawn at 324×324; every size is the same file. */
const SIZE = 324;

function imageSlide(image: GalleryImage, main: boolean): string {
  const src = escUrl(image.src);
  const alt = escAttr(image.alt);
  // The first image is above the fold; the platform marks it and lazy-loads none of them.
  const extra = main ? ' decoding="async" fetchpriority="high"' : ' decoding="async"';
  return (
    `\t\t<div data-thumb="${src}" data-thumb-alt="${alt}" data-thumb-srcset="" data-thumb-sizes="" class="woocommerce-product-gallery__image">` +
    `<a href="${src}"><img width="416" height="416" src="${src}"${main ? ' class="wp-post-image"' : ''} alt="${alt}" data-caption="" data-src="${src}" ` +
    `data-large_image="${src}" data-large_image_width="${SIZE}" data-large_image_height="${SIZE}"${extra} /></a></div>`
  );
}

function videoSlide(video: GalleryVideo): string {
  const poster = escUrl(video.poster);
  const title = escAttr(video.title);
  return (
    `\t\t<div data-thumb="${poster}" data-thumb-alt="${title}" class="woocommerce-product-gallery__image woocommerce-product-gallery__image--video">` +
    `<video controls preload="none" playsinline poster="${poster}" width="416" height="416" aria-label="${title}">` +
    `<source src="${escUrl(video.src)}" type="video/webm" />` +
    `<track kind="captions" src="${escUrl(video.captions)}" srclang="en" label="English" />` +
    `<a href="${escUrl(video.src)}">Download the preview video</a></video></div>`
  );
}

/** The gallery block of a product page. */
export function productGallery(product: Product): string {
  const media = productMedia(product);
  const slides = [
    imageSlide({ src: product.image, alt: product.name, label: '' }, true),
    ...media.gallery.map((image) => imageSlide(image, false)),
    ...(media.video ? [videoSlide(media.video)] : []),
  ];
  // The inline opacity is the platform's (its gallery script fades it in); shop.css overrides it like its <noscript> style.
  return (
    `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">\n` +
    `\t<div class="woocommerce-product-gallery__wrapper">\n${slides.join('')}\t</div>\n` +
    `</div>\n`
  );
}

/** The theme's variation gallery fields, for a variation with its own images (none otherwise). */
export function variationGalleryFields(
  product: Product,
  variation: Variation,
): { variation_gallery_main_slides_html?: string; variation_gallery_thumb_slides_html?: string } {
  const images = variationGalleryImages(product, variation);
  if (!images.length) return {};
  return {
    variation_gallery_main_slides_html: images.map((image, index) => imageSlide(image, index === 0).replace(/^\t\t/, '')).join(''),
    variation_gallery_thumb_slides_html: images
      .map(
        (image) =>
          `<div class="swiper-slide"><div class="swiper-thumbnail-wrap"><img width="100" height="100" src="${escUrl(image.src)}" alt="${escAttr(image.alt)}" /></div></div>`,
      )
      .join(''),
  };
}

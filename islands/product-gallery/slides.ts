/**
 * The gallery's slides as the server printed them (§2 "Gallery"): the platform's
 * `.woocommerce-product-gallery__image` blocks (`data-thumb`, an `<img>` with
 * `data-large_image*`), a theme's variation slides, and video slides (a `<video>`).
 * Readers only: nothing here changes the page.
 */

/** A full-size image for the lightbox and the zoom. */
export interface LargeImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Slide {
  element: HTMLElement;
  kind: 'image' | 'video';
  /** The thumbnail: `data-thumb` (the platform's), else the image or the video's poster. */
  thumb: { src: string; alt: string };
  /** Null for a video slide, or an image slide without any source. */
  large: LargeImage | null;
}

function attr(el: Element | null | undefined, name: string): string {
  return el?.getAttribute(name)?.trim() ?? '';
}

function size(value: string, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The large image of an image slide: `data-large_image` (platform), `data-src` (platform or theme), the link, the image. */
function largeImage(element: HTMLElement, img: HTMLImageElement): LargeImage | null {
  const src =
    attr(img, 'data-large_image') ||
    attr(img, 'data-src') ||
    attr(element, 'data-src') ||
    attr(img.closest('a'), 'href') ||
    attr(img, 'src');
  if (!src) return null;
  return {
    src,
    width: size(attr(img, 'data-large_image_width'), size(attr(img, 'width'), img.naturalWidth || 1)),
    height: size(attr(img, 'data-large_image_height'), size(attr(img, 'height'), img.naturalHeight || 1)),
    alt: img.getAttribute('alt') ?? '',
  };
}

/** One slide element (a platform slide, or a theme's wrapper around one). */
export function readSlide(element: HTMLElement): Slide {
  const video = element.querySelector('video');
  const img = element.querySelector('img');
  const thumbAlt = element.getAttribute('data-thumb-alt') ?? img?.getAttribute('alt') ?? video?.getAttribute('aria-label') ?? '';
  if (video) {
    return { element, kind: 'video', thumb: { src: attr(element, 'data-thumb') || attr(video, 'poster'), alt: thumbAlt }, large: null };
  }
  return {
    element,
    kind: 'image',
    thumb: { src: attr(element, 'data-thumb') || attr(img, 'src'), alt: thumbAlt },
    large: img ? largeImage(element, img) : null,
  };
}

/** The slides of the gallery's wrapper: its element children, in order. */
export function readSlides(wrapper: HTMLElement): Slide[] {
  return Array.from(wrapper.children)
    .filter((el): el is HTMLElement => el instanceof HTMLElement)
    .map(readSlide);
}

/** Server HTML (a theme's `variation_gallery_*_slides_html`) as elements, parsed inert; scripts dropped. */
export function parseSlidesHtml(html: string): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  return Array.from(template.content.children).filter((el): el is HTMLElement => el instanceof HTMLElement);
}

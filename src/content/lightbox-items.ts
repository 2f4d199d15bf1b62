/**
 * Which links open in the builder's lightbox and what it shows (§2 "Content pages"): links to image
 * files when the site-wide setting is on, a link's own opt in or out, never a download link; links of
 * one gallery or slideshow open together. Also the slides of a lightbox action's settings.
 */
import { CONTENT_ATTRS, IMAGE_FILE, PRODUCT_GALLERY } from '../../dom-bridge/content-constants.ts';
import { isRecord, type Json } from '../../dom-bridge/globals.ts';
import type { LightboxItem } from '../lightbox/types.ts';
import type { BuilderConfig } from './builder-config.ts';

/** Whether a click on `link` opens the lightbox rather than following it. */
export function opensInLightbox(link: HTMLAnchorElement, globalLightbox: boolean): boolean {
  if (link.hasAttribute('download') || link.closest(PRODUCT_GALLERY)) return false;
  if (!IMAGE_FILE.test(link.href)) return false;
  const own = link.getAttribute(CONTENT_ATTRS.openLightbox);
  return own === 'yes' || (globalLightbox && own !== 'no');
}

function imageOf(link: HTMLAnchorElement): HTMLImageElement | null {
  return link.querySelector('img');
}

/** Caption text from the link's own attributes (the builder prints the chosen source there), else the image. */
function captionText(link: HTMLAnchorElement, attr: string, source: string): string {
  const printed = link.getAttribute(attr);
  if (printed) return printed;
  const image = imageOf(link);
  if (source === 'title') return image?.title ?? '';
  if (source === 'alt') return image?.alt ?? '';
  if (source === 'caption') return link.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
  return '';
}

export function itemOfLink(link: HTMLAnchorElement, config: Pick<BuilderConfig, 'titleSource' | 'descriptionSource'>): LightboxItem {
  return {
    src: link.href,
    alt: imageOf(link)?.alt ?? '',
    title: captionText(link, CONTENT_ATTRS.title, config.titleSource),
    description: captionText(link, CONTENT_ATTRS.description, config.descriptionSource),
  };
}

/** The links that open together with `link`: its slideshow's (by the builder's id) or its gallery's, else itself. */
export function groupOf(link: HTMLAnchorElement, globalLightbox: boolean): HTMLAnchorElement[] {
  const slideshow = link.getAttribute(CONTENT_ATTRS.slideshow);
  const root = link.ownerDocument;
  const candidates = slideshow
    ? [...root.querySelectorAll<HTMLAnchorElement>(`a[${CONTENT_ATTRS.slideshow}]`)].filter(
        (a) => a.getAttribute(CONTENT_ATTRS.slideshow) === slideshow,
      )
    : [...(link.closest('.gallery')?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [link])];
  const group = candidates.filter((a) => a === link || opensInLightbox(a, globalLightbox));
  return group.includes(link) ? group : [link];
}

function str(source: Json, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : '';
}

function slideItem(slide: unknown): LightboxItem | null {
  if (!isRecord(slide)) return null;
  const video = str(slide, 'video') || (slide.type === 'video' ? str(slide, 'url') : '');
  const src = str(slide, 'image') || str(slide, 'url');
  if (!video && !src) return null;
  return video
    ? { videoUrl: video, title: str(slide, 'title') }
    : { src, title: str(slide, 'title'), description: str(slide, 'description') };
}

/**
 * The slides of a lightbox action's settings: an image (`url`), a video (`type: video`, its embed `url`)
 * or a slideshow (`slides`, opened at `index`). Null when nothing in them can be shown.
 */
export function actionItems(settings: Json): { items: LightboxItem[]; index: number; slideshow: string } | null {
  if (settings.type === 'slideshow' || Array.isArray(settings.slides)) {
    const slides = Array.isArray(settings.slides) ? settings.slides : [];
    const items = slides.map(slideItem).filter((item): item is LightboxItem => item !== null);
    const index = typeof settings.index === 'number' ? settings.index : 0;
    return items.length ? { items, index, slideshow: '' } : null;
  }
  const item = slideItem(settings);
  return item ? { items: [item], index: 0, slideshow: str(settings, 'slideshow') } : null;
}

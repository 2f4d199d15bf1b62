/**
 * What the gallery shows for a chosen variation (§4 "Variation form": the gallery
 * switches to its image; §3 Variation: its own slides), and the way back to the
 * server's gallery on reset. Like the platform's wc_variations_image_update: a
 * variation image replaces the first slide's image; the theme's variation slides
 * replace all slides.
 */
import type { Variation, VariationImage } from '../../protocol/variation.ts';
import { parseSlidesHtml } from './slides.ts';

export type GalleryChoice =
  { kind: 'slides'; main: string; thumbs: string } | { kind: 'image'; image: VariationImage & { src: string } } | { kind: 'default' };

/** The variation's own slides when it has them, else its image, else the default gallery. */
export function galleryChoice(variation: Variation | null): GalleryChoice {
  if (!variation) return { kind: 'default' };
  const main = variation.variation_gallery_main_slides_html?.trim();
  if (main) return { kind: 'slides', main, thumbs: variation.variation_gallery_thumb_slides_html ?? '' };
  const src = variation.image.src;
  // The platform's own test: an image src of at least 2 characters.
  if (src && src.length > 1) return { kind: 'image', image: { ...variation.image, src } };
  return { kind: 'default' };
}

/** The attributes a variation image sets, by the element they go on (platform order). */
function imageAttributes(image: VariationImage & { src: string }): Array<['img' | 'slide' | 'link', string, string | null]> {
  const full = image.full_src || image.src;
  return [
    ['img', 'src', image.src],
    ['img', 'height', image.src_h ? String(image.src_h) : null],
    ['img', 'width', image.src_w ? String(image.src_w) : null],
    ['img', 'srcset', image.srcset || null],
    ['img', 'sizes', image.sizes || null],
    ['img', 'title', image.title ?? null],
    ['img', 'data-caption', image.caption ?? null],
    ['img', 'alt', image.alt ?? null],
    ['img', 'data-src', full],
    ['img', 'data-large_image', full],
    ['img', 'data-large_image_width', image.full_src_w ? String(image.full_src_w) : null],
    ['img', 'data-large_image_height', image.full_src_h ? String(image.full_src_h) : null],
    ['slide', 'data-thumb', image.gallery_thumbnail_src || image.src],
    ['link', 'href', full],
  ];
}

/** The server's gallery, kept to come back to: its slides and the first slide's attributes. */
export class VariationMedia {
  private readonly original: HTMLElement[];
  private readonly saved = new Map<Element, Map<string, string | null>>();
  private showing: GalleryChoice['kind'] = 'default';
  /** What is shown, to leave the gallery alone when a choice shows the same again. */
  private shownKey = 'default';
  /** Thumbnail sources of variation slides, by index (from the thumb slides HTML). */
  thumbs: Array<{ src: string; alt: string } | undefined> = [];

  constructor(private readonly wrapper: HTMLElement) {
    this.original = Array.from(wrapper.children).filter((el): el is HTMLElement => el instanceof HTMLElement);
  }

  /**
   * Shows `choice`. Returns what changed: nothing (`same`, e.g. a reset while showing the
   * default), the first slide's image (`image`), or the slide elements themselves (`slides`:
   * the carousel must re-read them).
   */
  show(choice: GalleryChoice): 'same' | 'image' | 'slides' {
    const key = choice.kind === 'slides' ? `slides:${choice.main}` : choice.kind === 'image' ? `image:${choice.image.src}` : 'default';
    if (key === this.shownKey) return 'same';
    const slidesChanged = this.showing === 'slides' || choice.kind === 'slides';
    this.restoreImage();
    if (this.showing === 'slides' && choice.kind !== 'slides') this.wrapper.replaceChildren(...this.original);
    this.thumbs = [];
    if (choice.kind === 'slides') {
      const slides = parseSlidesHtml(choice.main);
      this.wrapper.replaceChildren(...(slides.length ? slides : this.original));
      this.thumbs = parseSlidesHtml(choice.thumbs).map((el) => {
        const img = el.querySelector('img');
        return img?.getAttribute('src') ? { src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '' } : undefined;
      });
    } else if (choice.kind === 'image') {
      this.applyImage(choice.image);
    }
    this.showing = choice.kind;
    this.shownKey = key;
    return slidesChanged ? 'slides' : 'image';
  }

  private applyImage(image: VariationImage & { src: string }): void {
    const slide = this.original[0];
    const img = slide?.querySelector('img');
    if (!slide || !img) return;
    const targets = { img, slide, link: img.closest('a') };
    for (const [on, name, value] of imageAttributes(image)) {
      const el = targets[on];
      if (!el) continue;
      // Remember the server's value once, as the platform's data-o_* attributes do.
      const saved = this.saved.get(el) ?? new Map<string, string | null>();
      if (!saved.has(name)) saved.set(name, el.getAttribute(name));
      this.saved.set(el, saved);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  }

  private restoreImage(): void {
    for (const [el, attrs] of this.saved) {
      for (const [name, value] of attrs) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
    }
    this.saved.clear();
  }

  /** Back to the server's gallery for good (unmount). */
  dispose(): void {
    this.show({ kind: 'default' });
  }
}

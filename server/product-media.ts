/**
 * Product media beyond the catalogue's one image: extra gallery images, a preview
 * video, a variation's own gallery slides (the theme's variation gallery), the
 * ProductX size chart and share networks. WordPress keeps these as attachments and
 * post meta beside the product row, so they live beside the catalogue here too.
 */
import type { Product, Variation } from './catalogue.ts';

export interface GalleryImage {
  /** Uploads URL of the image (an SVG the fixture generator draws). */
  src: string;
  alt: string;
  /** Drawn on the placeholder. */
  label: string;
}

export interface GalleryVideo {
  /** A small local WebM, drawn once by scripts/make-preview-video.ts and committed. */
  src: string;
  poster: string;
  /** WebVTT captions: the clip is silent, the track says what it shows. */
  captions: string;
  /** What the clip shows, one line: the thumbnail's and the captions' text. */
  title: string;
}

export interface SizeChart {
  title: string;
  /** Label of the opener. */
  button: string;
  /** First row is the heading row. */
  rows: string[][];
}

export interface ProductMedia {
  gallery: GalleryImage[];
  video: GalleryVideo | null;
  /** Own gallery slides of the variations whose `attribute_pa_format` has this value. */
  variationGallery: Record<string, GalleryImage[]>;
  sizeChart: SizeChart | null;
}

/** ProductX share networks printed on every product page (its social-share addon setting). */
export const SHARE_NETWORKS = [
  { key: 'facebook', label: 'Facebook', url: (link: string) => `http://www.facebook.com/sharer.php?u=${link}` },
  { key: 'twitter', label: 'Twitter', url: (link: string) => `http://twitter.com/share?url=${link}` },
  { key: 'pinterest', label: 'Pinterest', url: (link: string) => `http://pinterest.com/pin/create/link/?url=${link}` },
] as const;

const UPLOADS = '/wp-content/uploads/presets';

const MEDIA: Record<string, ProductMedia> = {
  'film-emulation-collection': {
    gallery: [
      { src: `${UPLOADS}/film-emulation-collection-before-after.svg`, alt: 'Film Emulation Collection: before and after', label: 'B|A' },
      { src: `${UPLOADS}/film-emulation-collection-stocks.svg`, alt: 'Film Emulation Collection: the twenty film stocks', label: '20' },
      { src: `${UPLOADS}/film-emulation-collection-grain.svg`, alt: 'Film Emulation Collection: grain detail', label: 'ISO' },
    ],
    video: {
      src: `${UPLOADS}/film-emulation-collection-preview.webm`,
      poster: `${UPLOADS}/film-emulation-collection-preview-poster.svg`,
      captions: `${UPLOADS}/film-emulation-collection-preview.vtt`,
      title: 'Film Emulation Collection: preview video',
    },
    variationGallery: {
      'capture-one': [
        { src: `${UPLOADS}/film-emulation-collection-capture-one.svg`, alt: 'Film Emulation Collection for Capture One', label: 'C1' },
        { src: `${UPLOADS}/film-emulation-collection-styles-panel.svg`, alt: 'Film Emulation Collection: the styles panel', label: 'STY' },
      ],
    },
    sizeChart: {
      title: 'Licence chart',
      button: 'Licence chart',
      rows: [
        ['Use', 'Personal', 'Commercial'],
        ['Your own photos', 'Yes', 'Yes'],
        ['Client work', 'No', 'Yes'],
        ['Seats', '1', '5'],
      ],
    },
  },
};

const NONE: ProductMedia = { gallery: [], video: null, variationGallery: {}, sizeChart: null };

export function productMedia(product: Product): ProductMedia {
  return MEDIA[product.slug] ?? NONE;
}

/** A variation's own gallery images, if its format has any. */
export function variationGalleryImages(product: Product, variation: Variation): GalleryImage[] {
  return productMedia(product).variationGallery[variation.attributes.attribute_pa_format ?? ''] ?? [];
}

/** Every media file the fixture generator draws: SVG placeholders (by key and label) and captions. */
export function mediaFiles(products: Product[]): Array<{ src: string; label: string } | { src: string; vtt: string }> {
  const files: Array<{ src: string; label: string } | { src: string; vtt: string }> = [];
  for (const product of products) {
    const media = productMedia(product);
    for (const image of [...media.gallery, ...Object.values(media.variationGallery).flat()])
      files.push({ src: image.src, label: image.label });
    if (media.video) {
      files.push({ src: media.video.poster, label: '▶' });
      files.push({ src: media.video.captions, vtt: `WEBVTT\n\n00:00.000 --> 00:02.000\n${media.video.title} (no sound)\n` });
    }
  }
  return files;
}

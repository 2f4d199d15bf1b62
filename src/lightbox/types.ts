/**
 * What the shared lightbox shows and how (§2 "Content pages", §9 "Lightbox labels"): plain data, so
 * the opener can be imported at load by islands without pulling PhotoSwipe in.
 */

/** One slide: an image (its size measured on open when unknown) or a video player's markup. */
export interface LightboxItem {
  src?: string;
  width?: number;
  height?: number;
  alt?: string;
  title?: string;
  description?: string;
  /** A video: the provider's embed URL, loaded only when the slide opens. */
  videoUrl?: string;
}

/** §9 "Lightbox labels" (the builder prints them in `elementorFrontendConfig.i18n`). */
export interface LightboxLabels {
  shareOnFacebook: string;
  shareOnX: string;
  pinIt: string;
  downloadImage: string;
  fullscreen: string;
  zoom: string;
  share: string;
  close: string;
  previous: string;
  next: string;
}

export const DEFAULT_LABELS: LightboxLabels = {
  shareOnFacebook: 'Share on Facebook',
  shareOnX: 'Share on X',
  pinIt: 'Pin it',
  downloadImage: 'Download image',
  fullscreen: 'Fullscreen',
  zoom: 'Zoom',
  share: 'Share',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
};

/** The toolbar: the product gallery takes PhotoSwipe's defaults; the builder's kit switches each one. */
export interface LightboxOptions {
  counter: boolean;
  zoom: boolean;
  /**
   * Zoom offered for every image, one that already fits the screen too (the builder's lightbox: its
   * zoom scales any image up to the §9 maximum ratio). Otherwise PhotoSwipe's own rule: only an image
   * larger than the screen zooms (the product gallery, as the platform's).
   */
  alwaysZoomable?: boolean;
  fullscreen: boolean;
  share: boolean;
  labels: LightboxLabels;
}

export const GALLERY_OPTIONS: LightboxOptions = { counter: true, zoom: true, fullscreen: false, share: false, labels: DEFAULT_LABELS };

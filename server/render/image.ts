/** `<img>` markup for product images (wp_get_attachment_image's attribute order). */
import { escAttr, escUrl } from '../formatting/escape.ts';

export interface ImageOptions {
  alt?: string;
  className?: string;
  size?: number;
  /** 'high' for the first image above the fold; otherwise images below it lazy-load. */
  priority?: 'high' | 'lazy' | 'auto';
}

/** The 324×324 catalogue thumbnail (woocommerce_thumbnail). */
export function thumbnailImg(src: string, options: ImageOptions = {}): string {
  const size = options.size ?? 324;
  const className = options.className ?? 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail';
  const priority = options.priority ?? 'lazy';
  const loading = priority === 'high' ? ' fetchpriority="high"' : priority === 'lazy' ? ' loading="lazy"' : '';
  return `<img width="${size}" height="${size}" src="${escUrl(src)}" class="${escAttr(className)}" alt="${escAttr(options.alt ?? '')}" decoding="async"${loading} />`;
}

/** The bought-together add-on's row thumbnail (its rows' images and its variations' `woobt_image`). */
export function bundleThumbnail(src: string, alt: string): string {
  return thumbnailImg(src, { size: 100, alt, className: 'attachment-woocommerce_thumbnail' });
}

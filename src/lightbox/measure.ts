/** The size of an image whose link does not say it (a builder link to the file): read from the file itself. */

/** What the lightbox lays out when the file gives no size (unreadable, or an SVG without one). */
export const FALLBACK_SIZE = { width: 1200, height: 900 };

export function measureImage(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (): void => {
      const { naturalWidth: width, naturalHeight: height } = image;
      resolve(width > 0 && height > 0 ? { width, height } : FALLBACK_SIZE);
    };
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    image.src = src;
  });
}

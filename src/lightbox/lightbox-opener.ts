/**
 * Opens the shared lightbox (PhotoSwipe), fetching it on the first open and never at page load;
 * the product gallery and the builder's links, galleries and action links all go through here.
 */
import { warn } from '../../dom-bridge/warn.ts';
import type { Lightbox } from './lightbox.ts';
import type { LightboxItem, LightboxOptions } from './types.ts';

export interface LightboxOpener {
  /**
   * Opens `items[index]`; nothing when there are no items. Focus returns to what had it when it closes.
   * `pressed` (what the shopper pressed) is busy while the first open fetches PhotoSwipe (issue 18: the tap is felt at once).
   */
  open(items: LightboxItem[], index: number, pressed?: Element): void;
  destroy(): void;
}

export function createLightboxOpener(name: string, options: LightboxOptions): LightboxOpener {
  let lightbox: Promise<Lightbox> | null = null;
  let destroyed = false;
  return {
    open(items, index, pressed) {
      if (!items.length || destroyed) return;
      // Only a first open waits; an element already busy is someone else's to clear.
      const busy = !lightbox && pressed && !pressed.hasAttribute('aria-busy') ? pressed : undefined;
      busy?.setAttribute('aria-busy', 'true');
      lightbox ??= import('./lightbox.ts').then((m) => m.createLightbox(options));
      lightbox.then(
        (box) => {
          busy?.removeAttribute('aria-busy');
          // The island may have gone while PhotoSwipe loaded.
          if (!destroyed) box.open(items, Math.min(Math.max(index, 0), items.length - 1));
        },
        (error: unknown) => {
          busy?.removeAttribute('aria-busy');
          lightbox = null;
          warn(`${name}: the lightbox could not load.`, error);
        },
      );
    },
    destroy() {
      destroyed = true;
      void lightbox?.then(
        (box) => box.destroy(),
        () => {},
      );
    },
  };
}

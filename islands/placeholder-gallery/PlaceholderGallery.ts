/**
 * The platform prints every product gallery at `opacity: 0` and its single-product.js shows each
 * one as it starts it. That script leaves the page with the plugin; our gallery island shows the
 * galleries it takes, and this shows the rest — a product without images, whose placeholder image
 * would otherwise stay invisible. A plain controller.
 */
import type { Unmount } from '../../src/island.ts';

/** Shows the placeholder gallery; the undo hides it again, as printed. */
export async function mount(gallery: HTMLElement): Promise<Unmount> {
  const printed = gallery.style.opacity;
  gallery.style.opacity = '1';
  return () => {
    gallery.style.opacity = printed;
  };
}

/**
 * The platform prints every product gallery at `opacity: 0` and its single-product.js shows each
 * one as it starts it. That script leaves the page with the plugin; our gallery island shows the
 * galleries it takes, and this shows the rest — a product without images, whose placeholder image
 * would otherwise stay invisible.
 */
import { PLACEHOLDER_GALLERY } from '../dom-bridge/product-constants.ts';

export function showPlaceholderGalleries(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>(PLACEHOLDER_GALLERY)) gallery.style.opacity = '1';
}

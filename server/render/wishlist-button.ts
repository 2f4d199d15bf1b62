/** The wishlist add-on's button (WPC Smart Wishlist 5.x, as on the captured shop and product pages). */
import type { Product } from '../catalogue.ts';
import { escAttr } from '../formatting/escape.ts';

/** The add-on's button for a product (normal state: the page shows a list's state once its data is known). */
export function wishlistButton(product: Product): string {
  return (
    `<button class="woosw-btn woosw-btn-${product.id}" data-id="${product.id}" data-product_name="${escAttr(product.name)}" ` +
    `data-product_image="${escAttr(product.image)}" aria-label="Add to wishlist">Add to wishlist</button>`
  );
}

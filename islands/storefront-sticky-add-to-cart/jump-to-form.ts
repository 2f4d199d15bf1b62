/**
 * The bar's button for a product chosen on its form (variable, grouped …): it scrolls to the product
 * instead of following its link (sticky-add-to-cart.js), and, beyond the theme, puts focus on the
 * form's first control, so a keyboard or screen-reader shopper lands where the choice is made. A
 * simple or external product's button stays the link it is (an add, or the shop it is sold at).
 */
import { listen } from '../../dom-bridge/listen.ts';
import { POST_ID_CLASS, PRODUCT_ID_PREFIX, STICKY, STICKY_CLASSES } from './selectors.ts';

/** The page's product: `#product-{id}` for the body's `postid-{id}`, as the theme finds it. */
export function pageProduct(doc: Document = document): HTMLElement | null {
  for (const name of doc.body.classList) {
    const id = POST_ID_CLASS.exec(name)?.[1];
    if (id) return doc.getElementById(`${PRODUCT_ID_PREFIX}${id}`);
  }
  return null;
}

/** Whether the bar's button should take the shopper to the form rather than follow its link. */
export function jumpsToForm(product: Element): boolean {
  return !STICKY_CLASSES.linkTypes.some((type) => product.classList.contains(type));
}

/** Makes `button` scroll to `product` and focus its form; returns the undo. */
export function jumpToForm(button: HTMLElement, product: HTMLElement): () => void {
  return listen(button, 'click', (event) => {
    event.preventDefault();
    product.scrollIntoView();
    // Scrolls further only if the control is not on screen after the theme's jump.
    product.querySelector<HTMLElement>(STICKY.productControl)?.focus();
  });
}

/**
 * The theme's quick-view trigger on a product card (§2 Product listings): a link to the product page
 * (what it does without scripts) naming the product in `data-pid`. Apart from quick-view.ts, which
 * reuses the product page's renderers: the card renderer imports this file alone, without a cycle.
 */
import { permalink, type Product } from '../catalogue.ts';
import { escAttr, escUrl } from '../formatting/escape.ts';

/** The trigger for `product`, on every card (simple, variable, sold out). */
export function quickViewTrigger(product: Product): string {
  return (
    `<a href="${escUrl(permalink(product))}" class="button minimog-quick-view-btn quick-view-btn" data-pid="${product.id}" ` +
    `aria-label="Quick view: ${escAttr(product.name)}" rel="nofollow">Quick view</a>`
  );
}

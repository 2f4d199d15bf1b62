/**
 * The platform prints every mini-cart (`div.widget_shopping_cart_content`) empty and fills it
 * from a fragments request. A visitor without a cart makes no request (boot.ts), so the entry
 * prints the platform's empty state in every empty mini-cart itself, as its
 * cart/mini-cart.php does for an empty cart. The first add's fragments replace it.
 *
 * The text is the platform's, not overridable through the config `texts`: reading the
 * integrator config (dom-bridge/config.ts) does not fit in the 6 KB entry.
 */
import { MINI_CART_EMPTY_HTML, SELECTORS } from '../dom-bridge/constants.ts';

export function showEmptyMiniCarts(): void {
  for (const region of document.querySelectorAll(SELECTORS.miniCartContent))
    if (!region.children.length) region.innerHTML = MINI_CART_EMPTY_HTML;
}

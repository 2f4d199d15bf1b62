/**
 * Storefront's cart links: the header `a.cart-contents` (subtotal + "N items")
 * and the handheld footer bar's `a.footer-cart-contents`, whitespace included,
 * since each string is both a fragment value and part of the page.
 */
import type { CartView } from '../cart.ts';
import { URLS } from '../site.ts';
import { ksesPrice } from '../formatting/price.ts';

/** "1 item" / "N items", as _n() picks it. */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** storefront_cart_link(): the fragment for `a.cart-contents`. */
export function cartContentsLink(cart: CartView): string {
  return (
    `\t\t\t<a class="cart-contents" href="${URLS.cart}" title="View your shopping cart">\n` +
    `\t\t\t\t\t\t\t\t${ksesPrice(cart.subtotalCents)} <span class="count">${itemCountText(cart.count)}</span>\n` +
    `\t\t\t</a>\n\t\t`
  );
}

/** storefront_handheld_footer_bar_cart_link(): the fragment for `a.footer-cart-contents`. */
export function footerCartContentsLink(cart: CartView): string {
  return `\t\t\t<a class="footer-cart-contents" href="${URLS.cart}">Cart\t\t\t\t<span class="count">${cart.count}</span>\n\t\t\t</a>\n\t\t`;
}

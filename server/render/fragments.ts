/** The `/?wc-ajax=` cart response body: fragments keyed by selector, plus the cart hash. */
import type { CartView } from '../cart.ts';
import { cartContentsLink, footerCartContentsLink } from './header-cart.ts';
import { miniCartContent } from './mini-cart.ts';

export interface FragmentsResponse {
  fragments: {
    'div.widget_shopping_cart_content': string;
    'a.cart-contents': string;
    'a.footer-cart-contents': string;
  };
  cart_hash: string;
}

/** get_refreshed_fragments(): what add_to_cart, remove_from_cart and get_refreshed_fragments answer. */
export function cartFragments(cart: CartView, cartNonce: string): FragmentsResponse {
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(cart, cartNonce),
      'a.cart-contents': cartContentsLink(cart),
      'a.footer-cart-contents': footerCartContentsLink(cart),
    },
    cart_hash: cart.hash,
  };
}

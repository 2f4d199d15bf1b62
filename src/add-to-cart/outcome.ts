/**
 * §4 "Add to cart" outcome, checked in this order:
 * 1. error + product_url → go to the product page;
 * 2. the button's own redirect target → go there after 2 s (§9); the theme's add-to-cart call only;
 * 3. redirect-to-cart setting 'yes' → go to the cart;
 * 4. otherwise apply the fragments, announce, fire `added_to_cart`.
 * Shared by every add-to-cart flow (listing buttons, the product form, card swatches).
 */
import type { AddToCartResult } from '../../protocol/cart.ts';
import { BUTTON_REDIRECT_DELAY_MS } from '../../dom-bridge/product-constants.ts';

export type AddOutcome =
  | {
      kind: 'navigate';
      url: string;
      /** Wait before leaving (§9 button redirect delay); absent = at once. */
      delayMs?: number;
      /** The cart the add produced, to show while waiting (outcome 2 only). */
      cart?: { fragments: Record<string, string>; cartHash: string };
    }
  | { kind: 'added'; fragments: Record<string, string>; cartHash: string }
  | { kind: 'failed' };

export interface OutcomeSettings {
  redirectToCartAfterAdd: boolean;
  cartUrl: string;
  /** The button's own redirect target (theme calls only); '' or absent for none. */
  buttonRedirect?: string | null;
}

export function decideAddOutcome(result: AddToCartResult, settings: OutcomeSettings): AddOutcome {
  if (result.kind === 'redirect') return { kind: 'navigate', url: result.productUrl };
  if (result.kind === 'failed') return { kind: 'failed' };
  if (settings.buttonRedirect) {
    return {
      kind: 'navigate',
      url: settings.buttonRedirect,
      delayMs: BUTTON_REDIRECT_DELAY_MS,
      cart: { fragments: result.fragments, cartHash: result.cartHash },
    };
  }
  if (settings.redirectToCartAfterAdd) return { kind: 'navigate', url: settings.cartUrl };
  return { kind: 'added', fragments: result.fragments, cartHash: result.cartHash };
}

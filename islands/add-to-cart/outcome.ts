/**
 * §4 "Add to cart" outcome, checked in this order:
 * 1. error + product_url → go to the product page;
 * 2. (the theme's own redirect target — theme call only, not this button);
 * 3. redirect-to-cart setting 'yes' → go to the cart;
 * 4. otherwise apply the fragments, announce, fire `added_to_cart`.
 */
import type { AddToCartResult } from '../../protocol/cart.ts';

export type AddOutcome =
  | { kind: 'navigate'; url: string }
  | { kind: 'added'; fragments: Record<string, string>; cartHash: string }
  | { kind: 'failed' };

export function decideAddOutcome(result: AddToCartResult, settings: { redirectToCartAfterAdd: boolean; cartUrl: string }): AddOutcome {
  if (result.kind === 'redirect') return { kind: 'navigate', url: result.productUrl };
  if (result.kind === 'failed') return { kind: 'failed' };
  if (settings.redirectToCartAfterAdd) return { kind: 'navigate', url: settings.cartUrl };
  return { kind: 'added', fragments: result.fragments, cartHash: result.cartHash };
}

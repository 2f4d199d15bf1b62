/**
 * The cart calls' nonces (§6): the platform's cart page actions (`wc_cart_params`),
 * the shipping calculator form, the theme's cart drawer calls and ProductX's.
 * Like WordPress for logged-out users, a guest's nonce is derived from their
 * session; a page printed before the session existed carries the session-less
 * nonce, which stays valid for that visitor (WordPress gives every logged-out
 * visitor the same one), so the first add never breaks the page's next call.
 */
import { createNonce, verifyNonce } from './nonce.ts';
import type { Shop } from './shop.ts';
import { NONCE_ACTIONS, VENDORS } from './site.ts';

export const CART_NONCE_ACTIONS = {
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  updateShippingMethod: 'update-shipping-method',
  shippingCalculator: 'woocommerce-shipping-calculator',
  /** The theme's cart drawer calls (`{theme}_params.nonce`). */
  theme: `${VENDORS.theme}-cart`,
  /** ProductX (`wopb_core.security`, printed by render/wopb-core.ts). */
  wopb: NONCE_ACTIONS.wopb,
} as const;

export type CartNonceAction = (typeof CART_NONCE_ACTIONS)[keyof typeof CART_NONCE_ACTIONS];

/** Every cart nonce for this visitor, by action. */
export function cartNonces(secret: string, sessionId: string | null): Record<CartNonceAction, string> {
  const out = {} as Record<CartNonceAction, string>;
  for (const action of Object.values(CART_NONCE_ACTIONS)) out[action] = createNonce(secret, action, sessionId ?? '');
  return out;
}

/** check_ajax_referer() for a cart action: the visitor's nonce, or the session-less one (see above). */
export function verifyCartNonce(shop: Shop, action: CartNonceAction, sessionId: string | null, nonce: string | undefined): boolean {
  const secret = shop.store.secret();
  return verifyNonce(secret, action, sessionId ?? '', nonce) || (sessionId !== null && verifyNonce(secret, action, '', nonce));
}

/**
 * What every add-to-cart control shows (§4 "Add to cart"), shared by the listing button,
 * the product form and card swatches: the platform's `loading` / `added` classes on the
 * button (the theme's CSS styles them), the one 'View cart' link and an inline error.
 */
import { useEffect, type ReactNode } from 'react';
import type { ShopConfig } from '../../dom-bridge/config.ts';

/** Puts the platform's state classes and `aria-busy` on `button` while adds are pending or done. */
export function useButtonState(button: HTMLElement | null, pending: number, added: boolean): void {
  useEffect(() => {
    if (!button) return;
    button.classList.toggle('loading', pending > 0);
    button.classList.toggle('added', added && pending === 0);
    if (pending > 0) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }, [button, pending, added]);
}

interface FeedbackProps {
  config: Pick<ShopConfig, 'cartUrl' | 'i18nViewCart'>;
  viewCart: boolean;
  error: string;
}

/** The 'View cart' link placed after the button once, and the failure message (role alert). */
export function AddFeedback({ config, viewCart, error }: FeedbackProps): ReactNode {
  return (
    <>
      {viewCart && (
        <a href={config.cartUrl} className="added_to_cart wc-forward" title={config.i18nViewCart}>
          {config.i18nViewCart}
        </a>
      )}
      {error && (
        <span className="shop-islands-notice shop-islands-notice--error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

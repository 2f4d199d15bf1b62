/**
 * What an add-to-cart control creates on the page (§4 "Add to cart"): the one 'View cart' link after
 * the button and the inline error, rendered from the feedback's store into the holder after the button.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Notice } from '../ui/Notice.tsx';
import type { AddFeedbackViewProps } from './add-feedback.ts';

export default function AddFeedbackView({ $feedback, config, holder }: AddFeedbackViewProps): ReactNode {
  const { link, error } = useStore($feedback);
  return createPortal(
    <>
      {link && (
        <a href={config.cartUrl} className="added_to_cart wc-forward" title={config.i18nViewCart}>
          {config.i18nViewCart}
        </a>
      )}
      {error && <Notice text={error} className="shop-islands-notice shop-islands-notice--error" />}
    </>,
    holder,
  );
}

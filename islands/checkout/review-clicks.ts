/**
 * Clicks inside the checkout form (§2): buttons other than place order and the payment
 * section's do nothing, and a coupon's remove link in the order review removes it in place.
 */
import { CHECKOUT, CHECKOUT_EVENTS } from '../../dom-bridge/checkout-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { removeCoupon } from '../../protocol/checkout.ts';
import { isAbort } from '../../protocol/errors.ts';
import { clearCheckoutNotices, serverNodes } from './notices.ts';

/** §2: buttons other than place order and the payment section's do nothing when clicked. */
function isInert(button: Element): boolean {
  return !button.matches(CHECKOUT.placeOrder) && !button.closest(CHECKOUT.payment);
}

/** §4 "Coupons": removes `code`, shows the server's notice above the form and asks for a refresh that keeps the shipping method. */
function removeCouponFromReview(form: HTMLFormElement, scope: ParentNode, code: string, signal: AbortSignal): void {
  removeCoupon(code, { signal })
    .then(({ html }) => {
      clearCheckoutNotices(scope);
      if (html) form.before(serverNodes(html));
      emit(CHECKOUT_EVENTS.removedCouponInCheckout, [code]);
      emit(CHECKOUT_EVENTS.updateCheckout, [{ update_shipping_method: false }]);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) warn('checkout: the coupon could not be removed.', error);
    });
}

/** Handles clicks in `form` until the returned undo; `signal` aborts a coupon removal in flight. */
export function handleFormClicks(form: HTMLFormElement, scope: ParentNode, signal: AbortSignal): () => void {
  return listen(form, 'click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && form.contains(button) && isInert(button)) event.preventDefault();
    const remove = event.target instanceof Element ? event.target.closest<HTMLElement>(CHECKOUT.removeCoupon) : null;
    if (remove && form.contains(remove)) {
      event.preventDefault();
      const code = remove.getAttribute('data-coupon') ?? '';
      if (code) removeCouponFromReview(form, scope, code, signal);
    }
  });
}

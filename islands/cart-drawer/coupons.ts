/**
 * Coupons in the drawer (§4 "Cart drawer", §5 "Other rules"): applied from the coupon panel's
 * form (an empty code is not sent), removed from the totals' remove links. The answer's fragments
 * show the new totals; the platform's coupon events fire as on the cart page.
 */
import { announce } from '../../dom-bridge/announce.ts';
import { CART_EVENTS, ENTER_A_COUPON_CODE } from '../../dom-bridge/cart-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { applyDrawerCoupon, removeDrawerCoupon } from '../../protocol/cart-drawer.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { commitCart } from '../../src/cart/cart-commit.ts';
import { submitPanelForm, type PanelContext } from './addon-panel.ts';
import { textOf } from './html.ts';

/** The coupon panel's form was submitted. */
export function applyCoupon(context: PanelContext, form: HTMLFormElement, name: string): void {
  const input = form.querySelector<HTMLInputElement>('input[name="coupon_code"]');
  const code = input?.value.trim() ?? '';
  if (!code) {
    context.messages.set(name, { error: ENTER_A_COUPON_CODE });
    input?.focus();
    return;
  }
  submitPanelForm(
    context,
    form,
    name,
    () => applyDrawerCoupon(code),
    () => {
      if (input) input.value = '';
      emit(CART_EVENTS.appliedCoupon, [code]);
    },
  );
}

/** A coupon's remove link was clicked; one request per link at a time. */
export function removeCoupon(link: HTMLElement): void {
  const code = link.getAttribute('data-coupon') ?? '';
  if (link.getAttribute('aria-busy') === 'true') return;
  link.setAttribute('aria-busy', 'true');
  removeDrawerCoupon(code)
    .then((answer) => {
      if (answer.cart) commitCart(answer.cart);
      if (answer.notices) announce(textOf(answer.notices));
      emit(CART_EVENTS.removedCoupon, [code]);
    })
    .catch((error: unknown) => {
      if (!isAbort(error)) announce(failureText(error), 0);
    })
    .finally(() => link.removeAttribute('aria-busy'));
}

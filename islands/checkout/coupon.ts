/**
 * The checkout coupon form's error (shown under the code field, as the platform's checkout
 * script does) and the place its success notices go.
 */
import { CHECKOUT } from '../../dom-bridge/checkout-constants.ts';
import { serverNodes } from './notices.ts';

const ERROR_ID = 'coupon-error-notice';

function codeField(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(CHECKOUT.couponCode);
}

export function clearCouponError(form: HTMLFormElement): void {
  const field = codeField(form);
  field?.classList.remove('has-error');
  field?.removeAttribute('aria-invalid');
  field?.removeAttribute('aria-describedby');
  form.querySelector(`.${CHECKOUT.couponErrorClass}`)?.remove();
}

/** Shows the text of an error notice (server HTML) under the code field and focuses the field. */
export function showCouponError(form: HTMLFormElement, noticeHtml: string): void {
  const field = codeField(form);
  const message = serverNodes(noticeHtml).textContent?.trim() ?? '';
  if (!field || !message) return;
  clearCouponError(form);
  const error = document.createElement('span');
  error.className = CHECKOUT.couponErrorClass;
  error.id = ERROR_ID;
  error.setAttribute('role', 'alert');
  error.textContent = message;
  (field.parentElement ?? form).append(error);
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', ERROR_ID);
  field.focus();
}

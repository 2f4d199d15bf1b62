/**
 * The inline login's errors (§5 "Checkout inline login", §8 "Checkout login error"): each
 * field's message under the matching input, anything else in the form's general error area.
 * Messages are the server's (WordPress's login errors carry markup and a lost-password link).
 */
import { CHECKOUT } from '../../dom-bridge/checkout-constants.ts';
import { serverNodes } from './notices.ts';

function generalArea(form: HTMLFormElement): HTMLElement {
  let area = form.querySelector<HTMLElement>(`.${CHECKOUT.loginGeneralErrorClass}`);
  if (!area) {
    area = document.createElement('div');
    area.className = CHECKOUT.loginGeneralErrorClass;
    area.setAttribute('role', 'alert');
    form.prepend(area);
  }
  return area;
}

function errorElement(id: string, message: string): HTMLElement {
  const element = document.createElement('div');
  element.className = CHECKOUT.loginFieldErrorClass;
  element.id = id;
  element.append(serverNodes(message));
  return element;
}

export function clearLoginErrors(form: HTMLFormElement): void {
  for (const error of Array.from(form.querySelectorAll(`.${CHECKOUT.loginFieldErrorClass}`))) error.remove();
  for (const input of Array.from(form.querySelectorAll('[aria-invalid="true"]'))) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

/**
 * Shows `errors` (field name → message) and returns where focus should go: the first field in
 * error, else the general area.
 */
export function showLoginErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>): HTMLElement | null {
  let firstField: HTMLElement | null = null;
  let general: HTMLElement | null = null;
  for (const [name, message] of Object.entries(errors)) {
    const input = Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).find(
      (field) => field.name === name && field.type !== 'hidden',
    );
    if (!input) {
      general = generalArea(form);
      general.append(errorElement(`${form.id || 'login'}-error-${general.childElementCount}`, message));
      continue;
    }
    const error = errorElement(`${input.id || name}-login-error`, message);
    error.setAttribute('role', 'alert');
    input.after(error);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
    firstField ??= input;
  }
  return firstField ?? general;
}

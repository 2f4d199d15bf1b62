/**
 * Field errors of the account forms (§5): the message sits right after its field (after the password
 * wrapper, so the show/hide button stays beside the input), tied to it with `aria-describedby`; the
 * field is `aria-invalid`. Clearing takes back exactly what was added.
 */
import { PASSWORD_INPUT_WRAPPER } from '../../dom-bridge/account-claims.ts';
import { FIELD_ERROR_CLASS, FIELD_ERROR_ID_SUFFIX } from '../../dom-bridge/account-constants.ts';
import type { FieldError } from '../../src/account/validate.ts';

let counter = 0;

function errorId(field: HTMLElement): string {
  if (!field.id) field.id = `shop-islands-field-${(counter += 1)}`;
  return `${field.id}${FIELD_ERROR_ID_SUFFIX}`;
}

function describedBy(field: HTMLElement, id: string, add: boolean): void {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((part) => part && part !== id);
  if (add) ids.push(id);
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}

/** Removes every field error this module showed in `form`. */
export function clearFieldErrors(form: HTMLFormElement): void {
  for (const message of Array.from(form.querySelectorAll(`.${FIELD_ERROR_CLASS}`))) {
    const field = form.querySelector<HTMLElement>(`[aria-describedby~="${message.id}"]`);
    if (field) {
      describedBy(field, message.id, false);
      field.removeAttribute('aria-invalid');
    }
    message.remove();
  }
}

/** Shows `errors` under their fields and focuses the first invalid one. */
export function showFieldErrors(form: HTMLFormElement, errors: readonly FieldError[]): void {
  clearFieldErrors(form);
  for (const { field, message } of errors) {
    const id = errorId(field);
    const note = document.createElement('span');
    note.id = id;
    note.className = FIELD_ERROR_CLASS;
    note.textContent = message;
    (field.closest(PASSWORD_INPUT_WRAPPER) ?? field).after(note);
    field.setAttribute('aria-invalid', 'true');
    describedBy(field, id, true);
  }
  errors[0]?.field.focus();
}

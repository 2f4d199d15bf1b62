/**
 * Client validation of the account forms (§5 "Account forms"): the rules a field carries in its
 * markup, read the way the theme's validator reads them (`required`, `type="email"`,
 * `data-rule-minlength` / `data-rule-maxlength`, or the plain `minlength` attribute), and the
 * first failing rule's message, verbatim from §5 with `{0}` filled in. Pure: no DOM writes.
 */
import { VALIDATION_MESSAGES } from '../../dom-bridge/account-constants.ts';

export interface FieldRules {
  required: boolean;
  email: boolean;
  minlength?: number;
  maxlength?: number;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// §5 "Checkout e-mail" spells the pattern the theme's validator shares: local part, @, dot-separated domain labels.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function numberAttr(field: Element, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = Number.parseInt(field.getAttribute(name) ?? '', 10);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}

/** The rules `field` declares in its markup. */
export function rulesOf(field: Field): FieldRules {
  const minlength = numberAttr(field, 'data-rule-minlength', 'minlength');
  const maxlength = numberAttr(field, 'data-rule-maxlength', 'maxlength');
  return {
    required: field.hasAttribute('required') || field.getAttribute('data-rule-required') === 'true',
    email: (field instanceof HTMLInputElement && field.type === 'email') || field.getAttribute('data-rule-email') === 'true',
    ...(minlength === undefined ? {} : { minlength }),
    ...(maxlength === undefined ? {} : { maxlength }),
  };
}

const fill = (message: string, n: number): string => message.replace('{0}', String(n));

/** The §5 message for the first rule `value` breaks, or null when it passes. An empty optional field passes. */
export function checkValue(value: string, rules: FieldRules): string | null {
  const text = value.trim();
  if (text === '') return rules.required ? VALIDATION_MESSAGES.required : null;
  if (rules.email && !EMAIL.test(text)) return VALIDATION_MESSAGES.email;
  // Lengths count what the shopper typed, as the validator does (a password's spaces count).
  if (rules.minlength !== undefined && value.length < rules.minlength) return fill(VALIDATION_MESSAGES.minlength, rules.minlength);
  if (rules.maxlength !== undefined && value.length > rules.maxlength) return fill(VALIDATION_MESSAGES.maxlength, rules.maxlength);
  return null;
}

export interface FieldError {
  field: Field;
  message: string;
}

/** Every named, enabled field of `form` that breaks a rule, in document order. */
export function validateForm(form: HTMLFormElement): FieldError[] {
  const errors: FieldError[] = [];
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled || (element instanceof HTMLInputElement && element.type === 'hidden')) continue;
    const message = checkValue(element.value, rulesOf(element));
    if (message) errors.push({ field: element, message });
  }
  return errors;
}

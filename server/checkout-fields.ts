/**
 * The classic checkout's fields (WC_Countries::get_address_fields() for this shop's countries)
 * and WC_Checkout's validation of a posted checkout, with the platform's exact notices:
 * `<strong>Billing First name</strong> is a required field.` and so on, each tied to its field
 * (`data-id`) so the client can repeat it under the field. Pure functions over plain data.
 */
import { escHtml } from './formatting/escape.ts';
import { COUNTRIES } from './shipping.ts';

export type Fieldset = 'billing' | 'shipping' | 'order';
export type FieldFormat = 'email' | 'phone' | 'postcode' | 'state';

export interface CheckoutField {
  /** The posted name: `billing_first_name`. */
  key: string;
  label: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'country' | 'state' | 'textarea';
  validate: FieldFormat[];
  /** The form row's classes (`form-row-first`, `address-field`, …). */
  rowClasses: string[];
  autocomplete: string;
  placeholder: string;
  /** The label is for screen readers only (the second address line). */
  hiddenLabel: boolean;
  priority: number;
}

/** The US states, as the platform lists them (code → name). */
export const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District Of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** Countries with a state list (required, checked against the list); elsewhere the state is free text and optional. */
export function statesOf(country: string): ReadonlyArray<readonly [string, string]> {
  return country === 'US' ? US_STATES : [];
}

function field(key: string, label: string, options: Partial<Omit<CheckoutField, 'key' | 'label'>> & { priority: number }): CheckoutField {
  return {
    key,
    label,
    required: false,
    type: 'text',
    validate: [],
    rowClasses: ['form-row-wide'],
    autocomplete: '',
    placeholder: '',
    hiddenLabel: false,
    ...options,
  };
}

/** The address fields of a fieldset, labelled for `country` (the US: "State", "ZIP Code"). */
export function addressFields(fieldset: 'billing' | 'shipping', country: string): CheckoutField[] {
  const us = country === 'US';
  const address = ['form-row-wide', 'address-field'];
  const fields = [
    field(`${fieldset}_first_name`, 'First name', {
      required: true,
      rowClasses: ['form-row-first'],
      autocomplete: 'given-name',
      priority: 10,
    }),
    field(`${fieldset}_last_name`, 'Last name', {
      required: true,
      rowClasses: ['form-row-last'],
      autocomplete: 'family-name',
      priority: 20,
    }),
    field(`${fieldset}_company`, 'Company name', { autocomplete: 'organization', priority: 30 }),
    field(`${fieldset}_country`, 'Country / Region', {
      required: true,
      type: 'country',
      rowClasses: [...address, 'update_totals_on_change'],
      autocomplete: 'country',
      priority: 40,
    }),
    field(`${fieldset}_address_1`, 'Street address', {
      required: true,
      rowClasses: address,
      autocomplete: 'address-line1',
      placeholder: 'House number and street name',
      priority: 50,
    }),
    field(`${fieldset}_address_2`, 'Apartment, suite, unit, etc.', {
      rowClasses: address,
      autocomplete: 'address-line2',
      placeholder: 'Apartment, suite, unit, etc. (optional)',
      hiddenLabel: true,
      priority: 60,
    }),
    field(`${fieldset}_city`, 'Town / City', { required: true, rowClasses: address, autocomplete: 'address-level2', priority: 70 }),
    field(`${fieldset}_state`, us ? 'State' : 'State / County', {
      required: us,
      type: 'state',
      validate: ['state'],
      rowClasses: address,
      autocomplete: 'address-level1',
      priority: 80,
    }),
    field(`${fieldset}_postcode`, us ? 'ZIP Code' : 'Postcode / ZIP', {
      required: true,
      validate: ['postcode'],
      rowClasses: address,
      autocomplete: 'postal-code',
      priority: 90,
    }),
  ];
  if (fieldset === 'shipping') return fields;
  return [
    ...fields,
    field('billing_phone', 'Phone', { required: true, type: 'tel', validate: ['phone'], autocomplete: 'tel', priority: 100 }),
    field('billing_email', 'Email address', { required: true, type: 'email', validate: ['email'], autocomplete: 'email', priority: 110 }),
  ];
}

export const ORDER_COMMENTS = field('order_comments', 'Order notes', {
  type: 'textarea',
  rowClasses: ['notes'],
  placeholder: 'Notes about your order, e.g. special notes for delivery.',
  priority: 0,
});

/** A checkout error notice: trusted HTML and, for a field's error, the field's id. */
export interface CheckoutError {
  html: string;
  id?: string;
}

export interface CheckoutRules {
  /** "Ship to a different address?" was ticked and the cart needs a shipping address. */
  shipToDifferentAddress: boolean;
  paymentMethods: readonly string[];
}

/** WC_Validation::is_postcode(): the US format, anything for the others. */
function isPostcode(postcode: string, country: string): boolean {
  return country !== 'US' || /^([0-9]{5})(-[0-9]{4})?$/.test(postcode);
}

/** WC_Validation::is_phone(): digits and the usual separators only. */
function isPhone(phone: string): boolean {
  return phone.replace(/[\s#0-9_\-+/().]/g, '').trim() === '';
}

/** WordPress's is_email(), simplified: local@domain with a dot-separated domain of valid labels. */
export function isEmail(email: string): boolean {
  const match = /^([a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+)@([a-z0-9.-]+)$/i.exec(email);
  if (!match || email.length < 6) return false;
  const labels = (match[2] ?? '').split('.');
  return labels.length > 1 && labels.every((label) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(label));
}

const strong = (label: string): string => `<strong>${escHtml(label)}</strong>`;

function validateFieldset(fieldset: 'billing' | 'shipping', data: Readonly<Record<string, string>>, errors: CheckoutError[]): void {
  const country = data[`${fieldset}_country`] ?? '';
  const prefix = fieldset === 'billing' ? 'Billing' : 'Shipping';
  for (const spec of addressFields(fieldset, country)) {
    const value = (data[spec.key] ?? '').trim();
    const label = `${prefix} ${spec.label}`;
    const id = spec.key;
    if (spec.type === 'country' && value !== '' && !COUNTRIES.some(([code]) => code === value)) {
      errors.push({ html: `'${escHtml(value)}' is not a valid country code.` });
    }
    if (spec.validate.includes('postcode') && value !== '' && !isPostcode(value, country)) {
      errors.push({ html: `${strong(label)} is not a valid postcode / ZIP.`, id });
    }
    if (spec.validate.includes('phone') && value !== '' && !isPhone(value)) {
      errors.push({ html: `${strong(label)} is not a valid phone number.`, id });
    }
    if (spec.validate.includes('email') && value !== '' && !isEmail(value)) {
      errors.push({ html: `${strong(label)} is not a valid email address.`, id });
      continue;
    }
    const states = statesOf(country);
    if (
      spec.validate.includes('state') &&
      value !== '' &&
      states.length &&
      !states.some(([code, name]) => code === value.toUpperCase() || name.toUpperCase() === value.toUpperCase())
    ) {
      errors.push({
        html: `${strong(label)} is not valid. Please enter one of the following: ${states.map(([, name]) => escHtml(name)).join(', ')}`,
        id,
      });
    }
    if (spec.required && value === '') errors.push({ html: `${strong(label)} is a required field.`, id });
  }
}

/** WC_Checkout::validate_checkout() for this shop: every error, in the platform's order. */
export function validateCheckout(data: Readonly<Record<string, string>>, rules: CheckoutRules): CheckoutError[] {
  const errors: CheckoutError[] = [];
  validateFieldset('billing', data, errors);
  if (rules.shipToDifferentAddress) validateFieldset('shipping', data, errors);
  if (!rules.paymentMethods.includes(data.payment_method ?? '')) errors.push({ html: 'Invalid payment method.' });
  return errors;
}

/** wc_print_notices() for checkout errors: one list, each field's item carrying `data-id`. */
export function checkoutErrorsHtml(errors: readonly CheckoutError[]): string {
  const items = errors
    .map((error) => `\t\t\t<li${error.id ? ` data-id="${escHtml(error.id)}"` : ''}>\n\t\t\t${error.html}\t\t</li>\n`)
    .join('');
  return `<ul class="woocommerce-error" role="alert">\n${items}\t</ul>\n`;
}

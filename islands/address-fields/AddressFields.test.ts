import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './AddressFields.ts';
import { ACCOUNT_COUNTRY_FIELDS } from './account-claim.ts';
import { CALCULATOR_COUNTRY_FIELDS } from './cart-claim.ts';
import { CHECKOUT_COUNTRY_FIELDS } from './checkout-claim.ts';

/** The real shop's pages (WooCommerce 9.9 + Storefront, captured): their forms and the config the platform printed. */
function realPage(file: string): string {
  return readFileSync(resolve(__dirname, '../../fixtures-html/real-shop', file), 'utf8');
}

/** The object a localized script's `var name = {...};` line holds. */
function localized(html: string, name: string): unknown {
  const line = html.split('\n').find((text) => text.startsWith(`var ${name} = `));
  if (!line) throw new Error(`no ${name} in the page`);
  return JSON.parse(line.slice(`var ${name} = `.length, line.lastIndexOf(';')));
}

// The real forms are long (happy-dom takes a second or more over them on a loaded 2-core machine): more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const CHECKOUT = realPage('checkout.html');
const CART = realPage('cart.html');
const globals = globalThis as Record<string, unknown>;

const parsed = new Map<string, DocumentFragment>();
const PICKED = ['', 'default', 'US', 'CA', 'GB', 'AT', 'JP', 'AE', 'AF', 'DE'];

/** Parses the part of `html` from `start` to `end` once (happy-dom takes seconds over these long forms). */
function parse(html: string, start: string, end: string): void {
  const from = html.indexOf(start);
  const template = document.createElement('template');
  template.innerHTML = html.slice(from, html.indexOf(end, from) + end.length);
  // The country lists cut to the countries picked here: happy-dom is slow with the 250 options of each.
  for (const option of Array.from(template.content.querySelectorAll<HTMLOptionElement>('select.country_to_state option'))) {
    if (!PICKED.includes(option.value) && !option.hasAttribute('selected')) option.remove();
  }
  parsed.set(start, template.content);
}

/** Puts the part of `html` parsed from `start` on the page, with the page's config. */
function printPage(html: string, start: string): void {
  document.body.replaceChildren(parsed.get(start)!.cloneNode(true));
  // happy-dom 21 picks the wrong option of a parsed select that starts with an empty one; a browser selects the printed one.
  for (const option of Array.from(document.querySelectorAll<HTMLOptionElement>('option[selected]'))) option.selected = true;
  globals.wc_country_select_params = localized(html, 'wc_country_select_params');
  globals.wc_address_i18n_params = localized(html, 'wc_address_i18n_params');
}

const CHECKOUT_FORM: [string, string] = ['<form name="checkout"', '</form>'];
const CALCULATOR_FORM: [string, string] = ['<form class="woocommerce-shipping-calculator"', '</form>'];
const printCheckout = () => printPage(CHECKOUT, CHECKOUT_FORM[0]);

/** Prints the page and mounts every country field on it. */
async function showPage(html: string, start: string): Promise<Array<() => void>> {
  printPage(html, start);
  const fields = Array.from(document.querySelectorAll<HTMLElement>('select.country_to_state, input.country_to_state'));
  return Promise.all(fields.map((field) => mount(field)));
}

const showCheckout = () => showPage(CHECKOUT, CHECKOUT_FORM[0]);
const showCalculator = () => showPage(CART, CALCULATOR_FORM[0]);

function choose(select: string, value: string): void {
  const field = document.querySelector<HTMLSelectElement>(select)!;
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const row = (id: string) => document.getElementById(id)!;
const stateField = (prefix = 'billing') => document.getElementById(`${prefix}_state`) as HTMLInputElement | HTMLSelectElement;
const labelOf = (id: string) => row(id).querySelector('label')!.textContent;
const stateNames = (prefix = 'billing') => Array.from((stateField(prefix) as HTMLSelectElement).options, (option) => option.text);
const shown = (id: string) => row(id).style.display !== 'none';
const billingOrder = () =>
  Array.from(document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row'), (element) =>
    element.id.replace(/^billing_|_field$/g, ''),
  );

let unmounts: Array<() => void> = [];
beforeAll(() => {
  parse(CHECKOUT, ...CHECKOUT_FORM);
  parse(CART, ...CALCULATOR_FORM);
}, 30_000);
beforeEach(() => {
  unmounts = [];
});
afterEach(() => {
  for (const unmount of unmounts) unmount();
  delete globals.wc_country_select_params;
  delete globals.wc_address_i18n_params;
});

describe('address fields: the state field follows the country (checkout)', () => {
  it('Canada: the state field becomes a select of its provinces, labelled Province, still required', async () => {
    unmounts = await showCheckout();
    choose('#billing_country', 'CA');
    const field = stateField();
    expect(field).toBeInstanceOf(HTMLSelectElement);
    expect(field.name).toBe('billing_state');
    expect(stateNames()).toContain('Ontario');
    expect(stateNames()).not.toContain('California');
    expect(stateNames()[0]).toBe('Select an option…');
    expect(field.value).toBe('');
    expect(labelOf('billing_state_field')).toBe('Province\u00a0*');
    expect(field.getAttribute('aria-required')).toBe('true');
    expect(labelOf('billing_postcode_field')).toBe('Postal code\u00a0*');
    expect(shown('billing_state_field')).toBe(true);
  });

  it('back to the United States: the US states again, and a state chosen before stays chosen on a refresh', async () => {
    unmounts = await showCheckout();
    choose('#billing_country', 'CA');
    choose('#billing_country', 'US');
    expect(stateNames()).toContain('California');
    (stateField() as HTMLSelectElement).value = 'NY';
    choose('#billing_country', 'US');
    expect(stateField().value).toBe('NY');
    expect(labelOf('billing_state_field')).toBe('State\u00a0*');
  });

  it('United Kingdom (no states listed): a text input with the same name and id, labelled County (optional)', async () => {
    unmounts = await showCheckout();
    choose('#billing_country', 'GB');
    const field = stateField();
    expect(field).toBeInstanceOf(HTMLInputElement);
    expect((field as HTMLInputElement).type).toBe('text');
    expect([field.name, field.id, field.className]).toEqual(['billing_state', 'billing_state', 'input-text']);
    expect(field.getAttribute('autocomplete')).toBe('address-level1');
    expect(shown('billing_state_field')).toBe(true);
    expect(labelOf('billing_state_field')).toBe('County\u00a0(optional)');
    expect(row('billing_state_field').classList.contains('validate-required')).toBe(false);
    expect(field.hasAttribute('aria-required')).toBe(false);
    expect(labelOf('billing_postcode_field')).toBe('Postcode\u00a0*');
  });

  it('Austria (uses no state): the state field goes away (a hidden, empty input) and the postcode moves before the city', async () => {
    unmounts = await showCheckout();
    choose('#billing_country', 'AT');
    const field = stateField() as HTMLInputElement;
    expect([field.type, field.name, field.value]).toEqual(['hidden', 'billing_state', '']);
    expect(shown('billing_state_field')).toBe(false);
    expect(billingOrder()).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'address_1',
      'address_2',
      'postcode',
      'city',
      'state',
      'phone',
      'email',
    ]);
    // Coming back to a country with states shows the row and a select again.
    choose('#billing_country', 'US');
    expect(stateField()).toBeInstanceOf(HTMLSelectElement);
    expect(shown('billing_state_field')).toBe(true);
  });

  it('Japan: Prefecture, and the address fields in its order (postcode, prefecture, city, then the street)', async () => {
    unmounts = await showCheckout();
    choose('#billing_country', 'JP');
    expect(labelOf('billing_state_field')).toBe('Prefecture\u00a0*');
    expect(stateNames()).toContain('Hokkaido');
    expect(billingOrder()).toEqual([
      'first_name',
      'last_name',
      'company',
      'country',
      'postcode',
      'state',
      'city',
      'address_1',
      'address_2',
      'phone',
      'email',
    ]);
    expect(row('billing_postcode_field').className).toContain('form-row-first');
    expect(row('billing_postcode_field').className).not.toContain('form-row-wide');
  });

  it('United Arab Emirates: the postcode is hidden and emptied, the state optional', async () => {
    unmounts = await showCheckout();
    const postcode = document.querySelector<HTMLInputElement>('#billing_postcode')!;
    postcode.value = '90210';
    choose('#billing_country', 'AE');
    expect(shown('billing_postcode_field')).toBe(false);
    expect(postcode.value).toBe('');
    expect(labelOf('billing_state_field')).toBe('State / County\u00a0(optional)');
    choose('#billing_country', 'US');
    expect(shown('billing_postcode_field')).toBe(true);
  });

  it('the shipping address follows its own country, not the billing one', async () => {
    unmounts = await showCheckout();
    choose('#shipping_country', 'GB');
    expect(stateField('shipping')).toBeInstanceOf(HTMLInputElement);
    expect(stateField('billing')).toBeInstanceOf(HTMLSelectElement);
    expect(labelOf('shipping_state_field')).toBe('County\u00a0(optional)');
    expect(labelOf('billing_state_field')).toBe('State\u00a0*');
  });

  it('keeps focus on the country field when the rows are reordered', async () => {
    unmounts = await showCheckout();
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
    country.focus();
    choose('#billing_country', 'JP');
    expect(document.activeElement).toBe(country);
  });
});

describe('address fields: the platform’s events', () => {
  it('fires country_to_state_changed, then country_to_state_changing, with the country and its group, and a change on the new state select', async () => {
    unmounts = await showCheckout();
    const heard: string[] = [];
    for (const name of ['country_to_state_changed', 'country_to_state_changing']) {
      document.body.addEventListener(name, (event) => {
        const [country, group] = (event as CustomEvent<{ args: unknown[] }>).detail.args;
        heard.push(`${name} ${String(country)} ${(group as Element).className}`);
      });
    }
    document.body.addEventListener('change', (event) => heard.push(`change #${(event.target as Element).id}`));
    choose('#billing_country', 'CA');
    expect(heard.filter((line) => line !== 'change #billing_country')).toEqual([
      'change #billing_state',
      'country_to_state_changed CA woocommerce-billing-fields',
      'country_to_state_changing CA woocommerce-billing-fields',
    ]);
  });

  it('applies the locale when another script fires country_to_state_changing for the group', async () => {
    unmounts = await showCheckout();
    const group = document.querySelector('.woocommerce-billing-fields')!;
    document.body.dispatchEvent(new CustomEvent('country_to_state_changing', { bubbles: true, detail: { args: ['AE', group] } }));
    expect(shown('billing_postcode_field')).toBe(false);
    expect(shown('shipping_postcode_field')).toBe(true);
  });

  it('a `refresh` on the country field applies it again, as the platform’s script did', async () => {
    unmounts = await showCheckout();
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
    country.value = 'GB';
    country.dispatchEvent(new CustomEvent('refresh', { bubbles: true }));
    expect(stateField()).toBeInstanceOf(HTMLInputElement);
  });
});

describe('address fields: once live', () => {
  it('leaves a page the server printed for its country as it is (no DOM write)', async () => {
    printCheckout();
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const field of Array.from(document.querySelectorAll<HTMLElement>('select.country_to_state'))) unmounts.push(await mount(field));
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes.map((record) => `${record.type} ${(record.target as Element).id ?? ''} ${record.attributeName ?? ''}`)).toEqual([]);
  });

  it('fits a country picked (or restored by the browser) before it was live', async () => {
    printCheckout();
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!;
    country.value = 'AT';
    unmounts.push(await mount(country));
    expect((stateField() as HTMLInputElement).type).toBe('hidden');
    expect(shown('billing_state_field')).toBe(false);
  });

  it('does nothing on a page that prints neither config (the platform’s scripts would not run there)', async () => {
    printCheckout();
    delete globals.wc_country_select_params;
    delete globals.wc_address_i18n_params;
    unmounts.push(await mount(document.querySelector<HTMLElement>('#billing_country')!));
    choose('#billing_country', 'GB');
    expect(stateField()).toBeInstanceOf(HTMLSelectElement);
    expect(labelOf('billing_state_field')).toBe('State\u00a0*');
  });

  it('stops following the country once unmounted', async () => {
    unmounts = await showCheckout();
    for (const unmount of unmounts.splice(0)) unmount();
    choose('#billing_country', 'GB');
    expect(stateField()).toBeInstanceOf(HTMLSelectElement);
  });

  it('leaves the state field to the platform’s country script where a site kept it; the locale still follows its event', async () => {
    unmounts = await showCheckout();
    for (const unmount of unmounts.splice(0)) unmount();
    const script = document.createElement('script');
    script.id = 'wc-country-select-js';
    script.type = 'text/plain';
    document.body.append(script);
    unmounts.push(await mount(document.querySelector<HTMLElement>('#billing_country')!));
    choose('#billing_country', 'GB');
    expect(stateField()).toBeInstanceOf(HTMLSelectElement);
    const group = document.querySelector('.woocommerce-billing-fields')!;
    document.body.dispatchEvent(new CustomEvent('country_to_state_changing', { bubbles: true, detail: { args: ['GB', group] } }));
    expect(labelOf('billing_state_field')).toBe('County\u00a0(optional)');
  });
});

describe('address fields: the cart’s shipping calculator', () => {
  it('Afghanistan (uses no state): the calculator’s state row hides; Canada: its provinces', async () => {
    unmounts = await showCalculator();
    choose('#calc_shipping_country', 'AF');
    expect(shown('calc_shipping_state_field')).toBe(false);
    expect((stateField('calc_shipping') as HTMLInputElement).type).toBe('hidden');
    choose('#calc_shipping_country', 'CA');
    expect(shown('calc_shipping_state_field')).toBe(true);
    expect(stateNames('calc_shipping')).toContain('Quebec');
    expect(stateField('calc_shipping').className).toBe('state_select');
    expect(labelOf('calc_shipping_state_field')).toBe('Province\u00a0*');
  });

  it('Germany: free text is not needed, its states are listed; the calculator’s postcode is labelled as the locale says', async () => {
    unmounts = await showCalculator();
    choose('#calc_shipping_country', 'DE');
    expect(stateNames('calc_shipping')).toContain('Bavaria');
    expect(labelOf('calc_shipping_state_field')).toBe('State / County\u00a0(optional)');
  });
});

describe('address fields: the account’s address form, and the claims', () => {
  /** The account's edit-address form (myaccount/form-edit-address.php) around the real billing fields. */
  function printAccountForm(): void {
    printCheckout();
    const fields = document.querySelector('.woocommerce-billing-fields__field-wrapper')!.innerHTML;
    document.body.innerHTML = `<form method="post"><h2>Billing address</h2><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${fields}</div></div></form>`;
    for (const option of Array.from(document.querySelectorAll<HTMLOptionElement>('option[selected]'))) option.selected = true;
  }

  it('the account’s billing address: Japan orders its fields and labels the prefecture', async () => {
    printAccountForm();
    unmounts.push(await mount(document.querySelector<HTMLElement>('#billing_country')!));
    choose('#billing_country', 'JP');
    expect(labelOf('billing_state_field')).toBe('Prefecture\u00a0*');
    const order = Array.from(document.querySelectorAll('.woocommerce-address-fields__field-wrapper > .form-row'), (element) => element.id);
    expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_city_field'));
  });

  it('each page kind claims its own country fields: the checkout’s two, the calculator’s, the account form’s', () => {
    printCheckout();
    expect(Array.from(document.querySelectorAll(CHECKOUT_COUNTRY_FIELDS), (element) => element.id)).toEqual([
      'billing_country',
      'shipping_country',
    ]);
    printPage(CART, CALCULATOR_FORM[0]);
    expect(Array.from(document.querySelectorAll(CALCULATOR_COUNTRY_FIELDS), (element) => element.id)).toEqual(['calc_shipping_country']);
    printAccountForm();
    expect(Array.from(document.querySelectorAll(ACCOUNT_COUNTRY_FIELDS), (element) => element.id)).toEqual(['billing_country']);
  });
});

/**
 * The platform's names the address fields island reads and fires: its country and state markup
 * (woocommerce_form_field, cart/shipping-calculator.php), its events and its config globals.
 * Spelled here, not in dom-bridge/: no other island uses them (the claim's selector is in index.ts).
 */

/** The groups one country field drives: its state field and its locale are looked up inside. */
export const ADDRESS_GROUPS =
  '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';

/** A group's state field, whichever control it is (select, text input or hidden input). */
export const STATE_BOXES = '#billing_state, #shipping_state, #calc_shipping_state';
export const FORM_ROW = '.form-row';
/** The field lists whose rows are ordered by priority after a country change (all of them on the page, as the platform does). */
export const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';

/** The platform's events around a country change, with `[country, group]`; `refresh` asks a country field to apply itself again. */
export const ADDRESS_EVENTS = {
  stateChanged: 'country_to_state_changed',
  countryChanging: 'country_to_state_changing',
  refresh: 'refresh',
  change: 'change',
} as const;

/**
 * The platform's own script tags (WordPress prints `{handle}-js`). Where a site keeps one of them (the
 * WordPress plugin's filter, or a kept script depending on it), it does its part itself: that part stands down.
 */
export const COUNTRY_SCRIPT_TAG = 'script#wc-country-select-js';
export const LOCALE_SCRIPT_TAG = 'script#wc-address-i18n-js';

/** The platform's config globals (localized on its country and address scripts). */
export const COUNTRY_PARAMS = 'wc_country_select_params';
export const LOCALE_PARAMS = 'wc_address_i18n_params';

/** The platform's texts, when its config leaves one out. */
export const ADDRESS_TEXTS = { selectState: 'Select an option\u2026', optional: 'optional' } as const;

/** The classes and marks the platform puts on a row and its label. */
export const ROW_CLASSES = {
  required: 'validate-required',
  invalid: ['woocommerce-invalid', 'woocommerce-invalid-required-field'],
  widths: ['form-row-first', 'form-row-last', 'form-row-wide'],
  requiredMark: 'required',
  optionalMark: 'optional',
  screenReaderText: 'screen-reader-text',
} as const;

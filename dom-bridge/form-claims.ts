/**
 * The selectors of the platform's own form and notice claims (password toggle, field descriptions,
 * focus on a role-alert notice): the general script did these on every page of any theme, so the
 * claims ride with the stock page groups (account, checkout, cart, product, discovery) as well as the
 * chrome one. A module of their own, so the chunk those groups share holds only these few names.
 */

/** The platform's wrapper around a password input; the toggle button goes inside it. */
export const PASSWORD_INPUT_CLASS = 'password-input';
export const PASSWORD_INPUT_WRAPPER = `.${PASSWORD_INPUT_CLASS}`;
/** Password fields that get a show/hide button: wrapped ones, and the platform's forms' own (its script wrapped those). */
export const PASSWORD_FIELDS = `${PASSWORD_INPUT_WRAPPER},.woocommerce form input[type="password"]`;
/** A field description inside the platform's input wrapper. */
export const FIELD_DESCRIPTIONS = '.woocommerce-input-wrapper .description';
/** The platform's notices with role alert: the first on a page gets focus after 500 ms. */
export const PAGE_ALERTS =
  '.woocommerce-message[role="alert"],.woocommerce-error[role="alert"],.woocommerce-info[role="alert"],.wc-block-components-notice-banner[role="alert"]';
/**
 * The platform's general script's own tag (WordPress prints `{handle}-js`). Where a site keeps that
 * script (the WordPress plugin's filter, or a kept script depending on it), it submits the sort form
 * and slides field descriptions itself: those islands stand down rather than do it a second time.
 */
export const GENERAL_SCRIPT_TAG = 'script#woocommerce-js';

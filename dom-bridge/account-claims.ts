/**
 * The selectors the account and notice claims (islands/<widget>/index.ts, issue 15) are made by: the
 * chrome and account claim groups load this at page load, so it holds nothing else; the islands'
 * own names are in account-constants.ts.
 */

/** Links and buttons that open an account modal (the header's account icon among them). */
export const ACCOUNT_TRIGGERS = '.open-modal-login,.open-modal-register,.open-modal-lost-password';
/** A generic modal trigger: `data-minimog-toggle="modal"` naming its modal. */
export const MODAL_TOGGLE = '[data-minimog-toggle="modal"]';
/** §6: on a page that requires login, a guest's login modal (WordPress marks a logged-in visitor's body `logged-in`). */
export const LOGIN_REQUIRED_MODAL = 'body.required-login:not(.logged-in) #modal-user-login';
/** The theme's modal forms (login, register, lost password). */
export const ACCOUNT_FORM = 'form.minimog-account-form';
/** The platform's wrapper around a password input; the toggle button goes inside it. */
export const PASSWORD_INPUT_CLASS = 'password-input';
export const PASSWORD_INPUT_WRAPPER = `.${PASSWORD_INPUT_CLASS}`;
/** Password fields that get a show/hide button: wrapped ones, and the platform's forms' own (its script wrapped those). */
export const PASSWORD_FIELDS = `${PASSWORD_INPUT_WRAPPER},.woocommerce form input[type="password"]`;
/** A field description inside the platform's input wrapper. */
export const FIELD_DESCRIPTIONS = '.woocommerce-input-wrapper .description';
export const COMING_SOON_BANNER = '#coming-soon-footer-banner';
export const COMING_SOON_DISMISS = '.coming-soon-footer-banner-dismiss';
export const COOKIE_NOTICE = '#cookie-notice';
/** The popup a page marked for sales notifications prints. */
export const SALES_NOTIFICATION = '.sales-notification';
/** The platform's notices with role alert: the first on a page gets focus after 500 ms. */
export const PAGE_ALERTS =
  '.woocommerce-message[role="alert"],.woocommerce-error[role="alert"],.woocommerce-info[role="alert"],.wc-block-components-notice-banner[role="alert"]';

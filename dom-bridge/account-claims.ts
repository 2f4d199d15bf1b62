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
// The platform's form and notice selectors moved to form-claims.ts (the stock page groups claim them too).
export { PASSWORD_INPUT_WRAPPER } from './form-claims.ts';
export const COMING_SOON_BANNER = '#coming-soon-footer-banner';
export const COMING_SOON_DISMISS = '.coming-soon-footer-banner-dismiss';
export const COOKIE_NOTICE = '#cookie-notice';
/** The popup a page marked for sales notifications prints. */
export const SALES_NOTIFICATION = '.sales-notification';

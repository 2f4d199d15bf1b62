/**
 * Names, texts and timings of the site chrome's account and notice widgets (issue 15): the theme's
 * modals and account forms, the password toggle, field descriptions, the my-account tabs, the
 * coming-soon banner, the cookie notice and the sales notification. Island code only: the claims
 * live in the chrome and account groups, never in the entry; the selectors they claim by are in
 * account-claims.ts, which those groups load at page load.
 */
// ---- Modals (§2 "Account", "Generic modal") ----
/** Every theme modal; the account modals are three of them. */
export const MODAL = '.minimog-modal';
export const LOGIN_MODAL_ID = 'modal-user-login';
export const REGISTER_MODAL_ID = 'modal-user-register';
export const LOST_PASSWORD_MODAL_ID = 'modal-user-lost-password';
/** The account modals the account-modal island claims. */
export const ACCOUNT_MODALS = `#${LOGIN_MODAL_ID},#${REGISTER_MODAL_ID},#${LOST_PASSWORD_MODAL_ID}`;
/** Which account modal each trigger class opens. */
export const ACCOUNT_TRIGGER_TARGETS: ReadonlyArray<readonly [string, string]> = [
  ['.open-modal-login', LOGIN_MODAL_ID],
  ['.open-modal-register', REGISTER_MODAL_ID],
  ['.open-modal-lost-password', LOST_PASSWORD_MODAL_ID],
];
/** A generic trigger names its modal in this attribute (`#id`), or in its own `href`. */
export const MODAL_TARGET_ATTR = 'data-minimog-target';
/** Inside a modal: its close button and its backdrop. */
export const MODAL_CLOSE = '.button-close-modal';
export const MODAL_BACKDROP = '.modal-overlay';
/** The open state the theme's CSS shows a modal by. */
export const MODAL_OPEN_CLASS = 'open';
/** On `<html>` while a modal is open: the theme stops the page from scrolling under it. */
export const MODAL_OPENED_ROOT_CLASS = 'modal-opened';

// ---- Account forms (§5 "Account forms", §7 Theme, §8) ----
/** Where a form shows the server's `data.messages` (role alert). */
export const FORM_MESSAGES_CLASS = 'form-response-messages';
export const FORM_MESSAGES = `.${FORM_MESSAGES_CLASS}`;
/** The captcha widget a form may carry (reCAPTCHA v2): reset after a failure (§8). */
export const CAPTCHA = '.g-recaptcha';
/** Our message under an invalid field; its id is the field's id + this suffix. */
export const FIELD_ERROR_CLASS = 'minimog-field-error';
export const FIELD_ERROR_ID_SUFFIX = '-error';
/** §9: the register redirect waits 5 s. */
export const REGISTER_REDIRECT_DELAY_MS = 5000;

/** §5: the validation messages, verbatim; `{0}` is the rule's number. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: 'A valid email address is required',
  creditcard: 'Please enter a valid credit card number',
  accept: 'Please enter a value with a valid extension',
  minlength: 'Please enter at least {0} characters',
  maxlength: 'Please enter no more than {0} characters',
} as const;

// ---- Password toggle (§2 Account) ----
export const PASSWORD_TOGGLE_CLASS = 'show-password-input';
/** §9 "Other labels", also `woocommerce_params.i18n_password_show` / `_hide`. */
export const PASSWORD_TEXTS = { show: 'Show password', hide: 'Hide password' } as const;

// ---- My-account tabs in editor preview (§4 Other) ----
export const ACCOUNT_PANEL = '.woocommerce-MyAccount-content';

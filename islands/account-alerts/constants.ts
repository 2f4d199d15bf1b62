/** The platform's names the account alerts island reads (account-i18n.js's selector and tag). */

/** Anything the page announces as an alert: the platform's notices, a form's messages. */
export const ALERTS = '[role="alert"]';
/** The platform's account script's tag: where a site keeps that script, it focuses the alert itself. */
export const ACCOUNT_SCRIPT_TAG = 'script#wc-account-i18n-js';

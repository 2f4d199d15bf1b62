/**
 * Names, texts and timings of the widgets that run at idle (or at a first press) on every page of the
 * theme: field descriptions, the coming-soon banner, the cookie notice and the sales notification.
 * Apart from account-constants.ts so their small chunks do not carry the account forms' names.
 */

// ---- Field descriptions (§2, §9 "description slide 250 ms") ----
export const INPUT_WRAPPER = '.woocommerce-input-wrapper';
export const DESCRIPTION_SLIDE_MS = 250;

// ---- Coming-soon banner (§4, §7 "POST {rest-url}") ----
/** The dismiss link's REST address (the banner link's). */
export const COMING_SOON_REST_URL_ATTR = 'data-rest-url';

// ---- Cookie notice (§4, §7 `{theme}_cookie_accepted`) ----
/**
 * The default `{theme}` (dom-bridge/vendors.ts), repeated for src/account/theme-token.ts: vendors.ts is
 * in the money path's chunk group, which the cookie notice must not load at idle on every page.
 */
export const DEFAULT_THEME = 'minimog';
export const COOKIE_NOTICE_ACCEPT = '.cookie-notice-accept';
/** The state the theme's CSS shows the popup by. */
export const COOKIE_NOTICE_SHOW_CLASS = 'show';
/** localStorage key and action suffix: `{theme}_cookie_accepted`. */
export const COOKIE_ACCEPTED_SUFFIX = '_cookie_accepted';
export const COOKIE_ACCEPTED_VALUE = 'yes';

// ---- Sales notification (§4, §9) ----
export const SALES_NOTIFICATION_ITEM = '.sales-notification__item';
export const SALES_NOTIFICATION_CLOSE = '.sales-notification__close';
export const SALES_NOTIFICATION_COOKIE = 'sales_notification';
export const SALES_NOTIFICATION_CLOSED = 'closed';
/** §9: the closed cookie lasts 1 day. */
export const SALES_NOTIFICATION_COOKIE_DAYS = 1;
export const SALES_NOTIFICATION_SHOW_CLASS = 'show';
/** §9 "Sales notifications". */
export const SALES_TIMING = { firstMs: 2000, stayMs: 7000, cycleMs: 14000, fadeMs: 400 } as const;

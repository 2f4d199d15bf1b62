/**
 * The theme's account and notice chrome (issue 15), modelled on the spec's ids and classes in the
 * platform's style (the theme's markup is not captured): the login, register and lost-password
 * modals at body level (a visitor region: their forms carry the visitor's REST nonce), the
 * coming-soon footer banner, the cookie notice (printed hidden: the browser decides, §4), the sales
 * notification popup on the pages marked for it, and the fixture pages of this area: a page that
 * requires login, my-account as the editor preview prints it, and a page with field descriptions and
 * a generic modal. Every modal starts `hidden`, so the page works and reads right without script.
 */
import { URLS, VENDORS } from '../site.ts';
import type { PageSpec, VisitorState } from '../views.ts';
import { escAttr } from '../formatting/escape.ts';

const THEME = VENDORS.theme;

/** This area's fixture styles (modals, banner, cookie notice, sales popup). */
export const SITE_ACCOUNT_STYLESHEET = '/fixtures-html/assets/site-account.css';

/** The REST address the coming-soon banner's dismiss link carries (core's current-user route). */
const USERS_ME_URL = `${URLS.restRoot}wp/v2/users/me`;

function closeButton(): string {
  return `<button type="button" class="button-close-modal" aria-label="Close"><span aria-hidden="true">&times;</span></button>`;
}

function modal(id: string, title: string, body: string): string {
  return (
    `<div id="${id}" class="minimog-modal modal-user-form" role="dialog" aria-modal="true" aria-labelledby="${id}-title" aria-hidden="true" hidden>\n` +
    `\t<div class="modal-overlay"></div>\n\t<div class="modal-content">\n\t\t${closeButton()}\n` +
    `\t\t<div class="modal-content-wrap">\n\t\t\t<h2 id="${id}-title" class="modal-title">${title}</h2>\n${body}\t\t</div>\n\t</div>\n</div>\n`
  );
}

function field(id: string, label: string, input: string): string {
  return `\t\t\t<p class="form-row form-row-wide"><label for="${id}">${label}&nbsp;<span class="required" aria-hidden="true">*</span></label>${input}</p>\n`;
}

function password(id: string, rules: string): string {
  return `<span class="password-input"><input type="password" class="input-text" name="password" id="${id}" autocomplete="${id.includes('register') ? 'new-password' : 'current-password'}" required${rules}></span>`;
}

function form(action: string, nonce: string, fields: string, submit: string): string {
  return (
    `\t\t\t<form class="minimog-account-form" method="post" action="${URLS.adminAjax}">\n` +
    `\t\t\t<div class="form-response-messages" role="alert"></div>\n${fields}` +
    `\t\t\t<input type="hidden" name="action" value="${THEME}_${action}">\n` +
    `\t\t\t<input type="hidden" name="security" value="${escAttr(nonce)}">\n` +
    `\t\t\t<p class="form-submit"><button type="submit" class="button">${submit}</button></p>\n\t\t\t</form>\n`
  );
}

function loginModal(nonce: string): string {
  const fields =
    field(
      'modal-login-user',
      'Username or email address',
      `<input type="text" class="input-text" name="user_login" id="modal-login-user" autocomplete="username" required>`,
    ) +
    field('modal-login-password', 'Password', password('modal-login-password', '')) +
    `\t\t\t<p class="form-row"><label class="remember"><input type="checkbox" name="rememberme" value="forever"> Remember me</label></p>\n`;
  const links =
    `\t\t\t<p class="modal-user-links"><a href="/my-account/lost-password/" class="open-modal-lost-password">Lost your password?</a> · ` +
    `<a href="/my-account/" class="open-modal-register">Create an account</a></p>\n`;
  return modal('modal-user-login', 'Log in', form('user_login', nonce, fields, 'Log in') + links);
}

function registerModal(nonce: string): string {
  const fields =
    field(
      'modal-register-username',
      'Username',
      `<input type="text" class="input-text" name="username" id="modal-register-username" autocomplete="username" required data-rule-minlength="4">`,
    ) +
    field(
      'modal-register-email',
      'Email address',
      `<input type="email" class="input-text" name="email" id="modal-register-email" autocomplete="email" required>`,
    ) +
    field('modal-register-password', 'Password', password('modal-register-password', ' data-rule-minlength="8" data-rule-maxlength="30"'));
  const links = `\t\t\t<p class="modal-user-links">Already have an account? <a href="/my-account/" class="open-modal-login">Log in</a></p>\n`;
  return modal('modal-user-register', 'Create an account', form('user_register', nonce, fields, 'Register') + links);
}

function lostPasswordModal(nonce: string): string {
  const fields =
    `\t\t\t<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>\n` +
    field(
      'modal-lost-user',
      'Username or email',
      `<input type="text" class="input-text" name="user_login" id="modal-lost-user" autocomplete="username" required>`,
    );
  const links = `\t\t\t<p class="modal-user-links"><a href="/my-account/" class="open-modal-login">Back to log in</a></p>\n`;
  return modal('modal-user-lost-password', 'Reset password', form('user_reset_password', nonce, fields, 'Reset password') + links);
}

/** The three account modals with this visitor's nonce (a region: personalised on every page). */
export function accountModalsRegion(visitor: VisitorState): string {
  return `<div class="minimog-account-modals">\n${loginModal(visitor.restNonce)}${registerModal(visitor.restNonce)}${lostPasswordModal(visitor.restNonce)}</div>\n`;
}

/** The platform's coming-soon footer banner (shown to the shop's logged-in staff while the store is not launched). */
function comingSoonBanner(): string {
  return (
    `<div id="coming-soon-footer-banner" class="woocommerce-coming-soon-banner-container">\n` +
    `\t<div class="woocommerce-coming-soon-banner">This page is in "Coming soon" mode and is only visible to you and those who have permission. ` +
    `<a href="/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility">Change visibility</a>\n` +
    `\t<a href="#" class="coming-soon-footer-banner-dismiss" role="button" data-rest-url="${USERS_ME_URL}">Dismiss<span class="screen-reader-text"> the coming soon banner</span></a></div>\n</div>\n`
  );
}

/** The banner, unless this visitor dismissed it (a region: personalised on every page). */
export function comingSoonRegion(visitor: VisitorState): string {
  return visitor.comingSoonDismissed ? '' : comingSoonBanner();
}

/** The theme's cookie notice: hidden until the script sees no acceptance in local storage (§4). */
export function cookieNotice(): string {
  return (
    `<div id="cookie-notice" class="cookie-notice-popup" role="region" aria-label="Cookie notice" hidden>\n` +
    `\t<p class="cookie-notice-text">We use cookies to keep your cart and to understand how the shop is used. <a href="/privacy-policy/">Privacy policy</a></p>\n` +
    `\t<button type="button" class="button cookie-notice-accept">Accept</button>\n</div>\n`
  );
}

/** ProductX's sales notification popup on a marked page (gap and stay in seconds, §9). */
export function salesNotificationPopup(gapSeconds = 7, staySeconds = 7): string {
  return (
    `<div class="sales-notification wopb-sales-notification wopb-gap-${gapSeconds} wopb-stay-${staySeconds}" hidden>\n` +
    `\t<div class="sales-notification__item" role="status" aria-live="polite"></div>\n` +
    `\t<button type="button" class="sales-notification__close" aria-label="Close sales notifications"><span aria-hidden="true">&times;</span></button>\n</div>\n`
  );
}

/**
 * Pages marked for sales notifications: product pages. Its call's client is the money path's group
 * (≈15 KB, fetched 2 s after load): within a product page's budget, not within a content page's 8 KB.
 */
function marked(spec: PageSpec): boolean {
  return /\bsingle-product\b/.test(spec.bodyClass);
}

/** The account links the footer carries (the theme's `.open-modal-*` triggers; without script they lead to my-account). */
function accountLinks(): string {
  return (
    `<nav class="site-account-links" aria-label="Account">` +
    `<a href="/my-account/" class="open-modal-login">Log in</a> <a href="/my-account/" class="open-modal-register">Register</a></nav>\n`
  );
}

/** Everything of this area at body level, after #page: account links and modals, banner, cookie notice, sales popup. */
export function siteAccount(spec: PageSpec, visitor: VisitorState): string {
  return (
    `<link rel="stylesheet" id="site-account-css" href="${SITE_ACCOUNT_STYLESHEET}" media="all" />\n` +
    accountLinks() +
    accountModalsRegion(visitor) +
    comingSoonRegion(visitor) +
    cookieNotice() +
    (marked(spec) ? salesNotificationPopup() : '')
  );
}

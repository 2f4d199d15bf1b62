/**
 * The account area's fixture pages (issue 15): a page that requires login (its body says so; the
 * login modal opens by itself for a guest), my-account as the builder's editor preview prints it
 * (navigation tabs over panels on one page), and a page with field descriptions and a generic modal.
 */
import { URLS } from '../site.ts';
import type { PageSpec } from '../views.ts';

const BODY =
  'wp-embed-responsive wp-theme-storefront theme-storefront woocommerce-no-js storefront-align-wide storefront-full-width-content woocommerce-active shop-islands-account-fixture';
const HOME = { label: 'Home', href: URLS.home };

export const LOGIN_REQUIRED_ROUTE = '/members/';

function article(id: number, title: string, content: string): string {
  return (
    `\n<article id="post-${id}" class="post-${id} page type-page status-publish hentry">\n` +
    `\t<header class="entry-header"><h1 class="entry-title">${title}</h1></header>\n` +
    `\t<div class="entry-content">\n${content}\t</div>\n</article>\n`
  );
}

/** The members' page: `required-login` for everyone; a logged-in visitor's body also says `logged-in`. */
export function loginRequiredPage(loggedIn = false): PageSpec {
  const content =
    `\t\t<p>The members' area holds the full-resolution preset previews and the licence files of your orders.</p>\n` +
    `\t\t<p><a href="/my-account/" class="open-modal-login">Log in to continue</a></p>\n`;
  return {
    title: 'Members',
    bodyClass: `page-template-default page page-id-23100 required-login ${loggedIn ? 'logged-in ' : ''}${BODY}`,
    navCurrent: LOGIN_REQUIRED_ROUTE,
    breadcrumb: [HOME, { label: 'Members' }],
    main: () => article(23100, 'Members', content),
    sidebar: false,
    isCart: false,
  };
}

const TABS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'dashboard',
    'Dashboard',
    '<p>Hello <strong>demo</strong>. From your account dashboard you can view your recent orders and edit your password and account details.</p>',
  ],
  ['orders', 'Orders', '<div class="woocommerce-info" role="status">No order has been made yet.</div>'],
  ['downloads', 'Downloads', '<div class="woocommerce-info" role="status">No downloads available yet.</div>'],
  [
    'edit-address',
    'Billing address',
    '<form method="post" action="#"><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">' +
      '<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field" data-priority="40">' +
      '<label for="billing_country">Country / Region&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper">' +
      '<select name="billing_country" id="billing_country" class="country_to_state country_select" autocomplete="country" aria-required="true">' +
      '<option value="">Select a country / region&hellip;</option><option value="GB">United Kingdom (UK)</option><option value="US" selected="selected">United States (US)</option></select></span></p>' +
      '<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" data-priority="80">' +
      '<label for="billing_state">State&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper">' +
      '<input type="text" class="input-text" name="billing_state" id="billing_state" value="" autocomplete="address-level1"></span></p>' +
      '</div><p><button type="submit" class="button" name="save_address" value="Save address">Save address</button></p></div></form>',
  ],
  [
    'edit-account',
    'Account details',
    '<form class="woocommerce-EditAccountForm edit-account" action="#" method="post">' +
      '<p class="form-row"><label for="account_display_name">Display name</label><span class="woocommerce-input-wrapper">' +
      '<input type="text" class="input-text" name="account_display_name" id="account_display_name" value="demo">' +
      '<span class="description" id="account_display_name_description" aria-hidden="true" style="display:none">This will be how your name will be displayed in the account section and in reviews</span></span></p>' +
      '<p class="form-row"><label for="password_current">Current password (leave blank to leave unchanged)</label>' +
      '<span class="password-input"><input type="password" class="input-text" name="password_current" id="password_current" autocomplete="off"></span></p>' +
      '<p class="form-row"><label for="password_1">New password (leave blank to leave unchanged)</label>' +
      '<span class="password-input"><input type="password" class="input-text" name="password_1" id="password_1" autocomplete="off"></span></p>' +
      '</form>',
  ],
];

function myAccountPreview(): string {
  const nav = TABS.map(
    ([slug, label], i) =>
      `\t\t\t<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${slug}${i === 0 ? ' is-active' : ''}">` +
      `<a href="#my-account-${slug}">${label}</a></li>\n`,
  ).join('');
  const panels = TABS.map(
    ([slug, label, html], i) =>
      `\t\t<div class="woocommerce-MyAccount-content" id="my-account-${slug}"${i === 0 ? '' : ' hidden'}>\n\t\t\t<h2>${label}</h2>\n\t\t\t${html}\n\t\t</div>\n`,
  ).join('');
  return (
    `\t<div class="woocommerce">\n\t\t<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages" data-preview-tabs>\n\t\t\t<ul>\n${nav}\t\t\t</ul>\n\t\t</nav>\n` +
    `${panels}\t</div>\n`
  );
}

/** My account as the builder's editor preview prints it (§4 Other): every endpoint's panel on one page. */
export function myAccountPage(): PageSpec {
  return {
    title: 'My account',
    bodyClass: `page-template-default page page-id-23101 woocommerce-account woocommerce-page ${BODY}`,
    navCurrent: '/my-account/',
    breadcrumb: [HOME, { label: 'My account' }],
    main: () => article(23101, 'My account', myAccountPreview()),
    sidebar: false,
    isCart: false,
  };
}

function describedField(id: string, label: string, description: string, type = 'text'): string {
  return (
    `\t\t<p class="form-row form-row-wide" id="${id}_field"><label for="${id}">${label}</label><span class="woocommerce-input-wrapper">` +
    `<input type="${type}" class="input-text" name="${id}" id="${id}" aria-describedby="${id}-description">` +
    `<span class="description" id="${id}-description" aria-hidden="true" style="display:none">${description}</span></span></p>\n`
  );
}

function licenceGuideModal(): string {
  return (
    `\t<div id="modal-licence-guide" class="minimog-modal" role="dialog" aria-modal="true" aria-labelledby="modal-licence-guide-title" aria-hidden="true" hidden>\n` +
    `\t\t<div class="modal-overlay"></div>\n\t\t<div class="modal-content">\n` +
    `\t\t\t<button type="button" class="button-close-modal" aria-label="Close"><span aria-hidden="true">&times;</span></button>\n` +
    `\t\t\t<div class="modal-content-wrap"><h2 id="modal-licence-guide-title">Which licence do I need?</h2>\n` +
    `\t\t\t<p>Personal: your own photos. Commercial: client work and products you sell. Studio: up to 10 seats.</p>\n` +
    `\t\t\t<p><button type="button" class="button" data-minimog-toggle="modal" data-minimog-target="#modal-licence-guide">Got it</button></p></div>\n` +
    `\t\t</div>\n\t</div>\n`
  );
}

/** A content page with a licence-request form whose fields carry descriptions, and a generic modal. */
export function accountHelpPage(): PageSpec {
  const content =
    `\t<p>Tell us about the project you need a licence for. <button type="button" class="button" data-minimog-toggle="modal" data-minimog-target="#modal-licence-guide">Licence guide</button></p>\n` +
    `\t<form class="licence-request" action="#" method="post">\n` +
    describedField('licence_company', 'Company', 'The legal name on the licence certificate.') +
    describedField('licence_email', 'Billing email', 'Invoices and the licence file go to this address.', 'email') +
    describedField('licence_seats', 'Seats', 'How many people will use the presets (1 to 10).', 'number') +
    `\t</form>\n` +
    licenceGuideModal();
  return {
    title: 'Licence help',
    bodyClass: `page-template-default page page-id-23102 ${BODY}`,
    navCurrent: '/licence-help/',
    breadcrumb: [HOME, { label: 'Licence help' }],
    main: () => article(23102, 'Licence help', content),
    sidebar: false,
    isCart: false,
  };
}

/** This area's committed pages, for the fixture set (server/render/pages.ts). */
export function accountFixturePages(): Array<{ file: string; route: string; note: string; spec: PageSpec }> {
  return [
    {
      file: 'members.html',
      route: LOGIN_REQUIRED_ROUTE,
      note: 'Requires login: the login modal opens by itself for a guest (demo / lumen-demo); register and lost password are one link away. Logged in, the page shows without it.',
      spec: loginRequiredPage(),
    },
    {
      file: 'my-account.html',
      route: '/my-account/',
      note: 'My account as the editor preview prints it: the navigation tabs switch panels (arrow keys, Home/End); the account details have show/hide password buttons and a field description.',
      spec: myAccountPage(),
    },
    {
      file: 'licence-help.html',
      route: '/licence-help/',
      note: 'Field descriptions slide open on focus or click (one at a time; Esc or a click outside closes); "Licence guide" opens a generic modal (Esc, backdrop, Got it).',
      spec: accountHelpPage(),
    },
  ];
}

/**
 * The theme's account calls and the chrome's small endpoints (§4, §6, §7, §8), on the shop's SQLite
 * file: the login, register and lost-password modals (admin-ajax with the serialized form, the
 * theme's `{success, data: {messages, redirect_url | redirect}}` answers and WordPress's error texts),
 * cookie acceptance (`{theme}_cookie_accepted`), the coming-soon banner's dismissal (REST
 * `wp/v2/users/me`, stored as user meta, logged-in users only) and the sales notification snippets
 * (REST `sales/v1/notification`). Accounts and logins are the checkout's tables (checkout-store.ts):
 * a login here is the same WordPress login cookie the checkout reads.
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type Database from 'better-sqlite3';
import { checkoutStore, hashPassword, passwordMatches } from './checkout-store.ts';
import { LOGIN_COOKIE, LOGIN_ERRORS, loggedInCustomer } from './checkout.ts';
import type { ShopStore } from './db.ts';
import { escHtml } from './formatting/escape.ts';
import { readRequest, sendJson } from './http.ts';
import { verifyNonce } from './nonce.ts';
import { readSessionId } from './session.ts';
import type { Shop } from './shop.ts';
import { NONCE_ACTIONS, VENDORS } from './site.ts';
import { permalink, type Catalogue } from './catalogue.ts';

const THEME = VENDORS.theme;

/** The theme's admin-ajax actions, as its forms name them. */
export const ACCOUNT_ACTIONS = {
  login: `${THEME}_user_login`,
  register: `${THEME}_user_register`,
  lostPassword: `${THEME}_user_reset_password`,
  cookieAccepted: `${THEME}_cookie_accepted`,
} as const;

/** Where a new account goes after registering (the theme's default: my-account). */
export const MY_ACCOUNT_URL = '/my-account/';
/** The page that requires login (fixture). */
export const LOGIN_REQUIRED_URL = '/members/';

/** The texts the theme and WordPress answer with (§8 shows them as data.messages). */
export const ACCOUNT_MESSAGES = {
  badNonce: '<strong>Error:</strong> Your session has expired. Please reload the page and try again.',
  loggedIn: 'Login successful, redirecting...',
  registered: 'Registration complete. You are now logged in; taking you to your account.',
  usernameShort: '<strong>Error:</strong> Please enter a username of at least 4 characters.',
  invalidEmail: '<strong>Error:</strong> Please provide a valid email address.',
  passwordLength: '<strong>Error:</strong> Please enter a password of 8 to 30 characters.',
  usernameTaken: '<strong>Error:</strong> An account is already registered with that username. Please choose another.',
  emailTaken: '<strong>Error:</strong> An account is already registered with your email address. Please log in.',
  lostUnknown: '<strong>Error:</strong> There is no account with that username or email address.',
  lostEmpty: '<strong>Error:</strong> Please enter a username or email address.',
  lostSent: 'Password reset email has been sent. Check your email for the confirmation link.',
} as const;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS user_meta (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  meta_key    TEXT NOT NULL,
  meta_value  TEXT NOT NULL,
  PRIMARY KEY (customer_id, meta_key)
);
CREATE TABLE IF NOT EXISTS password_resets (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id  INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  requested_at INTEGER NOT NULL
);
`;

const ready = new WeakSet<ShopStore>();

/** The connection with the account tables created (after the checkout's, which they reference). */
function db(store: ShopStore): Database.Database {
  checkoutStore(store);
  if (!ready.has(store)) {
    store.connection.exec(SCHEMA);
    ready.add(store);
  }
  return store.connection;
}

export function userMeta(store: ShopStore, customerId: number, key: string): string | undefined {
  const row = db(store).prepare('SELECT meta_value FROM user_meta WHERE customer_id = ? AND meta_key = ?').get(customerId, key) as
    { meta_value: string } | undefined;
  return row?.meta_value;
}

function setUserMeta(store: ShopStore, customerId: number, key: string, value: string): void {
  db(store)
    .prepare(
      'INSERT INTO user_meta (customer_id, meta_key, meta_value) VALUES (?, ?, ?) ON CONFLICT(customer_id, meta_key) DO UPDATE SET meta_value = excluded.meta_value',
    )
    .run(customerId, key, value);
}

/** How many lost-password requests an account has made (tests, QA). */
export function passwordResetCount(store: ShopStore, customerId: number): number {
  const row = db(store).prepare('SELECT COUNT(*) AS n FROM password_resets WHERE customer_id = ?').get(customerId) as { n: number };
  return row.n;
}

const answer = (c: Context, success: boolean, data: Record<string, string>): Response => sendJson(c, { success, data });
const failure = (c: Context, messages: string): Response => answer(c, false, { messages });

/** The forms carry the REST nonce of the visitor (`security`), as the page's other calls do. */
function nonceOk(c: Context, shop: Shop, nonce: string | undefined): boolean {
  return verifyNonce(shop.store.secret(), NONCE_ACTIONS.rest, readSessionId(c, shop.store) ?? '', nonce);
}

function logIn(c: Context, shop: Shop, customerId: number, remember: boolean): void {
  const days = remember ? 14 : 2;
  const token = shop.store.transaction(() => checkoutStore(shop.store).createLogin(customerId, Date.now() + days * 864e5));
  setCookie(c, LOGIN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', ...(remember ? { maxAge: days * 86400 } : {}) });
}

/** A redirect the form asks for, kept on this site (wp_validate_redirect). */
function sameSite(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '';
}

export async function userLogin(c: Context, shop: Shop): Promise<Response> {
  const form = await readRequest(c);
  if (!nonceOk(c, shop, form.security)) return failure(c, ACCOUNT_MESSAGES.badNonce);
  const login = (form.user_login ?? '').trim();
  const password = form.password ?? '';
  if (!login) return failure(c, `<strong>Error:</strong> ${LOGIN_ERRORS.usernameRequired}`);
  if (!password) return failure(c, `<strong>Error:</strong> ${LOGIN_ERRORS.passwordRequired}`);
  const customer = checkoutStore(shop.store).findCustomer(login);
  const byEmail = login.includes('@');
  if (!customer) return failure(c, byEmail ? LOGIN_ERRORS.unknownEmail : LOGIN_ERRORS.unknownUsername(login));
  if (!passwordMatches(password, customer.password)) return failure(c, LOGIN_ERRORS.wrongPassword(login, byEmail));
  logIn(c, shop, customer.id, (form.rememberme ?? '') !== '');
  return answer(c, true, { messages: ACCOUNT_MESSAGES.loggedIn, redirect_url: sameSite(form.redirect_to) });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The §5 rules again on the server (a request without the page's script), then the account's uniqueness. */
function registerError(shop: Shop, username: string, email: string, password: string): string | null {
  if (username.length < 4) return ACCOUNT_MESSAGES.usernameShort;
  if (!EMAIL.test(email)) return ACCOUNT_MESSAGES.invalidEmail;
  if (password.length < 8 || password.length > 30) return ACCOUNT_MESSAGES.passwordLength;
  const store = checkoutStore(shop.store);
  if (store.findCustomer(username)) return ACCOUNT_MESSAGES.usernameTaken;
  if (store.findCustomer(email)) return ACCOUNT_MESSAGES.emailTaken;
  return null;
}

export async function userRegister(c: Context, shop: Shop): Promise<Response> {
  const form = await readRequest(c);
  if (!nonceOk(c, shop, form.security)) return failure(c, ACCOUNT_MESSAGES.badNonce);
  const username = (form.username ?? '').trim();
  const email = (form.email ?? '').trim();
  const password = form.password ?? '';
  const error = registerError(shop, username, email, password);
  if (error) return failure(c, error);
  const id = shop.store.transaction(
    () =>
      db(shop.store)
        .prepare('INSERT INTO customers (username, email, password) VALUES (?, ?, ?)')
        .run(username, email, hashPassword(password)).lastInsertRowid,
  );
  logIn(c, shop, Number(id), false);
  return answer(c, true, { messages: ACCOUNT_MESSAGES.registered, redirect: MY_ACCOUNT_URL });
}

export async function userLostPassword(c: Context, shop: Shop): Promise<Response> {
  const form = await readRequest(c);
  if (!nonceOk(c, shop, form.security)) return failure(c, ACCOUNT_MESSAGES.badNonce);
  const login = (form.user_login ?? '').trim();
  if (!login) return failure(c, ACCOUNT_MESSAGES.lostEmpty);
  const customer = checkoutStore(shop.store).findCustomer(login);
  if (!customer) return failure(c, ACCOUNT_MESSAGES.lostUnknown);
  shop.store.transaction(() =>
    db(shop.store).prepare('INSERT INTO password_resets (customer_id, requested_at) VALUES (?, ?)').run(customer.id, Date.now()),
  );
  return answer(c, true, { messages: ACCOUNT_MESSAGES.lostSent });
}

/** `{theme}_cookie_accepted`: wp_send_json_success(); the acceptance itself lives in the browser (§4). */
export function cookieAccepted(c: Context): Response {
  return sendJson(c, { success: true });
}

/** Meta key the coming-soon banner's dismissal is stored under (§3 "User meta"). */
export const COMING_SOON_META = 'coming_soon_banner_dismissed';
/** The REST address the banner's dismiss link carries. */
export const USERS_ME_ROUTE = '/wp/v2/users/me';

/**
 * REST `POST wp/v2/users/me` (the nonce was checked by the REST router): `{platform}_meta` values are
 * stored as user meta; the answer is the user, as core's (only what the client could read).
 */
export async function updateCurrentUser(c: Context, shop: Shop): Promise<Response> {
  const customer = loggedInCustomer(c, shop);
  if (!customer)
    return sendJson(c, { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } }, 401);
  const body: unknown = await c.req.json().catch(() => ({}));
  const meta = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[`${VENDORS.platform}_meta`] : undefined;
  if (typeof meta === 'object' && meta !== null) {
    for (const [key, value] of Object.entries(meta)) {
      if (key === COMING_SOON_META && typeof value === 'string') setUserMeta(shop.store, customer.id, key, value);
    }
  }
  return sendJson(c, {
    id: customer.id,
    name: customer.username,
    [`${VENDORS.platform}_meta`]: { [COMING_SOON_META]: userMeta(shop.store, customer.id, COMING_SOON_META) ?? '' },
  });
}

const CITIES = ['Lisbon', 'Oslo', 'Austin', 'Kyoto', 'Cape Town'];

/** The snippets: a recent purchase per product, the add-on's markup (link, image, who and when). */
export function salesSnippets(catalogue: Catalogue): string[] {
  return catalogue.products.slice(0, 4).map((product, i) => {
    const href = permalink(product);
    return (
      `<div class="wopb-sales-notification-content"><a class="wopb-sales-notification-image" href="${href}" tabindex="-1" aria-hidden="true">` +
      `<img src="${escHtml(product.image)}" alt="" width="48" height="48"></a>` +
      `<p>Someone in ${CITIES[i % CITIES.length]} purchased <a href="${href}">${escHtml(product.name)}</a> <span class="wopb-sales-notification-time">${(i + 1) * 7} minutes ago</span></p></div>`
    );
  });
}

/** REST `POST sales/v1/notification` (no body): `{html: [...]}`. */
export function salesNotification(c: Context, shop: Shop): Response {
  return sendJson(c, { html: salesSnippets(shop.catalogue) });
}
